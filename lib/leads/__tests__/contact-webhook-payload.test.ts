import { contactFormSchema } from '../contact-schema';
import { toContactWebhookPayload } from '../contact-webhook-payload';

describe('toContactWebhookPayload (spec 01 §7 contact-form webhook)', () => {
  const submittedAt = new Date('2025-03-04T05:06:07.089Z');

  it('sends exactly the spec fields, the phone in E.164 and submittedAt as ISO time', () => {
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
    expect(toContactWebhookPayload(values, submittedAt)).toStrictEqual({
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
    const payload = toContactWebhookPayload(values, submittedAt);
    expect(Object.keys(payload).sort()).toEqual(
      ['companyName', 'consent', 'email', 'firstName', 'heardFrom', 'lastName', 'message', 'phoneNumber', 'role', 'submittedAt'].sort(),
    );
    expect(payload).toMatchObject({ companyName: '', message: '', phoneNumber: '+447911123456' });
  });
});
