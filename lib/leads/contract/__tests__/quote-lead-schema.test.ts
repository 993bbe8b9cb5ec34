import {
  buildQuoteLeadSchema,
  buildQuoteRequestSchema,
  QUOTE_MESSAGES,
} from '../quote-lead-schema';

const CHOICES = { services: ['ai-development', 'automation'], industries: ['healthcare'] };
const request = buildQuoteRequestSchema(CHOICES, QUOTE_MESSAGES);
const lead = buildQuoteLeadSchema(CHOICES, QUOTE_MESSAGES);

const VALID_LEAD = {
  services: 'ai-development,automation',
  scope: 'standard',
  timeline: 'rush',
  industry: 'healthcare',
  intent: 'send-estimate',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  consent: true,
};

/** The first message zod gives for `field`. */
function messageOf(schema: typeof lead | typeof request, input: unknown, field: string) {
  const parsed = schema.safeParse(input);
  if (parsed.success) return undefined;
  return parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('the /quote form schema', () => {
  it("takes services as checkboxes (an array) or as the lead form's comma list, once each", () => {
    expect(
      request.parse({ services: ['automation'], scope: 'starter', timeline: 'flexible' }),
    ).toEqual({ services: ['automation'], scope: 'starter', timeline: 'flexible', industry: '' });
    expect(
      request.parse({
        services: 'automation, ai-development,automation',
        scope: 'advanced',
        timeline: 'standard',
      }).services,
    ).toEqual(['automation', 'ai-development']);
  });

  it('says which answer is missing or unknown, in the messages given', () => {
    const base = { services: ['automation'], scope: 'starter', timeline: 'rush' };
    expect(messageOf(request, { ...base, services: [] }, 'services')).toBe(
      'Choose at least one service',
    );
    expect(messageOf(request, { ...base, services: undefined }, 'services')).toBe(
      'Choose at least one service',
    );
    expect(messageOf(request, { ...base, services: ['crypto-mining'] }, 'services')).toBe(
      'Choose from the listed services',
    );
    expect(messageOf(request, { ...base, scope: 'huge' }, 'scope')).toBe(
      'Choose the size of your project',
    );
    expect(messageOf(request, { ...base, timeline: 'yesterday' }, 'timeline')).toBe(
      'Choose your timeline',
    );
    expect(messageOf(request, { ...base, industry: 'mining' }, 'industry')).toBe(
      'Choose an industry from the list',
    );
  });

  it('the lead needs a name, a valid email, consent and an intent; company and phone are optional', () => {
    expect(lead.parse(VALID_LEAD)).toMatchObject({
      services: ['ai-development', 'automation'],
      company: '',
      phone: '',
      locale: 'en',
    });
    expect(messageOf(lead, { ...VALID_LEAD, name: ' ' }, 'name')).toBe('Your name is required');
    expect(messageOf(lead, { ...VALID_LEAD, email: '' }, 'email')).toBe(
      'Business email is required',
    );
    expect(messageOf(lead, { ...VALID_LEAD, email: 'ada@' }, 'email')).toBe(
      'Enter a valid email address',
    );
    expect(messageOf(lead, { ...VALID_LEAD, consent: false }, 'consent')).toBe(
      'Please accept the privacy policy',
    );
    expect(messageOf(lead, { ...VALID_LEAD, intent: 'spam' }, 'intent')).toBe(
      'Choose whether to get the estimate or book a call',
    );
    expect(messageOf(lead, { ...VALID_LEAD, phone: 'call me' }, 'phone')).toBe(
      'Use digits, spaces, +, - and brackets only',
    );
    expect(messageOf(lead, { ...VALID_LEAD, name: 'x'.repeat(51) }, 'name')).toBe('Too long');
    expect(messageOf(lead, { ...VALID_LEAD, company: 'x'.repeat(101) }, 'company')).toBe(
      'Too long',
    );
    expect(messageOf(lead, { ...VALID_LEAD, consent: 'yes' }, 'consent')).toBe(
      'Please accept the privacy policy',
    );
    expect(lead.parse({ ...VALID_LEAD, phone: '٠٥٣٢ ١٢٣ ٤٥ ٦٧' }).phone).toBe('0532 123 45 67');
  });
});
