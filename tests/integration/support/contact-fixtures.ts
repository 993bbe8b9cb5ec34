import { randomUUID } from 'node:crypto';

let sequence = 0;

/** A valid contact form body as the browser sends it (flat fields + attribution + empty honeypot). */
export function validContactBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  sequence += 1;
  return {
    firstName: 'Amina',
    lastName: 'Khan',
    email: `amina.${process.pid}.${sequence}.${randomUUID().slice(0, 8)}@example.com`,
    phoneNumber: '0300-123 4567',
    phoneCountry: 'pk',
    companyName: 'Acme Logistics',
    role: 'cto-it-director',
    heardFrom: 'linkedin_social',
    message: 'We want to automate our invoicing.',
    consent: true,
    website: '',
    attribution: {
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      landing_path: '/services',
    },
    ...overrides,
  };
}

/** The lead modal's body as the browser sends it from /lp/automation-solutions (POST /api/leads). */
export function validModalBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  sequence += 1;
  return {
    source: 'lead-modal',
    pageContext: 'automation',
    name: 'Grace Brewster Hopper',
    email: `modal.${process.pid}.${sequence}.${randomUUID().slice(0, 8)}@example.com`,
    company: 'COBOL Inc',
    phone: '+1 (201) 555-0123',
    companySize: '51-200',
    industry: 'finance',
    timeline: 'asap',
    budget: '',
    primaryGoal: 'reduce-operational-costs',
    currentChallenges: ['manual-invoice-processing'],
    website: '',
    ...overrides,
  };
}

export interface PostOptions {
  headers?: Record<string, string>;
  idempotencyKey?: string | null;
  method?: string;
}

/** POSTs JSON to /api/contact like the site's form does (fresh Idempotency-Key unless given). */
export async function postContact(
  baseUrl: string,
  body: unknown,
  options: PostOptions = {},
): Promise<Response> {
  const key = options.idempotencyKey === undefined ? randomUUID() : options.idempotencyKey;
  const send = () =>
    fetch(`${baseUrl}/api/contact`, {
      method: options.method ?? 'POST',
      headers: {
        'content-type': 'application/json',
        ...(key === null ? {} : { 'idempotency-key': key }),
        ...options.headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  try {
    return await send();
  } catch (error) {
    // A kept-alive socket the server closed after its 5 s idle timeout (slow, loaded CI machines)
    // resets before any answer; a browser retries that too. Same Idempotency-Key, so still one lead.
    if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error;
    return send();
  }
}

/** Polls until `check` returns a value other than undefined, or throws after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result !== undefined) return result;
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
