/**
 * POST /api/contact over real HTTP against `next start`: request guards in their order, validation,
 * honeypot, idempotency, concurrency and fuzzing. The webhook is a real local HTTP receiver.
 */
import { randomUUID } from 'node:crypto';
import { CONTACT_MESSAGES } from '@/lib/leads/contract/contact-schema';
import { LEAD_API_MESSAGES } from '@/lib/leads/contract/handle-submission';
import { startApp, type AppServer } from './support/app-server';
import { eventually, postContact, validContactBody } from './support/contact-fixtures';
import { generateMalformedBodies } from './support/malformed-bodies';
import { backendsUnderTest, createTestDatabase, type TestDatabase } from './support/lead-db';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

const PORT = 3230;
const RATE_LIMITED_PORT = 3231;

describe.each(backendsUnderTest())('POST /api/contact (%s store)', (backend) => {
  let db: TestDatabase;
  let receiver: WebhookReceiver;
  let app: AppServer;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    receiver = await startWebhookReceiver();
    app = await startApp(PORT, {
      ...db.env,
      CONTACT_WEBHOOK_URL: `${receiver.url}/webhook/contact-form`,
      LEAD_RATE_LIMIT: '0',
      LEAD_WORKER_INTERVAL_MS: '200',
    });
  });

  afterAll(async () => {
    await app?.stop();
    await receiver?.close();
    await db?.drop();
  });

  const callsFor = (email: string) =>
    receiver.calls.filter((call) => (call.body as { email?: string } | null)?.email === email);

  /**
   * Waits until each lead is delivered, then checks it took one attempt. Every send needs a claim,
   * a claim counts an attempt and a delivered lead is never claimed again: so one attempt means
   * one webhook call, now and later, with no time left for a duplicate to show up.
   */
  async function expectDeliveredOnce(ids: readonly string[]): Promise<void> {
    const leads = await eventually(async () => {
      const current = await Promise.all(ids.map((id) => db.store.getLead(id)));
      return current.every((lead) => lead?.status === 'delivered') ? current : undefined;
    }, `${ids.length} lead(s) to be delivered`);
    expect(leads.map((lead) => lead?.attempts)).toEqual(ids.map(() => 1));
  }

  it('stores a valid submission, answers 201 { id } and posts exactly the form body to the contact webhook', async () => {
    const body = validContactBody({ message: 'Ünïcödé “quotes”, emoji 🚀 and\nnew lines' });
    const before = Date.now();
    const response = await postContact(app.url, body, {
      headers: { 'user-agent': 'IntegrationTest/1.0' },
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const [call] = await eventually(async () => {
      const found = callsFor(body.email as string);
      return found.length > 0 ? found : undefined;
    }, 'the contact webhook call');
    expect(call?.path).toBe('/webhook/contact-form');
    expect(call?.method).toBe('POST');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.headers.accept).toBe('application/json');
    expect(call?.headers['idempotency-key']).toBe(id);
    const sent = call?.body as Record<string, unknown>;
    expect(Object.keys(sent)).toEqual([
      'firstName',
      'lastName',
      'email',
      'phoneNumber',
      'companyName',
      'role',
      'heardFrom',
      'message',
      'consent',
      'submittedAt',
      // The page's language (en unless the form says otherwise), then the visit's first-touch
      // attribution (docs/leads.md).
      'locale',
      // The open position of a job application ('' for any other message).
      'position',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'gclid',
      'fbclid',
      'landing_page',
      'referrer',
      // The campaign experiment and arm ('' without one: no CMS here).
      'experiment',
      'variant',
    ]);
    expect(sent).toMatchObject({
      firstName: 'Amina',
      lastName: 'Khan',
      email: body.email,
      phoneNumber: '+923001234567',
      companyName: 'Acme Logistics',
      role: 'cto-it-director',
      heardFrom: 'linkedin_social',
      message: 'Ünïcödé “quotes”, emoji 🚀 and\nnew lines',
      consent: true,
      locale: 'en',
    });
    const submittedAt = Date.parse(sent.submittedAt as string);
    expect(submittedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(submittedAt).toBeLessThanOrEqual(Date.now());

    const stored = await eventually(async () => {
      const lead = await db.store.getLead(id);
      return lead?.status === 'delivered' ? lead : undefined;
    }, 'the lead to be marked delivered');
    expect(stored).toMatchObject({
      kind: 'contact',
      source: 'contact-form',
      attempts: 1,
      lastError: null,
    });
    expect(stored.webhookBody).toEqual(sent);
    const payload = stored.payload as Record<string, unknown>;
    expect(payload.attribution).toEqual(body.attribution);
    expect(payload.userAgent).toBe('IntegrationTest/1.0');
    expect(payload.ipHash).toMatch(/^[0-9a-f]{32}$/);
    // The honeypot is never part of what is stored or sent.
    expect(JSON.stringify(stored)).not.toContain('"website"');
  });

  it('answers a repeated Idempotency-Key with the first id and stores and sends only once', async () => {
    const key = randomUUID();
    const body = validContactBody();
    const first = await postContact(app.url, body, { idempotencyKey: key });
    const second = await postContact(app.url, body, { idempotencyKey: key });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    const firstId = ((await first.json()) as { id: string }).id;
    expect(((await second.json()) as { id: string }).id).toBe(firstId);

    // The race: ten identical requests at once still make one lead.
    const raceKey = randomUUID();
    const raceBody = validContactBody();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postContact(app.url, raceBody, { idempotencyKey: raceKey })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    const ids = new Set(
      await Promise.all(
        answers.map(async (answer) => ((await answer.json()) as { id: string }).id),
      ),
    );
    expect(ids.size).toBe(1);

    const all = await db.store.listLeads();
    // Keys are stored scoped to their endpoint.
    expect(all.filter((lead) => lead.idempotencyKey === `contact:${key}`)).toHaveLength(1);
    expect(all.filter((lead) => lead.idempotencyKey === `contact:${raceKey}`)).toHaveLength(1);
    await expectDeliveredOnce([firstId, [...ids][0] as string]);
    expect(callsFor(body.email as string)).toHaveLength(1);
    expect(callsFor(raceBody.email as string)).toHaveLength(1);
  });

  it('answers a filled honeypot with a fake success and stores and sends nothing', async () => {
    const countBefore = await db.store.countLeads();
    const body = validContactBody({ website: 'https://spam.example' });
    const response = await postContact(app.url, body);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(typeof id).toBe('string');
    // A lead is stored before its 201, so a stored honeypot would be there by now.
    expect(await db.store.getLead(id)).toBeUndefined();
    // A real lead sent after it has reached the webhook: the honeypot would have been first.
    const after = validContactBody();
    expect((await postContact(app.url, after)).status).toBe(201);
    await eventually(
      async () => (callsFor(after.email as string).length > 0 ? true : undefined),
      'the lead sent after the honeypot',
    );
    expect(callsFor(body.email as string)).toHaveLength(0);
    expect(await db.store.countLeads()).toBe(countBefore + 1);
  });

  describe('rejects before storing, in the documented order', () => {
    let countBefore: number;
    beforeEach(async () => {
      countBefore = await db.store.countLeads();
    });
    afterEach(async () => {
      expect(await db.store.countLeads()).toBe(countBefore);
    });

    it.each(['GET', 'PUT', 'PATCH', 'DELETE'])('405 with Allow: POST for %s', async (method) => {
      const response = await fetch(`${app.url}/api/contact`, {
        method,
        ...(method === 'GET'
          ? {}
          : { body: '{}', headers: { 'content-type': 'application/json' } }),
      });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toContain('POST');
      await expect(response.json()).resolves.toEqual({ error: LEAD_API_MESSAGES.methodNotAllowed });
    });

    it.each([
      ['text/plain', 'text/plain'],
      ['multipart', 'multipart/form-data; boundary=x'],
      ['json-like but not JSON', 'application/jsonp'],
    ])(
      '415 for a %s Content-Type (JSON and urlencoded forms are accepted)',
      async (_label, contentType) => {
        const response = await postContact(app.url, validContactBody(), {
          headers: { 'content-type': contentType },
        });
        expect(response.status).toBe(415);
        await expect(response.json()).resolves.toEqual({
          error: LEAD_API_MESSAGES.unsupportedMediaTypeOrForm,
        });
      },
    );

    it('accepts application/json with a charset parameter', async () => {
      const response = await postContact(app.url, validContactBody(), {
        headers: { 'content-type': 'application/json; charset=utf-8' },
      });
      expect(response.status).toBe(201);
      countBefore += 1;
    });

    it('answers uncompressed and untransformed, however the client accepts gzip', async () => {
      const response = await postContact(app.url, validContactBody(), {
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(response.status).toBe(201);
      countBefore += 1;
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
      expect(response.headers.get('content-type')).toBe('application/json');
    });

    it('413 for a body over 32 KB, whether announced by Content-Length or streamed chunked', async () => {
      const huge = validContactBody({ message: 'x'.repeat(33 * 1024) });
      const announced = await postContact(app.url, huge);
      expect(announced.status).toBe(413);
      await expect(announced.json()).resolves.toEqual({ error: LEAD_API_MESSAGES.tooLarge });

      const encoder = new TextEncoder();
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let index = 0; index < 40; index += 1)
            controller.enqueue(encoder.encode('x'.repeat(1024)));
          controller.close();
        },
      });
      const chunked = await fetch(`${app.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit & { duplex: 'half' });
      expect(chunked.status).toBe(413);
    });

    it('403 for a cross-site browser request; same-origin and header-less requests pass', async () => {
      const crossSite = await postContact(app.url, validContactBody(), {
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(crossSite.status).toBe(403);
      await expect(crossSite.json()).resolves.toEqual({ error: LEAD_API_MESSAGES.crossSite });
      const foreignOrigin = await postContact(app.url, validContactBody(), {
        headers: { origin: 'https://evil.example' },
      });
      expect(foreignOrigin.status).toBe(403);
      const nullOrigin = await postContact(app.url, validContactBody(), {
        headers: { origin: 'null' },
      });
      expect(nullOrigin.status).toBe(403);

      const sameOrigin = await postContact(app.url, validContactBody(), {
        headers: { origin: app.url, 'sec-fetch-site': 'same-origin' },
      });
      expect(sameOrigin.status).toBe(201);
      const originOnly = await postContact(app.url, validContactBody(), {
        headers: { origin: app.url },
      });
      expect(originOnly.status).toBe(201);
      countBefore += 2;
    });

    it('400 for a body that is not JSON or not a JSON object', async () => {
      for (const raw of ['{"firstName":', 'not json', '', '\u0000']) {
        const response = await postContact(app.url, raw);
        expect(response.status).toBe(400);
        await expect(response.json()).resolves.toEqual({ error: LEAD_API_MESSAGES.invalidJson });
      }
      for (const raw of ['[]', 'null', '42', '"text"', 'true']) {
        const response = await postContact(app.url, raw);
        expect(response.status).toBe(400);
        await expect(response.json()).resolves.toEqual({ error: LEAD_API_MESSAGES.notAnObject });
      }
    });

    it('422 with the form messages per field', async () => {
      const response = await postContact(app.url, {
        firstName: 'A',
        lastName: 42,
        email: 'not-an-email',
        phoneNumber: '12',
        phoneCountry: 'pk',
        role: '',
        heardFrom: 'tv',
        consent: false,
        message: 'm'.repeat(501),
      });
      expect(response.status).toBe(422);
      const { errors } = (await response.json()) as { errors: Record<string, string[]> };
      expect(errors.firstName).toEqual([CONTACT_MESSAGES.firstNameRequired]);
      expect(errors.lastName).toEqual([CONTACT_MESSAGES.invalidValue]);
      expect(errors.email).toEqual([CONTACT_MESSAGES.emailInvalid]);
      expect(errors.role).toEqual([CONTACT_MESSAGES.roleRequired]);
      expect(errors.heardFrom).toEqual([CONTACT_MESSAGES.heardFromRequired]);
      expect(errors.consent).toEqual([CONTACT_MESSAGES.consentRequired]);
      expect(errors.message).toEqual([CONTACT_MESSAGES.maxMessage]);

      const empty = await postContact(app.url, {});
      expect(empty.status).toBe(422);
      const emptyErrors = ((await empty.json()) as { errors: Record<string, string[]> }).errors;
      expect(emptyErrors.email).toEqual([CONTACT_MESSAGES.emailRequired]);
      expect(emptyErrors.phoneNumber).toEqual([CONTACT_MESSAGES.phoneRequired]);
    });

    it('400 for a malformed Idempotency-Key', async () => {
      const response = await postContact(app.url, validContactBody(), { idempotencyKey: 'short' });
      expect(response.status).toBe(400);
      await expect(response.json()).resolves.toEqual({
        error: LEAD_API_MESSAGES.invalidIdempotencyKey,
      });
    });

    it('never answers 5xx to 1,000 malformed bodies and stores none of them', async () => {
      const bodies = generateMalformedBodies(1000, 20260522);
      const statuses = new Map<number, number>();
      const serverErrors: string[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: 16 }, async () => {
          while (next < bodies.length) {
            const body = bodies[next];
            next += 1;
            const response = await postContact(app.url, body);
            await response.arrayBuffer();
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            if (response.status >= 500) serverErrors.push(String(body).slice(0, 200));
          }
        }),
      );
      expect(serverErrors).toEqual([]);
      expect([...statuses.keys()].every((status) => [400, 413, 422].includes(status))).toBe(true);
      expect([...statuses.values()].reduce((sum, count) => sum + count, 0)).toBe(1000);
    }, 240_000);
  });

  it('stores and delivers 200 concurrent submissions exactly once each', async () => {
    const countBefore = await db.store.countLeads();
    const callsBefore = receiver.calls.length;
    const bodies = Array.from({ length: 200 }, () => validContactBody());
    const responses = await Promise.all(bodies.map((body) => postContact(app.url, body)));
    expect(responses.map((response) => response.status)).toEqual(Array(200).fill(201));
    const ids = await Promise.all(
      responses.map(async (response) => ((await response.json()) as { id: string }).id),
    );
    expect(new Set(ids).size).toBe(200);
    expect(await db.store.countLeads()).toBe(countBefore + 200);

    await receiver.waitForCalls(callsBefore + 200, 60_000);
    await eventually(
      async () => {
        const leads = await Promise.all(ids.map((id) => db.store.getLead(id)));
        return leads.every((lead) => lead?.status === 'delivered') ? true : undefined;
      },
      'all 200 leads to be delivered',
      30_000,
    );
    await expectDeliveredOnce(ids);
    const keys = receiver.calls.slice(callsBefore).map((call) => call.headers['idempotency-key']);
    expect(keys).toHaveLength(200);
    expect(new Set(keys)).toEqual(new Set(ids));
  }, 150_000);

  describe('rate limit (LEAD_RATE_LIMIT per client IP per minute)', () => {
    let limited: AppServer;
    let limitedDb: TestDatabase;

    beforeAll(async () => {
      limitedDb = await createTestDatabase(backend);
      limited = await startApp(RATE_LIMITED_PORT, {
        ...limitedDb.env,
        CONTACT_WEBHOOK_URL: `${receiver.url}/webhook/contact-form`,
        LEAD_RATE_LIMIT: '3',
        // As behind one reverse proxy: the rightmost client entry is the one it wrote.
        TRUSTED_PROXY_HOPS: '1',
      });
    });
    afterAll(async () => {
      await limited?.stop();
      await limitedDb?.drop();
    });

    it('answers 429 with Retry-After past the limit, per client IP as the trusted proxy saw it', async () => {
      // The client rotates what it writes itself; the proxy-written entry stays 203.0.113.7.
      const visitor = (index: number) => ({ 'x-forwarded-for': `10.${index}.0.1, 203.0.113.7` });
      for (let index = 0; index < 3; index += 1) {
        expect(
          (await postContact(limited.url, validContactBody(), { headers: visitor(index) })).status,
        ).toBe(201);
      }
      const blocked = await postContact(limited.url, validContactBody(), { headers: visitor(9) });
      expect(blocked.status).toBe(429);
      const retryAfter = Number(blocked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      await expect(blocked.json()).resolves.toEqual({ error: LEAD_API_MESSAGES.rateLimited });

      const otherVisitor = await postContact(limited.url, validContactBody(), {
        headers: { 'x-forwarded-for': '203.0.113.7, 198.51.100.23' },
      });
      expect(otherVisitor.status).toBe(201);
      expect(await limitedDb.store.countLeads()).toBe(4);
    });
  });
});
