import { toQuoteWebhookPayload } from '../quote-webhook-payload';
import type { QuoteLeadValues } from '../quote-lead-schema';

const VALUES: QuoteLeadValues = {
  services: ['ai-development', 'automation'],
  scope: 'standard',
  timeline: 'rush',
  industry: 'healthcare',
  intent: 'book-call',
  name: 'Ada King Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  phone: '+44 20 7946 0958',
  consent: true,
  locale: 'ar',
};

const CONTEXT = {
  submittedAt: new Date('2026-11-29T10:00:00.000Z'),
  headers: new Headers({
    'user-agent': 'UnitTest/1.0',
    referer: 'https://octaacer.example/ar/quote?services=ai-development',
  }),
  attribution: {
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'spring',
    landing_path: '/lp/spring?utm_source=google',
  },
  experiment: { experiment: '', variant: '' },
  serviceTitle: (slug: string) => ({ 'ai-development': 'AI Development' })[slug] ?? slug,
};

const ESTIMATE = {
  minUsd: 25000,
  maxUsd: 52500,
  minWeeks: 5,
  maxWeeks: 11,
  lines: [
    { service: 'ai-development', minUsd: 16500, maxUsd: 39000 },
    { service: 'automation', minUsd: 8500, maxUsd: 13500 },
  ],
};

describe('the /quote webhook body', () => {
  it("is the modal's shape with what was asked and the server's estimate, keys in order", () => {
    const body = toQuoteWebhookPayload(VALUES, ESTIMATE, CONTEXT);
    expect(body).toStrictEqual({
      first_name: 'Ada',
      last_name: 'King Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0958',
      company: 'Analytical Engines',
      industry: 'healthcare',
      services: '["ai-development","automation"]',
      scope: 'standard',
      timeline: 'rush',
      intent: 'book-call',
      estimate_min_usd: 25000,
      estimate_max_usd: 52500,
      estimate_min_weeks: 5,
      estimate_max_weeks: 11,
      estimate_lines:
        '[{"service":"ai-development","min_usd":16500,"max_usd":39000},{"service":"automation","min_usd":8500,"max_usd":13500}]',
      message:
        'Estimate: $25,000 – $52,500, 5–11 weeks. Services: AI Development, automation. Scope: standard. Timeline: rush. Industry: healthcare.',
      consent: true,
      source: 'quote',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      submitted_at: '2026-11-29T10:00:00.000Z',
      user_agent: 'UnitTest/1.0',
      referrer: 'https://octaacer.example/ar/quote?services=ai-development',
      gclid: '',
      fbclid: '',
      landing_page: '/lp/spring?utm_source=google',
      locale: 'ar',
      experiment: '',
      variant: '',
    });
  });

  it('without a band for a chosen service the lead still goes, its estimate empty', () => {
    const body = toQuoteWebhookPayload(VALUES, undefined, CONTEXT);
    expect(body.estimate_min_usd).toBeNull();
    expect(body.estimate_max_weeks).toBeNull();
    expect(body.estimate_lines).toBe('[]');
    expect(body.message).toMatch(/^Estimate: none \(no price band for a chosen service\)\./);
  });

  it('carries the experiment arm the server read', () => {
    const body = toQuoteWebhookPayload(VALUES, ESTIMATE, {
      ...CONTEXT,
      experiment: { experiment: 'spring', variant: 'spring-b' },
    });
    expect([body.experiment, body.variant]).toEqual(['spring', 'spring-b']);
  });
});
