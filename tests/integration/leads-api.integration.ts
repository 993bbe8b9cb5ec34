/**
 * POST /api/leads (the 3-step lead modal and the Get Started wizard) over real HTTP against
 * `next start`, like contact-api.integration.ts does for /api/contact: the guards in their order,
 * validation, honeypot, idempotency, and exactly the modal body of docs/leads.md at
 * LEAD_WEBHOOK_URL.
 */
import { randomUUID } from 'node:crypto';
import { LEAD_MODAL_MESSAGES } from '@/lib/leads/contract/lead-modal-schema';
import { LEAD_API_MESSAGES } from '@/lib/leads/contract/handle-submission';
import { startApp, type AppServer } from './support/app-server';
import { eventually, validModalBody } from './support/contact-fixtures';
import { backendsUnderTest, createTestDatabase, type TestDatabase } from './support/lead-db';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

// Its own port: lead-contract.integration.ts (3237-3239) may run at the same time (maxWorkers 2).
const PORT = 3229;

let sequence = 0;
const uniqueEmail = (tag: string) =>
  `${tag}.${process.pid}.${(sequence += 1)}.${randomUUID().slice(0, 8)}@example.com`;

function wizardBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    source: 'wizard',
    services: ['ai-development', 'ai-automations'],
    companySize: 'small',
    timeline: 'asap',
    primaryGoal: 'scale',
    name: 'Ada Lovelace',
    email: uniqueEmail('wizard'),
    company: 'Analytical Engines',
    website: '',
    ...overrides,
  };
}

