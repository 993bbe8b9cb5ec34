/**
 * Server-side conversions over real HTTP against `next start`: a lead from a visitor who allowed
 * marketing reaches the Conversions API and the Measurement Protocol (local receivers that check
 * every field by the platforms' documented rules), each as its own retried delivery that never
 * holds up the lead; without consent nothing is sent.
 */
import { createHash, randomUUID } from 'node:crypto';
import { startApp, type AppServer } from './support/app-server';
import {
  eventually,
  postContact,
  validContactBody,
  validModalBody,
} from './support/contact-fixtures';
import { backendsUnderTest, createTestDatabase, type TestDatabase } from './support/lead-db';
import { runLeadsCli } from './support/leads-cli';
import {
  startWebhookReceiver,
  type ReceivedCall,
  type WebhookReceiver,
} from './support/webhook-receiver';

// Its own port (see the other suites' port lists).
const PORT = 3248;
const PIXEL_ID = '1234567890123';
const ACCESS_TOKEN = 'EAAtest-token';
const MEASUREMENT_ID = 'G-CONVTEST1';
const API_SECRET = 'mp-secret';
const FBP = 'fb.1.1795900000000.1122334455';
const GA_COOKIE = 'GA1.1.987654321.1795900000';
const PAGE = 'http://127.0.0.1:3000/lp/automation-solutions?utm_source=meta';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const HASH = /^[0-9a-f]{64}$/;

/**
 * Meta's rules for a website event (developers.facebook.com/docs/marketing-api/conversions-api/
 * parameters): what a Graph API receiver would reject or could not match. Returns the faults.
 */
function metaFaults(call: ReceivedCall): string[] {
  const faults: string[] = [];
  const url = new URL(call.path, 'http://receiver');
  if (url.pathname !== `/graph/${PIXEL_ID}/events`) faults.push(`path ${url.pathname}`);
  if (url.searchParams.get('access_token') !== ACCESS_TOKEN) faults.push('access_token');
  if (!String(call.headers['content-type']).startsWith('application/json'))
    faults.push('content-type');
  const body = call.body as { data?: Array<Record<string, unknown>> };
  if (!Array.isArray(body.data) || body.data.length !== 1) return [...faults, 'data'];
  const event = body.data[0] ?? {};
  const now = Date.now() / 1000;
  const time = event.event_time as number;
  if (!Number.isInteger(time) || time > now + 60 || time < now - 7 * 86_400)
    faults.push('event_time must be unix seconds within the last 7 days');
  if (event.action_source !== 'website') faults.push('action_source');
  // A website event needs its URL and the browser's user agent.
  if (typeof event.event_source_url !== 'string') faults.push('event_source_url');
  const user = (event.user_data ?? {}) as Record<string, unknown>;
  if (typeof user.client_user_agent !== 'string') faults.push('client_user_agent');
  for (const key of ['em', 'ph'] as const) {
    const values = user[key];
    if (values !== undefined && !(Array.isArray(values) && values.every((v) => HASH.test(v))))
      faults.push(`${key} must be lowercase hex SHA-256`);
  }
  for (const [key, value] of Object.entries(user))
    if (value === '' || value === null) faults.push(`${key} is empty`);
  if (user.fbp !== undefined && !/^fb\.\d\.\d+\.\d+$/.test(String(user.fbp))) faults.push('fbp');
  if (user.fbc !== undefined && !/^fb\.\d\.\d+\.\S+$/.test(String(user.fbc))) faults.push('fbc');
  return faults;
}

/**
 * GA4 Measurement Protocol's rules (developers.google.com/analytics/devguides/collection/
 * protocol/ga4/sending-events): what its validation server would report.
 */
