/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { conversionDeliveriesFor } from '..';
import { conversionUrlFor } from '../destinations';
import { ga4LeadEvent, metaLeadEvent, normalizeEmail, normalizePhone } from '../events';
import { contactConversionFacts, leadEndpointConversionFacts, phoneToE164 } from '../lead-facts';
import { visitorSignalsFrom, type VisitorSignals } from '../visitor-signals';
import { createSqliteLeadStore } from '../../store/sqlite';
import type { LeadStore, NewLead } from '../../store/types';

const submittedAt = new Date('2026-11-29T10:00:00.000Z');
const facts = leadEndpointConversionFacts({
  source: 'lead-modal',
  email: '  Ada.Lovelace@Example.COM ',
  company: 'Analytical Engines',
  companySize: '11-50',
  industry: 'fintech',
  phone: '+90 532 123 45 67',
});
const allowed: VisitorSignals = {
  consent: { analytics: true, marketing: true },
  fbp: 'fb.1.1764400000000.1234567890',
  fbc: 'fb.1.1764400000000.IwAR0abc',
  gaClientId: '123456789.1764400000',
  clientIp: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (test)',
  pageUrl: 'https://octaacer.example/lp/ai-development-services',
};
const bothOn = (kind: string) => `https://${kind}.example/collect`;

describe('normalization before hashing (Meta rules)', () => {
  it('trims and lowercases an e-mail', () => {
    expect(normalizeEmail('  Test@Example.COM ')).toBe('test@example.com');
  });

  it('keeps only the digits of a phone, country code first', () => {
    expect(normalizePhone('+90 532 123-45-67')).toBe('905321234567');
    expect(phoneToE164('0532 123 45 67', 'tr')).toBe('+905321234567');
    expect(phoneToE164('12', 'tr')).toBeUndefined();
    expect(phoneToE164('', 'tr')).toBeUndefined();
  });

  it('reads the contact form and the modal as the browser events do', () => {
    expect(
      contactConversionFacts({
        email: 'a@b.co',
        phoneNumber: '0532 123 45 67',
        phoneCountry: 'tr',
        companyName: ' ',
      }),
    ).toEqual({
      email: 'a@b.co',
      phone: '+905321234567',
      companySize: '',
      industry: '',
      hasCompany: false,
      formName: 'contact-form',
    });
    expect(facts).toMatchObject({ phone: '+905321234567', industry: 'fintech', hasCompany: true });
  });
});

describe('the Conversions API body', () => {
  const [event] = metaLeadEvent('lead-42', submittedAt, facts, allowed).data;

  it('is a website Lead whose event_id is the lead id (the pixel eventID)', () => {
    expect(event).toMatchObject({
      event_name: 'Lead',
      event_id: 'lead-42',
      event_time: 1795946400,
      action_source: 'website',
      event_source_url: 'https://octaacer.example/lp/ai-development-services',
      custom_data: { company_size: '11-50', industry: 'fintech', has_company: true },
    });
  });

  it('hashes the normalized e-mail and phone and sends the browser signals as they are', () => {
    expect(event?.user_data).toEqual({
      // sha256('ada.lovelace@example.com') and sha256('905321234567'), computed by sha256sum
      em: ['e814ff3dc480a94c7ce9334062ec4733c75a002f4bcec0197f62ffea64059e2f'],
      ph: ['7e3308159fc7cca243cef8a01acc25f18cd62d0d1ad92a6d38c3107d9aa3d8cc'],
      client_ip_address: '203.0.113.7',
      client_user_agent: 'Mozilla/5.0 (test)',
      fbc: 'fb.1.1764400000000.IwAR0abc',
      fbp: 'fb.1.1764400000000.1234567890',
    });
  });

  it('hashes exactly the documented example', () => {
    const [plain] = metaLeadEvent(
      'x',
      submittedAt,
      { ...facts, email: 'TEST@example.com ' },
      {
        consent: allowed.consent,
      },
    ).data;
    expect(plain?.user_data.em).toEqual([
      '973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b',
    ]);
    // No signal, no key: Meta rejects empty values.
    expect(Object.keys(plain?.user_data ?? {})).toEqual(['em', 'ph']);
  });
});

