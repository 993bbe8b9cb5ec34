/**
 * POST /api/quote (the /quote page's lead) over real HTTP against `next start`: the guards in
 * their order, the schema's messages, the webhook body with the estimate the server computed
 * (a figure in the request is never used), and the browser form post's 303s back to /quote with
 * the outcome (for "Book a call", with the prefilled booking link in a cookie).
 */
import { randomUUID } from 'node:crypto';
import { LEAD_API_MESSAGES } from '@/lib/leads/contract/handle-submission';
import { QUOTE_MESSAGES } from '@/lib/leads/contract/quote-lead-schema';
import { QUOTE_BOOKING_COOKIE } from '@/lib/leads/quote-lead';
import { fallbackQuoteTables } from '@/lib/quote/bundled-tables';
import { estimateQuote } from '@/lib/quote/estimate';
import { startApp, type AppServer } from './support/app-server';
import { eventually } from './support/contact-fixtures';
import { backendsUnderTest, createTestDatabase, type TestDatabase } from './support/lead-db';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

const PORT = 3249;
const SCHEDULER_URL = 'https://calendly.com/octaacer-it/quote-call';

let sequence = 0;
const uniqueEmail = (tag: string) =>
  `${tag}.${process.pid}.${(sequence += 1)}.${randomUUID().slice(0, 8)}@example.com`;

function quoteBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    services: ['ai-development', 'automation'],
    scope: 'standard',
    timeline: 'rush',
    industry: 'healthcare-biotech',
    intent: 'send-estimate',
    name: 'Ada Lovelace',
    email: uniqueEmail('quote'),
    company: 'Analytical Engines',
    phone: '',
    consent: true,
    locale: 'en',
    ...overrides,
  };
}

