import {
  leadEndpointSchema,
  splitName,
  toLeadEndpointWebhookPayload,
  toLeadWebhookPayload,
  toWizardWebhookPayload,
} from '../lead-webhook-payload';
import type { LeadModalLead } from '../lead-modal-schema';
import type { WizardLead } from '../wizard-schema';

const submittedAt = new Date('2026-03-01T10:15:00.000Z');
const headers = new Headers({
  'user-agent': 'JestBrowser/1.0',
  referer: 'https://octaacer.com/lp/automation-solutions',
});

const lead: LeadModalLead = {
  name: 'Grace Brewster Murray Hopper',
  email: 'grace@navy.example',
  phone: '+1 555 010 2000',
  company: 'COBOL Inc',
  companySize: '51-200',
  industry: 'finance',
  timeline: 'asap',
  budget: '50k-100k',
  primaryGoal: 'reduce-operational-costs',
  currentChallenges: ['manual-invoice-processing', 'automated-bank-reconciliation'],
  pageContext: 'automation',
  locale: 'en',
};

describe('splitName', () => {
  it.each([
    ['Cher', 'Cher', ''],
    ['Ada Lovelace', 'Ada', 'Lovelace'],
    ['  Grace   Brewster Murray Hopper ', 'Grace', 'Brewster Murray Hopper'],
  ])('%p → first %p, last %p', (name, first, last) => {
    expect(splitName(name)).toEqual({ firstName: first, lastName: last });
  });
});

describe('toLeadWebhookPayload (the modal field set, then gclid, fbclid, landing_page)', () => {
  it("maps the modal lead, attribution and headers to the original site's payload plus the ad click ids", () => {
    const payload = toLeadWebhookPayload(lead, {
      attribution: {
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'spring',
        gclid: 'G-1',
        fbclid: 'F-2',
        landing_path: '/lp/automation-solutions?gclid=G-1',
        referrer: 'https://www.google.com/',
      },
      headers,
      submittedAt,
      experiment: { experiment: 'lp-spring', variant: 'lp-spring-b' },
    });
    expect(payload).toStrictEqual({
      first_name: 'Grace',
      last_name: 'Brewster Murray Hopper',
      email: 'grace@navy.example',
      phone: '+1 555 010 2000',
      company: 'COBOL Inc',
      company_size: '51-200',
      industry: 'finance',
      budget: '50k-100k',
      timeline: 'asap',
      primary_goal: 'Reduce operational costs',
      current_challenges: '["Manual invoice processing","Automated bank reconciliation"]',
      message: 'Reduce operational costs',
      consent: true,
      page_context: 'automation',
      source: 'contact_form',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      submitted_at: '2026-03-01T10:15:00.000Z',
      user_agent: 'JestBrowser/1.0',
      referrer: 'https://www.google.com/',
      gclid: 'G-1',
      fbclid: 'F-2',
      landing_page: '/lp/automation-solutions?gclid=G-1',
      locale: 'en',
      experiment: 'lp-spring',
      variant: 'lp-spring-b',
    });
  });

  it('leaves UTM fields empty without attribution and falls back to the Referer header', () => {
    const payload = toLeadWebhookPayload({ ...lead, name: 'Cher' }, { headers, submittedAt });
    expect(payload.first_name).toBe('Cher');
    expect(payload.last_name).toBe('');
    expect([payload.utm_source, payload.utm_medium, payload.utm_campaign]).toEqual(['', '', '']);
    expect([payload.gclid, payload.fbclid, payload.landing_page]).toEqual(['', '', '']);
    expect(payload.referrer).toBe('https://octaacer.com/lp/automation-solutions');
    expect(JSON.parse(payload.current_challenges)).toEqual([
      'Manual invoice processing',
      'Automated bank reconciliation',
    ]);
  });
});