describe('the Measurement Protocol body', () => {
  it('is generate_lead for the _ga client id with the browser event parameters', () => {
    expect(ga4LeadEvent('lead-42', submittedAt, facts, '123456789.1764400000')).toEqual({
      client_id: '123456789.1764400000',
      timestamp_micros: submittedAt.getTime() * 1000,
      events: [
        {
          name: 'generate_lead',
          params: {
            company_size: '11-50',
            industry: 'fintech',
            has_company: true,
            form_name: 'lead-modal',
            lead_id: 'lead-42',
          },
        },
      ],
    });
  });
});

describe("a campaign experiment's arm", () => {
  it("goes with both platforms' events, as with the browser's, and only for a lead that had one", () => {
    const withArm = { ...facts, experiment: 'lp-spring', variant: 'lp-spring-b' };
    const arm = { experiment: 'lp-spring', variant: 'lp-spring-b' };
    expect(metaLeadEvent('lead-42', submittedAt, withArm, allowed).data[0]!.custom_data).toEqual({
      company_size: '11-50',
      industry: 'fintech',
      has_company: true,
      ...arm,
    });
    expect(ga4LeadEvent('lead-42', submittedAt, withArm, 'c').events[0]!.params).toMatchObject(arm);
    const without = { ...facts, experiment: '', variant: '' };
    expect(
      metaLeadEvent('lead-42', submittedAt, without, allowed).data[0]!.custom_data,
    ).not.toHaveProperty('experiment');
  });
});

describe('the signals read off a request', () => {
  const headersWith = (cookie: string, referer = 'http://127.0.0.1:3000/services?x=1') =>
    new Headers({ cookie, referer, 'user-agent': 'UA/1' });

  it('reads consent, _fbp, _fbc and the GA client id', () => {
    const signals = visitorSignalsFrom(
      headersWith(
        'oc_consent=a1.m1; _fbp=fb.1.1764400000000.987654321; _fbc=fb.1.1764400000000.AbC_d-1; _ga=GA1.1.55555.1764400000',
      ),
      { clientIp: '127.0.0.1', submittedAt, siteHosts: ['127.0.0.1:3000'] },
    );
    expect(signals).toEqual({
      consent: { analytics: true, marketing: true },
      fbp: 'fb.1.1764400000000.987654321',
      fbc: 'fb.1.1764400000000.AbC_d-1',
      gaClientId: '55555.1764400000',
      clientIp: '127.0.0.1',
      userAgent: 'UA/1',
      pageUrl: 'http://127.0.0.1:3000/services?x=1',
    });
  });

  it('makes fbc from the visit fbclid when the pixel stored none, and drops forged cookies', () => {
    const signals = visitorSignalsFrom(
      headersWith('oc_consent=a0.m1; _fbp=<script>; _ga=GA1.1.x.y', 'https://evil.example/'),
      { clientIp: 'unknown', fbclid: 'IwAR0xyz', submittedAt, siteHosts: ['127.0.0.1:3000'] },
    );
    expect(signals).toEqual({
      consent: { analytics: false, marketing: true },
      fbp: undefined,
      fbc: `fb.1.${submittedAt.getTime()}.IwAR0xyz`,
      gaClientId: undefined,
      clientIp: undefined,
      userAgent: 'UA/1',
      pageUrl: undefined,
    });
  });

  it('knows no consent without the cookie', () => {
    expect(visitorSignalsFrom(new Headers(), { clientIp: '::1', submittedAt }).consent).toBeNull();
  });
});

describe('which conversions a lead gets', () => {
  const lead = { id: 'lead-42', idempotencyKey: 'lead:key-1', source: 'lead-modal', submittedAt };

  it('both, keyed by the lead idempotency key, with marketing and analytics consent', () => {
    const rows = conversionDeliveriesFor(lead, facts, allowed, bothOn);
    expect(rows.map((row) => [row.kind, row.idempotencyKey, row.status, row.payload])).toEqual([
      ['meta-capi', 'meta-capi:lead:key-1', 'pending', { leadId: 'lead-42' }],
      ['ga4-mp', 'ga4-mp:lead:key-1', 'pending', { leadId: 'lead-42' }],
    ]);
  });

  it('none without marketing consent, or without a choice', () => {
    const analyticsOnly = { ...allowed, consent: { analytics: true, marketing: false } };
    expect(conversionDeliveriesFor(lead, facts, analyticsOnly, bothOn)).toEqual([]);
    expect(conversionDeliveriesFor(lead, facts, { ...allowed, consent: null }, bothOn)).toEqual([]);
  });

  it('no GA4 event without analytics consent or a _ga client id', () => {
    const marketingOnly = { ...allowed, consent: { analytics: false, marketing: true } };
    expect(conversionDeliveriesFor(lead, facts, marketingOnly, bothOn).map((r) => r.kind)).toEqual([
      'meta-capi',
    ]);
    expect(
      conversionDeliveriesFor(lead, facts, { ...allowed, gaClientId: undefined }, bothOn).map(
        (row) => row.kind,
      ),
    ).toEqual(['meta-capi']);
  });

  it('none for a destination that is not configured', () => {
    const metaOff = (kind: string) => (kind === 'meta-capi' ? undefined : bothOn(kind));
    expect(conversionDeliveriesFor(lead, facts, allowed, metaOff).map((r) => r.kind)).toEqual([
      'ga4-mp',
    ]);
  });
});