function ga4Faults(call: ReceivedCall): string[] {
  const faults: string[] = [];
  const url = new URL(call.path, 'http://receiver');
  if (url.pathname !== '/mp/collect') faults.push(`path ${url.pathname}`);
  if (url.searchParams.get('measurement_id') !== MEASUREMENT_ID) faults.push('measurement_id');
  if (url.searchParams.get('api_secret') !== API_SECRET) faults.push('api_secret');
  const body = call.body as {
    client_id?: unknown;
    timestamp_micros?: unknown;
    events?: Array<{ name?: string; params?: Record<string, unknown> }>;
  };
  if (typeof body.client_id !== 'string' || body.client_id === '') faults.push('client_id');
  const micros = Number(body.timestamp_micros);
  if (
    !Number.isInteger(micros) ||
    micros > Date.now() * 1000 ||
    micros < (Date.now() - 72 * 3_600_000) * 1000
  )
    faults.push('timestamp_micros must lie within the last 72 hours');
  if (!Array.isArray(body.events) || body.events.length < 1 || body.events.length > 25)
    return [...faults, 'events'];
  for (const event of body.events) {
    if (!/^[A-Za-z][A-Za-z0-9_]{0,39}$/.test(event.name ?? '')) faults.push('event name');
    const params = Object.entries(event.params ?? {});
    if (params.length > 25) faults.push('more than 25 params');
    for (const [name, value] of params) {
      if (!/^[A-Za-z][A-Za-z0-9_]{0,39}$/.test(name)) faults.push(`param name ${name}`);
      if (typeof value === 'string' && value.length > 100) faults.push(`param ${name} too long`);
    }
  }
  return faults;
}

const browserHeaders = (cookie: string) => ({
  cookie,
  referer: PAGE,
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Conversions-IT',
});

