import {
  buildBookingUrlSafely,
  buildSchedulerNotes,
  buildSchedulerUrl,
  type SchedulerLead,
} from '../scheduler-url';

const base = 'https://calendly.com/octaacer-e2e/strategy-call';
const submittedAt = new Date('2026-03-01T10:15:00.000Z');
const lead: SchedulerLead = {
  name: 'Grace Hopper',
  email: 'grace@navy.example',
  phone: '',
  company: 'COBOL Inc',
  companySize: '201+',
  industry: 'ecommerce',
  timeline: 'exploring',
  budget: '',
  primaryGoal: 'launch-new-ai-powered',
  currentChallenges: ['ai-product-recommendations', 'weak-demand-forecasting'],
  pageContext: 'ai-development',
};

describe('buildSchedulerNotes (a1)', () => {
  it('lists contact details, company facts, goal, challenges, source page and submission time', () => {
    expect(buildSchedulerNotes(lead, submittedAt)).toBe(
      [
        'Contact details:',
        'Name: Grace Hopper',
        'Email: grace@navy.example',
        'Phone: Not provided',
        'Company: COBOL Inc',
        '',
        'Company size: 201+ employees',
        'Industry: E-commerce',
        'Timeline: Just exploring options',
        'Budget: Not specified',
        'Primary goal: Launch a new AI-powered product',
        'Challenges and use cases:',
        '- AI product recommendations',
        '- Weak demand forecasting',
        '',
        'Source page: ai-development',
        'Language: en',
        'Submitted: 2026-03-01T10:15:00.000Z',
      ].join('\n'),
    );
  });
});

describe('buildSchedulerNotes: a campaign experiment', () => {
  it("names the experiment and the visitor's arm before the submission time", () => {
    const notes = buildSchedulerNotes(
      { ...lead, experiment: { experiment: 'lp-spring', variant: 'lp-spring-b' } },
      submittedAt,
    ).split('\n');
    expect(notes.slice(-3)).toEqual([
      'Language: en',
      'Experiment: lp-spring (variant lp-spring-b)',
      'Submitted: 2026-03-01T10:15:00.000Z',
    ]);
  });
});

describe('buildSchedulerUrl', () => {
  it('defaults utm_source contact_form, utm_medium modal_form, utm_campaign the page context', () => {
    const url = new URL(buildSchedulerUrl(base, lead, {}, submittedAt));
    expect(url.origin + url.pathname).toBe(base);
    expect(url.searchParams.get('name')).toBe('Grace Hopper');
    expect(url.searchParams.get('email')).toBe('grace@navy.example');
    expect(url.searchParams.get('a1')).toBe(buildSchedulerNotes(lead, submittedAt));
    expect(url.searchParams.get('utm_source')).toBe('contact_form');
    expect(url.searchParams.get('utm_medium')).toBe('modal_form');
    expect(url.searchParams.get('utm_campaign')).toBe('ai-development');
  });

  it('passes the page query UTMs through when present', () => {
    const url = new URL(
      buildSchedulerUrl(
        base,
        lead,
        { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring' },
        submittedAt,
      ),
    );
    expect([
      url.searchParams.get('utm_source'),
      url.searchParams.get('utm_medium'),
      url.searchParams.get('utm_campaign'),
    ]).toEqual(['google', 'cpc', 'spring']);
  });

  it('keeps an existing query on the scheduler link', () => {
    const url = new URL(buildSchedulerUrl(`${base}?hide_gdpr_banner=1`, lead, {}, submittedAt));
    expect(url.searchParams.get('hide_gdpr_banner')).toBe('1');
  });
});

describe('buildBookingUrlSafely', () => {
  const fallbackLink = 'https://calendly.com/octaacer/free-consultation';

  it('a stored lead always gets a booking page: a link that is not a URL gives way to the next', () => {
    const url = new URL(
      buildBookingUrlSafely(['calendly.com/not-a-url', fallbackLink], lead, {}, submittedAt),
    );
    expect(url.origin + url.pathname).toBe(fallbackLink);
    expect(url.searchParams.get('a1')).toContain('Name: Grace Hopper');
  });

  it('no link parses: the last one as it is', () => {
    expect(buildBookingUrlSafely(['not a url', 'neither'], lead, {}, submittedAt)).toBe('neither');
  });

  it("without tracking (the wizard's answers are no scheduler notes): name and email only", () => {
    const url = new URL(
      buildBookingUrlSafely(['nope', base], { name: 'Ada', email: 'a@b.example' }),
    );
    expect(url.origin + url.pathname).toBe(base);
    expect([...url.searchParams.keys()]).toEqual(['name', 'email']);
  });
});