describe('the destinations configured by env', () => {
  it('needs the token and the pixel id, the secret and the measurement id', () => {
    expect(conversionUrlFor('meta-capi', { NEXT_PUBLIC_META_PIXEL_ID: '123' })).toBeUndefined();
    expect(conversionUrlFor('ga4-mp', { GA4_API_SECRET: 's' })).toBeUndefined();
    expect(
      conversionUrlFor('meta-capi', {
        NEXT_PUBLIC_META_PIXEL_ID: '123',
        META_CAPI_ACCESS_TOKEN: 't/ok',
      }),
    ).toBe('https://graph.facebook.com/v24.0/123/events?access_token=t%2Fok');
    expect(conversionUrlFor('ga4-mp', { GA4_API_SECRET: 's', NEXT_PUBLIC_GA_ID: 'G-1' })).toBe(
      'https://www.google-analytics.com/mp/collect?measurement_id=G-1&api_secret=s',
    );
    expect(
      conversionUrlFor('meta-capi', {
        NEXT_PUBLIC_META_PIXEL_ID: '123',
        META_CAPI_ACCESS_TOKEN: 't',
        META_CAPI_URL: 'http://127.0.0.1:9999/graph',
      }),
    ).toBe('http://127.0.0.1:9999/graph/123/events?access_token=t');
  });
});

describe('a lead and its conversions in the store', () => {
  let dir: string;
  let store: LeadStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'conversions-'));
    store = createSqliteLeadStore(join(dir, 'leads.db'));
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const leadRow = (id: string, key: string): NewLead => ({
    id,
    kind: 'lead',
    source: 'lead-modal',
    idempotencyKey: key,
    payload: {},
    webhookBody: { id },
    status: 'pending',
    createdAt: submittedAt,
  });

  it('stores them together, once per submission, and keeps them out of the lead counts', async () => {
    const first = await store.insertLead(
      leadRow('lead-1', 'lead:key-1'),
      conversionDeliveriesFor(
        { id: 'lead-1', idempotencyKey: 'lead:key-1', source: 'lead-modal', submittedAt },
        facts,
        allowed,
        bothOn,
      ),
    );
    expect(first.created).toBe(true);
    expect(first.conversions.map((row) => row.kind)).toEqual(['meta-capi', 'ga4-mp']);

    // The same submission again (a retry with its Idempotency-Key) makes a new lead id and new
    // conversion rows: all of them conflict, nothing is added.
    const again = await store.insertLead(
      leadRow('lead-2', 'lead:key-1'),
      conversionDeliveriesFor(
        { id: 'lead-2', idempotencyKey: 'lead:key-1', source: 'lead-modal', submittedAt },
        facts,
        allowed,
        bothOn,
      ),
    );
    expect(again).toMatchObject({ created: false, conversions: [] });
    expect(again.lead.id).toBe('lead-1');

    expect(await store.countLeads()).toBe(1);
    expect((await store.listLeads()).map((lead) => lead.id)).toEqual(['lead-1']);
    const conversions = await store.listConversionsOf(first.lead);
    expect(conversions.map((row) => [row.kind, row.webhookBody])).toEqual([
      ['ga4-mp', expect.objectContaining({ client_id: '123456789.1764400000' })],
      [
        'meta-capi',
        expect.objectContaining({ data: [expect.objectContaining({ event_id: 'lead-1' })] }),
      ],
    ]);
  });
});
