/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contactFormSchema } from '../contact-schema';
import { toContactWebhookPayload } from '../contact-webhook-payload';
import {
  handleLeadSubmission,
  LEAD_API_MESSAGES,
  type LeadSubmissionOptions,
} from '../handle-submission';
import { createSqliteLeadStore } from '../../store/sqlite';
import type { LeadStore } from '../../store';

// getEnv() is read once per test file: this suite runs with no contact webhook configured.
delete process.env.CONTACT_WEBHOOK_URL;

const validBody = {
  firstName: 'Amina',
  lastName: 'Khan',
  email: 'amina@example.com',
  phoneNumber: '0300-123 4567',
  phoneCountry: 'pk',
  role: 'other',
  heardFrom: 'other',
  consent: true,
  website: '',
  attribution: { utm_source: 'newsletter', utm_campaign: 42 },
};

const post = (body: unknown) =>
  new Request('http://127.0.0.1/api/contact', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': '8c7f3c2e-4f51-4a8f-9a57-5b0c1f8f9d10',
    },
    body: JSON.stringify(body),
  });

function contactOptions(
  store: LeadStore,
): LeadSubmissionOptions<ReturnType<typeof contactFormSchema.parse>> {
  return {
    kind: 'contact',
    schema: contactFormSchema,
    source: 'contact-form',
    toWebhookPayload: (values, { submittedAt }) => toContactWebhookPayload(values, { submittedAt }),
    store: () => store,
  };
}

describe('handleLeadSubmission', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'leads-handler-'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    jest.restoreAllMocks();
  });

  it('answers 503 (the only 5xx) when the lead cannot be stored', async () => {
    const broken = createSqliteLeadStore(join(dir, 'leads.db'));
    jest.spyOn(broken, 'insertLead').mockRejectedValue(new Error('disk full'));
    const response = await handleLeadSubmission(post(validBody), contactOptions(broken));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    await expect(response.json()).resolves.toEqual({ error: LEAD_API_MESSAGES.storeUnavailable });
  });

  it('stores a lead as undelivered when its webhook is not configured, dropping invalid attribution', async () => {
    const store = createSqliteLeadStore(join(dir, 'leads.db'));
    const response = await handleLeadSubmission(post(validBody), contactOptions(store));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const lead = await store.getLead(id);
    expect(lead).toMatchObject({ status: 'undelivered', attempts: 0, source: 'contact-form' });
    // utm_campaign was a number: attribution is never a reason to lose a lead, it is just left out.
    expect((lead?.payload as { attribution: unknown }).attribution).toBeNull();
    await store.close();
  });
});
