import { contactFormSchema } from '../contact-schema';
import { toContactWebhookPayload } from '../contact-webhook-payload';

/** A lead from an ad visitor with a US number: the attribution and experiment tests' values. */
const adLeadValues = () =>
  contactFormSchema.parse({
    firstName: 'Amina',
    lastName: 'Khan',
    email: 'amina@example.com',
    phoneNumber: '+1 201 555 0123',
    role: 'other',
    heardFrom: 'online_ad',
    consent: true,
  });

describe('toContactWebhookPayload (contact-form webhook)', () => {
  const submittedAt = new Date('2025-03-04T05:06:07.089Z');

  const noAttribution = {
    utm_source: '',
    utm_medium: '',
    utm_campaign: '',
    utm_term: '',
    utm_content: '',
    gclid: '',
    fbclid: '',
    landing_page: '',
    referrer: '',
  };

  it('sends every form field exactly (phone in E.164, submittedAt ISO), then blank attribution', () => {
    const values = contactFormSchema.parse({
      firstName: 'Amina',
      lastName: 'Khan',
      email: 'amina@example.com',
      phoneNumber: '0300-123 4567',
      phoneCountry: 'pk',
      companyName: 'Acme',
      role: 'cto-it-director',
      heardFrom: 'linkedin_social',
      message: 'We need automation.',
      consent: true,
      website: '',
    });
    expect(toContactWebhookPayload(values, { submittedAt })).toStrictEqual({
      firstName: 'Amina',
      lastName: 'Khan',
      email: 'amina@example.com',
      phoneNumber: '+923001234567',
      companyName: 'Acme',
      role: 'cto-it-director',
      heardFrom: 'linkedin_social',
      message: 'We need automation.',
      consent: true,
      submittedAt: '2025-03-04T05:06:07.089Z',
      locale: 'en',
      position: '',
      ...noAttribution,
      experiment: '',
      variant: '',
    });
  });

  it('ends with the campaign experiment and arm the lead came from', () => {
    const values = adLeadValues();
    const payload = toContactWebhookPayload(values, {
      submittedAt,
      experiment: { experiment: 'lp-spring', variant: 'lp-spring-b' },
    });
    expect(Object.entries(payload).slice(-2)).toEqual([
      ['experiment', 'lp-spring'],
      ['variant', 'lp-spring-b'],
    ]);
  });

  it('adds the first-touch attribution (utm_*, gclid, fbclid, landing_page, referrer) after the form fields', () => {
    const values = adLeadValues();
    const payload = toContactWebhookPayload(values, {
      submittedAt,
      attribution: {
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'spring',
        utm_term: 'automation agency',
        utm_content: 'ad-1',
        gclid: 'G-123',
        fbclid: 'F-456',
        landing_path: '/lp/ai-development?utm_source=google',
        referrer: 'https://www.google.com/',
      },
      referer: 'http://localhost:3000/contact',
    });
    expect(Object.keys(payload)).toEqual([
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
      'locale',
      'position',
      ...Object.keys(noAttribution),
      'experiment',
      'variant',
    ]);
    expect(payload).toMatchObject({
      phoneNumber: '+12015550123',
      utm_source: 'google',
      utm_term: 'automation agency',
      gclid: 'G-123',
      fbclid: 'F-456',
      landing_page: '/lp/ai-development?utm_source=google',
      referrer: 'https://www.google.com/',
    });
  });

  it('sends empty strings for the optional company name and message, and never the honeypot or country', () => {
    const values = contactFormSchema.parse({
      firstName: 'Jo',
      lastName: 'Doe',
      email: 'jo@example.com',
      phoneNumber: '+44 7911 123456',
      phoneCountry: 'gb',
      role: 'other',
      heardFrom: 'other',
      consent: true,
    });
    const payload = toContactWebhookPayload(values, { submittedAt });
    expect(Object.keys(payload).sort()).toEqual(
      [
        'companyName',
        'consent',
        'email',
        'firstName',
        'heardFrom',
        'lastName',
        'message',
        'phoneNumber',
        'role',
        'submittedAt',
        'locale',
        'position',
        ...Object.keys(noAttribution),
        'experiment',
        'variant',
      ].sort(),
    );
    expect(payload).toMatchObject({ companyName: '', message: '', phoneNumber: '+447911123456' });
  });
});

describe('toContactWebhookPayload: the page language', () => {
  it("carries the form's locale; role and heardFrom stay the English ids", () => {
    const values = contactFormSchema.parse({
      firstName: 'Layla',
      lastName: 'Haddad',
      email: 'layla@example.ae',
      phoneNumber: '050 123 4567',
      phoneCountry: 'ae',
      role: 'ceo-founder',
      heardFrom: 'google_search',
      consent: true,
      locale: 'ar',
    });
    const payload = toContactWebhookPayload(values, { submittedAt: new Date() });
    expect(payload).toMatchObject({
      locale: 'ar',
      role: 'ceo-founder',
      heardFrom: 'google_search',
    });
  });

  it('is English when the form sent none, and an unknown language is refused', () => {
    const base = {
      firstName: 'Amina',
      lastName: 'Khan',
      email: 'amina@example.com',
      phoneNumber: '+1 201 555 0123',
      role: 'other',
      heardFrom: 'online_ad',
      consent: true,
    };
    expect(
      toContactWebhookPayload(contactFormSchema.parse(base), { submittedAt: new Date() }).locale,
    ).toBe('en');
    expect(contactFormSchema.safeParse({ ...base, locale: 'fr' }).success).toBe(false);
  });
});