function postLead(
  baseUrl: string,
  body: unknown,
  {
    key = randomUUID(),
    headers = {},
  }: { key?: string | null; headers?: Record<string, string> } = {},
) {
  return fetch(`${baseUrl}/api/leads`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'LeadsApiTest/1.0',
      ...(key === null ? {} : { 'idempotency-key': key }),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe.each(backendsUnderTest())('POST /api/leads (%s store)', (backend) => {
  let db: TestDatabase;
  let receiver: WebhookReceiver;
  let app: AppServer;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    receiver = await startWebhookReceiver();
    app = await startApp(PORT, {
      ...db.env,
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

  const webhookFor = (email: string) =>
    eventually(async () => {
      const found = receiver.calls.filter(
        (call) => (call.body as { email?: string } | null)?.email === email,
      );
      return found.length > 0 ? found : undefined;
    }, `the lead webhook call for ${email}`);

  it("stores a modal lead, answers 201 { id } and posts exactly the original site's modal body", async () => {
    const body = validModalBody();
    const response = await postLead(app.url, body, {
      headers: { referer: `${app.url}/lp/automation-solutions` },
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect((await db.store.getLead(id))?.source).toBe('lead-modal');

    const [call, ...more] = await webhookFor(body.email as string);
    expect(more).toHaveLength(0);
    expect(call?.path).toBe('/webhook/leads');
    expect(call?.headers['idempotency-key']).toBe(id);
    const sent = call?.body as Record<string, unknown>;
    expect(Object.keys(sent)).toEqual([
      'first_name',
      'last_name',
      'email',
      'phone',
      'company',
      'company_size',
      'industry',
      'budget',
      'timeline',
      'primary_goal',
      'current_challenges',
      'message',
      'consent',
      'page_context',
      'source',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'submitted_at',
      'user_agent',
      'referrer',
      'gclid',
      'fbclid',
      'landing_page',
      'locale',
      'experiment',
      'variant',
    ]);
    expect(sent).toMatchObject({
      first_name: 'Grace',
      last_name: 'Brewster Hopper',
      email: body.email,
      phone: '+1 (201) 555-0123',
      company: 'COBOL Inc',
      company_size: '51-200',
      industry: 'finance',
      timeline: 'asap',
      primary_goal: 'Reduce operational costs',
      current_challenges: '["Manual invoice processing"]',
      message: 'Reduce operational costs',
      consent: true,
      page_context: 'automation',
      source: 'contact_form',
      user_agent: 'LeadsApiTest/1.0',
      locale: 'en',
    });
    expect(sent.submitted_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('stores a wizard lead and sends it with source wizard and its services', async () => {
    const body = wizardBody();
    const response = await postLead(app.url, body);
    expect(response.status).toBe(201);
    const [call] = await webhookFor(body.email as string);
    expect(call?.body).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      source: 'wizard',
      services: '["ai-development","ai-automations"]',
      primary_goal: 'scale',
      company: 'Analytical Engines',
    });
  });

  it('answers a repeated Idempotency-Key with the first id: one lead, one webhook call', async () => {
    const body = validModalBody();
    const key = randomUUID();
    const first = await postLead(app.url, body, { key });
    const again = await postLead(app.url, body, { key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    const firstId = ((await first.json()) as { id: string }).id;
    expect(((await again.json()) as { id: string }).id).toBe(firstId);
    await webhookFor(body.email as string);
    const leads = await db.store.listLeads();
    // Keys are stored scoped to their endpoint.
    expect(leads.filter((lead) => lead.idempotencyKey === `lead:${key}`)).toHaveLength(1);
  });

  describe('rejects before storing', () => {
    let countBefore: number;
    beforeEach(async () => {
      countBefore = await db.store.countLeads();
    });
    afterEach(async () => {
      expect(await db.store.countLeads()).toBe(countBefore);
    });

    it('405 with Allow: POST for GET', async () => {
      const response = await fetch(`${app.url}/api/leads`);
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toContain('POST');
      await expect(response.json()).resolves.toEqual({
        error: LEAD_API_MESSAGES.methodNotAllowed,
      });
    });

    it('415 for a form post (only the contact form has a no-JavaScript path)', async () => {
      const response = await postLead(app.url, 'name=x', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(response.status).toBe(415);
    });

    it('413 for a body over 32 KB', async () => {
      const response = await postLead(app.url, validModalBody({ company: 'x'.repeat(40 * 1024) }));
      expect(response.status).toBe(413);
    });

    it('403 for a cross-site browser request', async () => {
      const response = await postLead(app.url, validModalBody(), {
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      });
      expect(response.status).toBe(403);
    });

    it('400 for a body that is not JSON', async () => {
      const response = await postLead(app.url, '{"source":');
      expect(response.status).toBe(400);
    });

    it("422 with the modal's messages per field, and for a goal that is not offered", async () => {
      const response = await postLead(app.url, validModalBody({ name: '', email: 'grace@' }));
      expect(response.status).toBe(422);
      const { errors } = (await response.json()) as { errors: Record<string, string[]> };
      expect(errors.name).toEqual([LEAD_MODAL_MESSAGES.nameRequired]);
      expect(errors.email).toEqual([LEAD_MODAL_MESSAGES.emailInvalid]);

      const unknownGoal = await postLead(
        app.url,
        validModalBody({ primaryGoal: 'Something else' }),
      );
      expect(unknownGoal.status).toBe(422);
      const goalErrors = ((await unknownGoal.json()) as { errors: Record<string, string[]> })
        .errors;
      expect(goalErrors.primaryGoal).toEqual([LEAD_MODAL_MESSAGES.goalUnknown]);

      // The API takes the choices' stable values; their labels (content, editable) are not values.
      const labels = await postLead(
        app.url,
        validModalBody({
          primaryGoal: 'Reduce operational costs',
          currentChallenges: ['Manual invoice processing'],
        }),
      );
      expect(labels.status).toBe(422);
      const labelErrors = ((await labels.json()) as { errors: Record<string, string[]> }).errors;
      expect(labelErrors.primaryGoal).toEqual([LEAD_MODAL_MESSAGES.goalUnknown]);
      expect(labelErrors.currentChallenges).toEqual([LEAD_MODAL_MESSAGES.needsUnknown]);
    });

    it('422 for an unknown source', async () => {
      const response = await postLead(app.url, validModalBody({ source: 'newsletter' }));
      expect(response.status).toBe(422);
    });

    it('answers a filled honeypot with a fake success and stores and sends nothing', async () => {
      const response = await postLead(app.url, validModalBody({ website: 'http://spam.example' }));
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      // Nothing stored (checked after each test here), so nothing can be sent.
      expect(await db.store.getLead(id)).toBeUndefined();
    });
  });
});
