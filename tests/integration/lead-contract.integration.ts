/**
 * The lead contract over real HTTP against `next start` and a real webhook receiver: the contact
 * form's exact body (docs/leads.md) with an international phone, the form-encoded (no JavaScript)
 * post answered 303, first-touch attribution in both webhook bodies, a rate limit keyed on the
 * edge's client-address header that spoofed X-Forwarded-For does not escape (also across two
 * instances on one Postgres), and a CSV export
 * that neutralises formulas.
 */
import { randomUUID } from 'node:crypto';
import { startApp, type AppServer } from './support/app-server';
import { eventually, postContact } from './support/contact-fixtures';
import { backendsUnderTest, createTestDatabase, type TestDatabase } from './support/lead-db';
import { parseCsv, runLeadsCli } from './support/leads-cli';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

const PORTS = { contract: 3237, limited: 3238, limitedTwin: 3239 };

/** Only the contact form's own fields (docs/leads.md): no phoneCountry, no attribution. */
function specContactBody(email: string) {
  return {
    firstName: 'Amina',
    lastName: 'Khan',
    email,
    phoneNumber: '+12015550123',
    companyName: 'Acme Logistics',
    role: 'cto-it-director',
    heardFrom: 'linkedin_social',
    message: 'We want to automate our invoicing.',
    consent: true,
  };
}

const uniqueEmail = (label: string) => `${label}.${randomUUID().slice(0, 8)}@example.com`;