describe.each(backendsUnderTest())('POST /api/quote (%s store)', (backend) => {
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
      SCHEDULER_URL,
    });
  });

  afterAll(async () => {
    await app?.stop();
    await receiver?.close();
    await db?.drop();
  });

  const post = (body: string, headers: Record<string, string>, method = 'POST') =>
    fetch(`${app.url}/api/quote`, { method, headers, body, redirect: 'manual' });
  const postJson = (body: unknown, headers: Record<string, string> = {}) =>
    post(JSON.stringify(body), { 'content-type': 'application/json', ...headers });
  const postForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    post(new URLSearchParams(fields).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
      referer: `${app.url}/quote?services=automation&scope=starter&timeline=flexible`,
      ...headers,
    });
  const webhookBodyOf = (email: string) =>
    eventually(async () => {
      const call = receiver.calls.find(
        (found) => (found.body as { email?: string } | null)?.email === email,
      );
      return call ? (call.body as Record<string, unknown>) : undefined;
    }, `the webhook call for ${email}`);

  it("stores the lead and sends the server's estimate, whatever figure the request names", async () => {
    const body = quoteBody({ estimate_min_usd: 1, estimate_max_usd: 2 });
    const response = await postJson(body, { 'user-agent': 'QuoteApiTest/1.0' });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect((await db.store.getLead(id))?.source).toBe('quote');

    const expected = estimateQuote(fallbackQuoteTables, {
      services: ['ai-development', 'automation'],
      scope: 'standard',
      timeline: 'rush',
    })!;
    const sent = await webhookBodyOf(body.email as string);
    expect(Object.keys(sent)).toEqual([
      'first_name',
      'last_name',
      'email',
      'phone',
      'company',
      'industry',
      'services',
      'scope',
      'timeline',
      'intent',
      'estimate_min_usd',
      'estimate_max_usd',
      'estimate_min_weeks',
      'estimate_max_weeks',
      'estimate_lines',
      'message',
      'consent',
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
      source: 'quote',
      intent: 'send-estimate',
      industry: 'healthcare-biotech',
      estimate_min_usd: expected.minUsd,
      estimate_max_usd: expected.maxUsd,
      estimate_min_weeks: expected.minWeeks,
      estimate_max_weeks: expected.maxWeeks,
      user_agent: 'QuoteApiTest/1.0',
    });
    expect(sent.message).toMatch(/^Estimate: \$[\d,]+ – \$[\d,]+, \d+–\d+ weeks\. Services: AI/);
  });

  it('guards in order: 405, 415, 413, 403, 400; then 422 with the messages of the form', async () => {
    const get = await fetch(`${app.url}/api/quote`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');

    const text = await post('hello', { 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({ error: LEAD_API_MESSAGES.unsupportedMediaTypeOrForm });

    const huge = await postJson(quoteBody({ company: 'x'.repeat(40 * 1024) }));
    expect(huge.status).toBe(413);

    const crossSite = await postJson(quoteBody(), { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);

    const broken = await post('{"services":', { 'content-type': 'application/json' });
    expect(broken.status).toBe(400);

    const invalid = await postJson(
      quoteBody({ services: ['crypto-mining'], scope: 'huge', consent: false, intent: '' }),
    );
    expect(invalid.status).toBe(422);
    const { errors } = (await invalid.json()) as { errors: Record<string, string[]> };
    expect(errors).toMatchObject({
      services: [QUOTE_MESSAGES.servicesUnknown],
      scope: [QUOTE_MESSAGES.scopeRequired],
      consent: [QUOTE_MESSAGES.consentRequired],
      intent: [QUOTE_MESSAGES.intentRequired],
    });
  });

  it('an Arabic lead is answered in Arabic', async () => {
    const invalid = await postJson(quoteBody({ services: [], locale: 'ar' }));
    expect(invalid.status).toBe(422);
    const { errors } = (await invalid.json()) as { errors: Record<string, string[]> };
    expect(errors.services).toEqual(['اختر خدمة واحدة على الأقل']);
  });

  it('a browser form post comes back to /quote with the outcome, its answers kept', async () => {
    const email = uniqueEmail('quote-form');
    const sent = await postForm({
      services: 'automation',
      scope: 'starter',
      timeline: 'flexible',
      industry: '',
      intent: 'send-estimate',
      name: 'Amina Khan',
      email,
      consent: 'true',
      locale: 'en',
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(
      '/quote?services=automation&scope=starter&timeline=flexible&outcome=sent#quote-lead',
    );
    expect((await webhookBodyOf(email)).services).toBe('["automation"]');

    const invalid = await postForm({
      services: 'automation',
      scope: 'starter',
      timeline: 'flexible',
      intent: 'send-estimate',
      name: 'Amina Khan',
      email: 'not-an-address',
      locale: 'en',
    });
    expect(invalid.status).toBe(303);
    expect(invalid.headers.get('location')).toMatch(/&outcome=invalid#quote-lead$/);
    const cookie = decodeURIComponent(invalid.headers.get('set-cookie') ?? '');
    expect(cookie).toContain(QUOTE_MESSAGES.emailInvalid);
    expect(cookie).toContain(QUOTE_MESSAGES.consentRequired);
  });

  it('"Book a call" stores the lead, then comes back to /quote with the prefilled booking link in a cookie', async () => {
    const email = uniqueEmail('quote-call');
    const response = await postForm(
      {
        services: 'automation',
        scope: 'starter',
        timeline: 'flexible',
        intent: 'book-call',
        name: 'Amina Khan',
        email,
        consent: 'true',
        locale: 'tr',
      },
      { referer: `${app.url}/tr/quote?services=automation&scope=starter&timeline=flexible` },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      '/tr/quote?services=automation&scope=starter&timeline=flexible&outcome=booked#quote-lead',
    );
    const cookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${QUOTE_BOOKING_COOKIE}=`));
    expect(cookie).toMatch(/; Max-Age=300; SameSite=Lax$/);
    const booking = new URL(decodeURIComponent(cookie!.split(';')[0]!.split('=')[1]!));
    expect(`${booking.origin}${booking.pathname}`).toBe(SCHEDULER_URL);
    expect(booking.searchParams.get('email')).toBe(email);
    const expected = estimateQuote(fallbackQuoteTables, {
      services: ['automation'],
      scope: 'starter',
      timeline: 'flexible',
    })!;
    const notes = booking.searchParams.get('a1') ?? '';
    expect(notes).toContain(
      `Estimate: $${expected.minUsd.toLocaleString('en-US')} – $${expected.maxUsd.toLocaleString('en-US')}`,
    );
    expect(notes).toContain('Language: tr');
    expect(await webhookBodyOf(email)).toMatchObject({ intent: 'book-call', locale: 'tr' });
  });
});
