/**
 * Every market's input over real HTTP: phone numbers typed with Arabic-Indic or Persian digits,
 * addresses with internationalized domains, an Idempotency-Key reused on the other endpoint, and
 * an urlencoded post whose bytes are not UTF-8.
 */
import { randomUUID } from 'node:crypto';
import { LEAD_API_MESSAGES } from '@/lib/leads/contract/handle-submission';
import { startApp, type AppServer } from './support/app-server';
import {
  eventually,
  postContact,
  validContactBody,
  validModalBody,
} from './support/contact-fixtures';
import { backendsUnderTest, createTestDatabase, type TestDatabase } from './support/lead-db';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

const PORT = 3247;

let sequence = 0;
const uniqueLocalPart = (tag: string) =>
  `${tag}.${process.pid}.${(sequence += 1)}.${randomUUID().slice(0, 8)}`;

function wizardBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    source: 'wizard',
    services: ['ai-development'],
    companySize: 'small',
    timeline: 'asap',
    primaryGoal: 'scale',
    name: 'Ada Lovelace',
    email: `${uniqueLocalPart('wizard')}@example.com`,
    company: 'Analytical Engines',
    website: '',
    ...overrides,
  };
}

function postLead(baseUrl: string, body: unknown, key: string = randomUUID()) {
  return fetch(`${baseUrl}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });
}

describe.each(backendsUnderTest())('lead input of every market (%s store)', (backend) => {
  let db: TestDatabase;
  let receiver: WebhookReceiver;
  let app: AppServer;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    receiver = await startWebhookReceiver();
    app = await startApp(PORT, {
      ...db.env,
      CONTACT_WEBHOOK_URL: `${receiver.url}/webhook/contact-form`,
      LEAD_WEBHOOK_URL: `${receiver.url}/webhook/leads`,
      LEAD_RATE_LIMIT: '0',
      LEAD_WORKER_INTERVAL_MS: '200',
    });
  });

  afterAll(async () => {
    await app?.stop();
    await receiver?.close();
    await db?.drop();
  });

  const webhookBodyOf = (id: string) =>
    eventually(async () => {
      const call = receiver.calls.find((found) => found.headers['idempotency-key'] === id);
      return call ? (call.body as Record<string, unknown>) : undefined;
    }, `the webhook call of lead ${id}`);

  async function created(response: Response): Promise<string> {
    const text = await response.text();
    expect({ status: response.status, text }).toMatchObject({ status: 201 });
    return (JSON.parse(text) as { id: string }).id;
  }

  it.each([
    ['Arabic-Indic', '٠٥٠١٢٣٤٥٦٧', 'ae', '+971501234567'],
    ['Persian', '۰۹۱۲ ۳۴۵ ۶۷۸۹', 'ir', '+989123456789'],
    ['Arabic-Indic international', '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧', 'us', '+971501234567'],
  ])(
    'accepts a contact phone typed in %s digits and sends E.164 to the webhook',
    async (_digits, phoneNumber, phoneCountry, e164) => {
      const id = await created(
        await postContact(app.url, validContactBody({ phoneNumber, phoneCountry })),
      );
      expect((await webhookBodyOf(id)).phoneNumber).toBe(e164);
    },
  );

  it('accepts a lead modal phone typed in Arabic-Indic digits and sends it in ASCII digits', async () => {
    const id = await created(
      await postLead(app.url, validModalBody({ phone: '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧' })),
    );
    expect((await webhookBodyOf(id)).phone).toBe('+971 50 123 4567');
  });

  it('accepts an internationalized domain and sends the address as typed plus its ASCII form', async () => {
    const local = uniqueLocalPart('ali');
    const contactId = await created(
      await postContact(app.url, validContactBody({ email: `${local}@şirket.com.tr` })),
    );
    const contact = await webhookBodyOf(contactId);
    expect(contact.email).toBe(`${local}@şirket.com.tr`);
    expect(contact.emailAscii).toBe(`${local}@xn--irket-idb.com.tr`);

    const wizardId = await created(
      await postLead(app.url, wizardBody({ email: `${local}@مثال.إختبار` })),
    );
    const wizard = await webhookBodyOf(wizardId);
    expect(wizard.email).toBe(`${local}@مثال.إختبار`);
    expect(wizard.email_ascii).toBe(`${local}@xn--mgbh0fb.xn--kgbechtv`);

    // An ASCII address gets no second copy.
    const plainId = await created(await postContact(app.url, validContactBody()));
    expect(await webhookBodyOf(plainId)).not.toHaveProperty('emailAscii');
  });

  it('still refuses addresses that are not addresses', async () => {
    for (const email of ['ali@şirket', 'ali@@şirket.com.tr', 'şirket.com.tr', 'ali@-şirket.com']) {
      const response = await postContact(app.url, validContactBody({ email }));
      expect({ email, status: response.status }).toEqual({ email, status: 422 });
    }
  });

  it('scopes an Idempotency-Key to its endpoint: the same key on /api/leads stores the wizard lead too', async () => {
    const key = randomUUID();
    const contactId = await created(
      await postContact(app.url, validContactBody(), { idempotencyKey: key }),
    );
    const wizard = wizardBody();
    const wizardId = await created(await postLead(app.url, wizard, key));
    expect(wizardId).not.toBe(contactId);
    expect((await webhookBodyOf(wizardId)).email).toBe(wizard.email);
    expect((await db.store.getLead(wizardId))?.source).toBe('wizard');
    // Within one endpoint the key still means "the same submission".
    expect(await created(await postLead(app.url, wizardBody(), key))).toBe(wizardId);
  });

  it('refuses an urlencoded post that is not UTF-8 with a 400, as it does JSON, and stores nothing', async () => {
    const before = await db.store.countLeads();
    const fields = new URLSearchParams({ ...validContactBody(), consent: 'on' } as never);
    fields.delete('attribution');
    const form = await fetch(`${app.url}/api/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `${fields.toString().replace('firstName=Amina', 'firstName=Am%FF%FEina')}`,
    });
    expect(form.status).toBe(400);
    expect(await form.json()).toEqual({ error: LEAD_API_MESSAGES.invalidFormEncoding });

    // The same bytes in JSON are answered the same.
    const raw = Buffer.concat([
      Buffer.from('{"firstName":"Am'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('ina"}'),
    ]);
    const rawJson = await fetch(`${app.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: raw,
    });
    expect(rawJson.status).toBe(400);
    expect(await db.store.countLeads()).toBe(before);
  });
});