describe.each(backendsUnderTest())('lead contract (%s store)', (backend) => {
  let db: TestDatabase;
  let receiver: WebhookReceiver;
  let app: AppServer;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    receiver = await startWebhookReceiver();
    app = await startApp(PORTS.contract, {
      ...db.env,
      CONTACT_WEBHOOK_URL: `${receiver.url}/webhook/contact-form`,
      LEAD_WEBHOOK_URL: `${receiver.url}/webhook/lead`,
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
      const call = receiver.calls.find(
        (received) => (received.body as { email?: string } | null)?.email === email,
      );
      return call ? (call.body as Record<string, unknown>) : undefined;
    }, `the webhook call for ${email}`);

  it("answers the form's own fields with an international phone and no phoneCountry 201, and delivers them", async () => {
    const email = uniqueEmail('spec-body');
    const response = await postContact(app.url, specContactBody(email));
    expect(response.status).toBe(201);
    const sent = await webhookFor(email);
    expect(sent).toMatchObject({ ...specContactBody(email), phoneNumber: '+12015550123' });
  });

  it('puts the error on phoneNumber when a national number comes without phoneCountry', async () => {
    const body = { ...specContactBody(uniqueEmail('no-country')), phoneNumber: '2015550123' };
    const response = await postContact(app.url, body);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      errors: { phoneNumber: ['Please enter a valid phone number'] },
    });
  });

  it('answers a form-encoded post 303 back to its page with #contact-sent, and delivers the lead', async () => {
    const email = uniqueEmail('no-js');
    const form = new URLSearchParams({
      firstName: 'Amina',
      lastName: 'Khan',
      email,
      phoneCountry: 'gb',
      phoneNumber: '07911 123456',
      companyName: '',
      role: 'business-owner',
      heardFrom: 'google_search',
      message: 'Sent without JavaScript',
      website: '',
      consent: 'true',
    });
    const response = await fetch(`${app.url}/api/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: app.url,
        referer: `${app.url}/about?ref=nav`,
      },
      body: form.toString(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/about?ref=nav#contact-sent');
    const sent = await webhookFor(email);
    expect(sent).toMatchObject({
      email,
      phoneNumber: '+447911123456',
      consent: true,
      message: 'Sent without JavaScript',
    });
  });

  it('answers invalid form input 303 to /contact/retry, which renders the values and errors from a short-lived cookie', async () => {
    const response = await fetch(`${app.url}/api/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        firstName: 'Amina',
        lastName: 'Khan',
        email: 'not-an-address',
        phoneNumber: '+1 201 555 0123',
        role: 'other',
        heardFrom: 'other',
      }).toString(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact/retry#contact-invalid');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^oc_contact_retry=/);
    expect(cookie).toContain('Max-Age=300');
    const state = JSON.parse(decodeURIComponent(cookie.split(';')[0]!.split('=')[1]!)) as {
      values: Record<string, unknown>;
      errors: Record<string, string>;
    };
    expect(state.values).toMatchObject({
      firstName: 'Amina',
      email: 'not-an-address',
      consent: false,
    });
    expect(state.errors).toEqual({
      email: 'Invalid email address',
      consent: 'Please accept the privacy policy',
    });

    // The retry page (no JavaScript needed) serves the form with the values and messages.
    const retry = await fetch(`${app.url}/contact/retry`, {
      headers: { cookie: cookie.split(';')[0]! },
    });
    expect(retry.status).toBe(200);
    const html = await retry.text();
    expect(html).toContain('value="Amina"');
    expect(html).toContain('value="not-an-address"');
    expect(html).toContain('Invalid email address');
    expect(html).toContain('Please accept the privacy policy');
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  });

  it('sends the first-touch attribution of an /lp ad visit in both webhook bodies', async () => {
    const landing =
      '/lp/ai-development-services?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=ai+agency&utm_content=ad-7&gclid=G-abc&fbclid=F-xyz';
    const visit = await fetch(`${app.url}${landing}`, {
      headers: { referer: 'https://www.google.com/search?q=ai' },
    });
    await visit.body?.cancel();
    const attributionCookie = visit.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('oc_attribution='))
      ?.split(';')[0];
    expect(attributionCookie).toBeDefined();

    // Later, from /contact, without the browser's attribution field: the cookie carries it.
    const email = uniqueEmail('attributed');
    const contact = await postContact(app.url, specContactBody(email), {
      headers: { cookie: attributionCookie!, referer: `${app.url}/contact` },
    });
    expect(contact.status).toBe(201);
    const contactBody = await webhookFor(email);
    const expected = {
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      utm_term: 'ai agency',
      utm_content: 'ad-7',
      gclid: 'G-abc',
      fbclid: 'F-xyz',
      landing_page: landing,
      referrer: 'https://www.google.com/search?q=ai',
    };
    expect(Object.keys(contactBody)).toEqual([
      ...Object.keys(specContactBody(email)),
      'submittedAt',
      'locale',
      'position',
      ...Object.keys(expected),
      'experiment',
      'variant',
    ]);
    expect(contactBody).toMatchObject(expected);

    const leadEmail = uniqueEmail('attributed-lead');
    const lead = await fetch(`${app.url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: attributionCookie! },
      body: JSON.stringify({
        source: 'wizard',
        services: ['ai-development'],
        companySize: 'small',
        timeline: 'asap',
        primaryGoal: 'scale',
        name: 'Ada Lovelace',
        email: leadEmail,
        company: 'Engines',
      }),
    });
    expect(lead.status).toBe(201);
    expect(await webhookFor(leadEmail)).toMatchObject({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      gclid: 'G-abc',
      fbclid: 'F-xyz',
      landing_page: expect.stringContaining('/lp/ai-development-services?'),
      referrer: 'https://www.google.com/search?q=ai',
    });
  });

  it('exports a formula-like name neutralised, so a spreadsheet shows it as text', async () => {
    const email = uniqueEmail('csv');
    const response = await postContact(app.url, {
      ...specContactBody(email),
      firstName: '=HYPERLINK("http://evil.example","x")',
      lastName: '@SUM(A1)',
    });
    expect(response.status).toBe(201);
    const csv = await runLeadsCli(['export', '--format', 'csv'], db.env);
    expect(csv.code).toBe(0);
    const rows = parseCsv(csv.stdout);
    const header = rows[0] ?? [];
    const row = rows.find((cells) => cells[header.indexOf('email')] === email);
    const name = row?.[header.indexOf('name')] ?? '';
    expect(name.startsWith("'=HYPERLINK(")).toBe(true);
    for (const cell of row ?? []) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });
});

describe.each(backendsUnderTest())(
  'rate limit keyed on the address the edge saw (%s store)',
  (backend) => {
    let db: TestDatabase;
    const apps: AppServer[] = [];

    beforeAll(async () => {
      db = await createTestDatabase(backend);
      // As behind an edge that names the visitor in its own header (CLIENT_IP_HEADER).
      const env = { ...db.env, LEAD_RATE_LIMIT: '3', CLIENT_IP_HEADER: 'x-real-ip' };
      apps.push(await startApp(PORTS.limited, env));
      // Postgres: a second instance on the same store must not double the allowance.
      if (backend === 'postgres') apps.push(await startApp(PORTS.limitedTwin, env));
    });

    afterAll(async () => {
      for (const app of apps) await app.stop();
      await db?.drop();
    });

    it('does not let a client escape the limit by rotating X-Forwarded-For', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const app = apps[attempt % apps.length]!;
        const response = await postContact(app.url, specContactBody(uniqueEmail('spoof')), {
          headers: {
            'x-forwarded-for': `203.0.113.${attempt + 1}`,
            'x-real-ip': '198.51.100.77',
          },
        });
        await response.body?.cancel();
        statuses.push(response.status);
      }
      // Three per minute from the address the edge saw, whatever the client wrote and whichever
      // instance answered.
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
    });
  },
);