describe('toWizardWebhookPayload (mirrors the modal shape)', () => {
  const wizardLead: WizardLead = {
    services: ['ai-development', 'mobile-apps'],
    companySize: 'startup',
    timeline: '3months',
    primaryGoal: 'innovation',
    name: 'Alan Turing',
    email: 'alan@example.com',
    company: 'Bletchley',
    locale: 'tr',
  };

  it('has the modal keys plus services, with source wizard', () => {
    const payload = toWizardWebhookPayload(wizardLead, { headers: new Headers(), submittedAt });
    const modalKeys = Object.keys(toLeadWebhookPayload(lead, { headers, submittedAt }));
    expect(Object.keys(payload).sort()).toEqual([...modalKeys, 'services'].sort());
    expect(payload).toMatchObject({
      first_name: 'Alan',
      last_name: 'Turing',
      source: 'wizard',
      services: '["ai-development","mobile-apps"]',
      company_size: 'startup',
      timeline: '3months',
      primary_goal: 'innovation',
      message: 'Digital Innovation',
      consent: true,
      referrer: '',
      locale: 'tr',
    });
  });
});

describe('leadEndpointSchema (POST /api/leads)', () => {
  it('routes a lead-modal body to the modal payload and a wizard body to the wizard payload', () => {
    const modal = leadEndpointSchema.parse({ ...lead, source: 'lead-modal' });
    expect(toLeadEndpointWebhookPayload(modal, { headers, submittedAt })).toMatchObject({
      source: 'contact_form',
      page_context: 'automation',
    });
    const wizard = leadEndpointSchema.parse({
      services: ['cloud-solutions'],
      companySize: 'large',
      timeline: 'asap',
      primaryGoal: 'scale',
      name: 'Linus',
      email: 'l@example.com',
      company: 'K',
      source: 'wizard',
    });
    expect(toLeadEndpointWebhookPayload(wizard, { headers, submittedAt })).toMatchObject({
      source: 'wizard',
      services: '["cloud-solutions"]',
    });
  });

  it('rejects an unknown source and keeps the modal cross-checks', () => {
    expect(leadEndpointSchema.safeParse({ ...lead, source: 'contact-form' }).success).toBe(false);
    expect(
      leadEndpointSchema.safeParse({
        ...lead,
        currentChallenges: ['made up'],
        source: 'lead-modal',
      }).success,
    ).toBe(false);
  });
});

describe("a modal lead's landing page and context", () => {
  const context = {
    attribution: { landing_path: '/about?utm_source=newsletter' },
    headers,
    submittedAt,
  };

  it('landing_page is the landing page the lead was sent from, else the first page of the visit', () => {
    expect(
      toLeadWebhookPayload({ ...lead, landingPage: '/lp/spring?utm_source=google' }, context)
        .landing_page,
    ).toBe('/lp/spring?utm_source=google');
    expect(toLeadWebhookPayload(lead, context).landing_page).toBe('/about?utm_source=newsletter');
    expect(toLeadWebhookPayload({ ...lead, landingPage: '' }, context).landing_page).toBe(
      '/about?utm_source=newsletter',
    );
  });

  it("page_context is the context's key, and goal and needs are in that context's words", () => {
    const payload = toLeadWebhookPayload(
      {
        ...lead,
        pageContext: 'spring-clinics',
        industry: 'healthcare',
        primaryGoal: 'halve-work',
        currentChallenges: ['phones'],
      },
      context,
      {
        key: 'spring-clinics',
        title: 'Plan Your Spring',
        goals: [{ value: 'halve-work', label: 'Halve our front-desk work' }],
        needs: {
          healthcare: { challenges: [{ value: 'phones', label: 'Phones ring' }], useCases: [] },
        },
      },
    );
    expect(payload).toMatchObject({
      page_context: 'spring-clinics',
      primary_goal: 'Halve our front-desk work',
      message: 'Halve our front-desk work',
      current_challenges: '["Phones ring"]',
    });
  });
});