async function postModal(app: AppServer, email: string, cookie: string) {
  const response = await fetch(`${app.url}/api/leads`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
      ...browserHeaders(cookie),
    },
    body: JSON.stringify(validModalBody({ email })),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const callsTo = (receiver: WebhookReceiver, prefix: string) =>
  receiver.calls.filter((call) => call.path.startsWith(prefix));

describe.each(backendsUnderTest())('server-side conversions (%s store)', (backend) => {
  let db: TestDatabase;
  let receiver: WebhookReceiver;
  let app: AppServer;
  let env: Record<string, string>;
  /** Meta answers the first call 500 (a retried delivery); everything else 200. */
  let metaCalls = 0;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    receiver = await startWebhookReceiver(0, (call) => {
      if (!call.path.startsWith('/graph/')) return 200;
      metaCalls += 1;
      return metaCalls === 1 ? 500 : 200;
    });
    env = {
      ...db.env,
      LEAD_WEBHOOK_URL: `${receiver.url}/webhook/lead`,
      CONTACT_WEBHOOK_URL: `${receiver.url}/webhook/contact-form`,
      NEXT_PUBLIC_META_PIXEL_ID: PIXEL_ID,
      META_CAPI_ACCESS_TOKEN: ACCESS_TOKEN,
      META_CAPI_URL: `${receiver.url}/graph`,
      NEXT_PUBLIC_GA_ID: MEASUREMENT_ID,
      GA4_API_SECRET: API_SECRET,
      GA4_MP_URL: `${receiver.url}/mp/collect`,
      LEAD_RETRY_SCHEDULE_MS: '200,400,800',
      LEAD_WORKER_INTERVAL_MS: '100',
      LEAD_RATE_LIMIT: '0',
    };
    app = await startApp(PORT, env);
  });
  afterAll(async () => {
    await app?.stop();
    await receiver?.close();
    await db?.drop();
  });

  it('sends Meta Lead and GA4 generate_lead for a lead with consent, by the platforms rules', async () => {
    const email = `Grace.${randomUUID().slice(0, 8)}@Example.com`;
    const leadId = await postModal(
      app,
      email,
      `oc_consent=a1.m1; _fbp=${FBP}; _ga=${GA_COOKIE}; oc_attribution=${encodeURIComponent(JSON.stringify({ fbclid: 'IwAR0click' }))}`,
    );
    const [meta] = await eventually(async () => {
      const delivered = callsTo(receiver, '/graph/').filter(
        (call) => (call.body as { data: Array<{ event_id: string }> }).data[0]?.event_id === leadId,
      );
      return delivered.some((call) => call.answer === 200) ? delivered : undefined;
    }, 'the Conversions API call');
    const [ga4] = await eventually(async () => {
      const sent = callsTo(receiver, '/mp/collect').filter(
        (call) =>
          (call.body as { events: Array<{ params: { lead_id: string } }> }).events[0]?.params
            .lead_id === leadId,
      );
      return sent.length > 0 ? sent : undefined;
    }, 'the Measurement Protocol call');

    expect(metaFaults(meta!)).toEqual([]);
    const event = (meta!.body as { data: Array<Record<string, unknown>> }).data[0];
    expect(event).toMatchObject({
      event_name: 'Lead',
      event_id: leadId,
      action_source: 'website',
      event_source_url: PAGE,
      custom_data: { company_size: '51-200', industry: 'finance', has_company: true },
    });
    expect(event?.user_data).toEqual({
      em: [sha256(email.toLowerCase())],
      ph: [sha256('12015550123')],
      client_ip_address: '127.0.0.1',
      client_user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Conversions-IT',
      fbp: FBP,
      fbc: expect.stringMatching(/^fb\.1\.\d{13}\.IwAR0click$/),
    });

    expect(ga4Faults(ga4!)).toEqual([]);
    expect(ga4!.body).toMatchObject({
      client_id: '987654321.1795900000',
      events: [
        {
          name: 'generate_lead',
          params: {
            company_size: '51-200',
            industry: 'finance',
            has_company: true,
            form_name: 'lead-modal',
            lead_id: leadId,
          },
        },
      ],
    });

    // Each destination is its own delivery: Meta's 500 was retried, the lead was not held up.
    const lead = await db.store.getLead(leadId);
    expect(lead).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(lead?.payload).toMatchObject({ consent: { analytics: true, marketing: true } });
    const shown = await runLeadsCli(['show', leadId], env);
    expect(shown.code).toBe(0);
    const conversions = (
      JSON.parse(shown.stdout) as {
        conversions: Array<{ kind: string; status: string; attempts: number }>;
      }
    ).conversions;
    await eventually(async () => {
      const rows = await db.store.listConversionsOf(lead!);
      return rows.every((row) => row.status === 'delivered') ? rows : undefined;
    }, 'both conversions delivered');
    expect(conversions.map((row) => row.kind).sort()).toEqual(['ga4-mp', 'meta-capi']);
    const metaRow = (await db.store.listConversionsOf(lead!)).find(
      (row) => row.kind === 'meta-capi',
    );
    expect(metaRow).toMatchObject({ status: 'delivered', attempts: 2 });
    // The token never reaches the store: it is read from env at send time.
    expect(JSON.stringify(metaRow)).not.toContain(ACCESS_TOKEN);
  });

  it('sends nothing without marketing consent, and records the choice', async () => {
    const leadId = await postModal(
      app,
      `nomarketing.${randomUUID().slice(0, 8)}@example.com`,
      `oc_consent=a1.m0; _fbp=${FBP}; _ga=${GA_COOKIE}`,
    );
    await eventually(
      async () => ((await db.store.getLead(leadId))?.status === 'delivered' ? true : undefined),
      'the lead delivered',
    );
    const lead = await db.store.getLead(leadId);
    expect(lead?.payload).toMatchObject({ consent: { analytics: true, marketing: false } });
    expect(await db.store.listConversionsOf(lead!)).toEqual([]);
    // Conversions are sent only from their stored rows: none stored, none sent.
    const stray = receiver.calls.filter(
      (call) => call.rawBody.includes(leadId) && !call.path.startsWith('/webhook/'),
    );
    expect(stray).toEqual([]);
  });

  it('counts a contact lead too: the phone read with its country', async () => {
    const body = validContactBody();
    const response = await postContact(app.url, body, {
      headers: browserHeaders(`oc_consent=a0.m1; _fbp=${FBP}`),
    });
    expect(response.status).toBe(201);
    const leadId = ((await response.json()) as { id: string }).id;
    const call = await eventually(
      async () =>
        callsTo(receiver, '/graph/').find(
          (sent) =>
            (sent.body as { data: Array<{ event_id: string }> }).data[0]?.event_id === leadId,
        ),
      'the contact lead conversion',
    );
    expect(metaFaults(call)).toEqual([]);
    const event = (call.body as { data: Array<Record<string, unknown>> }).data[0];
    expect(event?.user_data).toMatchObject({ ph: [sha256('923001234567')] });
    expect(event?.custom_data).toEqual({ company_size: '', industry: '', has_company: true });
    // Analytics was refused: no GA4 event, though the id and secret are set.
    const lead = await db.store.getLead(leadId);
    expect((await db.store.listConversionsOf(lead!)).map((row) => row.kind)).toEqual(['meta-capi']);
  });
});
