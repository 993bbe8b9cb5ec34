import arContactMessages from '@/content-fallback/i18n/ar/form-messages/contact-schema.json';
import trWizardMessages from '@/content-fallback/i18n/tr/form-messages/wizard-schema.json';
import arLeadModalMessages from '@/content-fallback/i18n/ar/form-messages/lead-modal-schema.json';
import { buildContactSchema, CONTACT_MESSAGES, contactFormSchema } from '../contact-schema';
import {
  buildLeadModalSteps,
  LEAD_MODAL_MESSAGES,
  LEAD_MODAL_STEP_SCHEMAS,
} from '../lead-modal-schema';
import {
  contactMessagesFor,
  contactSchemaFor,
  getContactFormText,
  leadModalMessagesFor,
  wizardMessagesFor,
} from '../localized-messages';
import { buildWizardSchemas, WIZARD_MESSAGES, WIZARD_STEP_SCHEMAS } from '../wizard-schema';

const EMPTY_CONTACT = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  role: '',
  heardFrom: '',
  consent: false,
};

function messagesByField(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? [])
    (byField[String(issue.path[0])] ??= []).push(issue.message);
  return byField;
}

describe('the lead forms in the page language: one set of rules, messages per language', () => {
  it('an empty Arabic contact submission gets the Arabic message for every required field', () => {
    const ar = messagesByField(
      buildContactSchema(contactMessagesFor('ar')).safeParse(EMPTY_CONTACT),
    );
    expect(ar.firstName).toEqual(['الاسم الأول مطلوب']);
    expect(ar.email).toEqual([arContactMessages['Email is required']]);
    expect(ar.phoneNumber).toEqual([arContactMessages['Phone number is required']]);
    expect(ar.role).toEqual([arContactMessages['Please select your role']]);
    expect(ar.consent).toEqual([arContactMessages['Please accept the privacy policy']]);
  });

  it('Arabic and English reject and accept exactly the same input, field by field', () => {
    const ar = buildContactSchema(contactMessagesFor('ar'));
    const samples = [
      EMPTY_CONTACT,
      {
        ...EMPTY_CONTACT,
        firstName: 'A',
        lastName: 'Khan',
        email: 'a@b',
        phoneNumber: '020 7946 0958',
        phoneCountry: 'gb',
      },
      {
        firstName: 'Layla',
        lastName: 'Haddad',
        email: 'layla@example.ae',
        phoneNumber: '050 123 4567',
        phoneCountry: 'ae',
        role: 'ceo-founder',
        heardFrom: 'google_search',
        consent: true,
      },
    ];
    for (const sample of samples) {
      const english = contactFormSchema.safeParse(sample);
      const arabic = ar.safeParse(sample);
      expect(arabic.success).toBe(english.success);
      expect(Object.keys(messagesByField(arabic)).sort()).toEqual(
        Object.keys(messagesByField(english)).sort(),
      );
    }
  });

  it('every message of the three forms has a translation (none falls back to English)', () => {
    for (const locale of ['ar', 'tr'] as const) {
      for (const [english, translated] of [
        [CONTACT_MESSAGES, contactMessagesFor(locale)],
        [WIZARD_MESSAGES, wizardMessagesFor(locale)],
        [LEAD_MODAL_MESSAGES, leadModalMessagesFor(locale)],
      ] as [Record<string, string>, Record<string, string>][]) {
        for (const key of Object.keys(english)) expect(translated[key]).not.toBe(english[key]);
      }
    }
  });

  it('the wizard and lead-modal step schemas say their messages in the given language', () => {
    const tr = buildWizardSchemas(wizardMessagesFor('tr')).steps[0].safeParse({ services: [] });
    expect(tr.error?.issues[0]?.message).toBe(trWizardMessages['Choose at least one service']);
    expect(WIZARD_STEP_SCHEMAS[0].safeParse({ services: [] }).error?.issues[0]?.message).toBe(
      'Choose at least one service',
    );
    const ar = buildLeadModalSteps(leadModalMessagesFor('ar'))[0].safeParse({
      name: '',
      email: 'x@y.co',
      company: 'C',
    });
    expect(ar.error?.issues[0]?.message).toBe(arLeadModalMessages['Your name is required']);
    expect(
      LEAD_MODAL_STEP_SCHEMAS[0].safeParse({ name: '', email: 'x@y.co', company: 'C' }).error
        ?.issues[0]?.message,
    ).toBe('Your name is required');
  });

  it('the API validates with the posted language; none means English; an unknown one is refused', async () => {
    const ar = await contactSchemaFor({ locale: 'ar' });
    expect(messagesByField(ar.safeParse({ ...EMPTY_CONTACT, locale: 'ar' })).lastName).toEqual([
      arContactMessages['Last name is required'],
    ]);
    const none = await contactSchemaFor({});
    expect(messagesByField(none.safeParse(EMPTY_CONTACT)).lastName).toEqual([
      'Last name is required',
    ]);
    const unknown = await contactSchemaFor({ locale: 'fr' });
    expect(messagesByField(unknown.safeParse({ ...EMPTY_CONTACT, locale: 'fr' })).locale).toEqual([
      'Unknown language: use en, ar, tr',
    ]);
  });

  it("the contact form's words follow the language; option values and the default country follow its market", () => {
    const ar = getContactFormText('ar');
    expect(ar.copy.submit).not.toBe('Send Message');
    expect(ar.roleOptions.map((option) => option.value)).toEqual(
      getContactFormText('en').roleOptions.map((option) => option.value),
    );
    expect(ar.copy.privacyHref).toBe('/ar/privacy-policy');
    expect([
      ar.defaultCountry,
      getContactFormText('tr').defaultCountry,
      getContactFormText('en').defaultCountry,
    ]).toEqual(['ae', 'tr', 'us']);
  });
});
