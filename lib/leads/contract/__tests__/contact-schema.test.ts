import {
  contactFormSchema,
  CONTACT_HEARD_FROM_OPTIONS,
  CONTACT_ROLE_OPTIONS,
} from '../contact-schema';

const valid = {
  firstName: 'Amina',
  lastName: 'Khan',
  email: 'amina@example.com',
  phoneNumber: '07911 123456',
  phoneCountry: 'gb',
  companyName: 'Acme Ltd',
  role: 'ceo-founder',
  heardFrom: 'google_search',
  message: 'Hello',
  consent: true,
};

/** The messages the schema reports for one field when `overrides` are applied to a valid submission. */
function messagesFor(field: string, overrides: Record<string, unknown>): string[] {
  const result = contactFormSchema.safeParse({ ...valid, ...overrides });
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message);
}

function without(field: keyof typeof valid) {
  const copy: Record<string, unknown> = { ...valid };
  delete copy[field];
  return copy;
}

describe('contact form schema', () => {
  it('accepts a complete valid submission and trims text', () => {
    const result = contactFormSchema.safeParse({ ...valid, firstName: '  Amina  ' });
    expect(result.success).toBe(true);
    expect(result.success && result.data.firstName).toBe('Amina');
  });

  it('accepts a submission without the optional company name and message', () => {
    const data: Record<string, unknown> = { ...valid };
    delete data.companyName;
    delete data.message;
    expect(contactFormSchema.safeParse(data).success).toBe(true);
  });

  describe.each([
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
  ] as const)('%s', (field, required) => {
    it('is required', () => {
      expect(messagesFor(field, { [field]: '' })).toEqual([required]);
      expect(messagesFor(field, { [field]: '   ' })).toEqual([required]);
      expect(contactFormSchema.safeParse(without(field)).error?.issues[0]?.message).toBe(required);
    });
    it('needs at least 2 characters', () => {
      expect(messagesFor(field, { [field]: 'A' })).toEqual([required]);
      expect(messagesFor(field, { [field]: 'Al' })).toEqual([]);
    });
    it('allows at most 50 characters', () => {
      expect(messagesFor(field, { [field]: 'a'.repeat(50) })).toEqual([]);
      expect(messagesFor(field, { [field]: 'a'.repeat(51) })).toEqual([
        'Maximum 50 characters allowed',
      ]);
    });
    it("answers 'Invalid value' to a non-string", () => {
      expect(messagesFor(field, { [field]: 42 })).toEqual(['Invalid value']);
    });
  });

  describe('email', () => {
    it('is required', () => {
      expect(messagesFor('email', { email: '' })).toEqual(['Email is required']);
      expect(contactFormSchema.safeParse(without('email')).error?.issues[0]?.message).toBe(
        'Email is required',
      );
    });
    it.each(['plainaddress', 'a@b', 'a b@c.com', '@example.com', 'amina@'])(
      'refuses %p as an address',
      (email) => {
        expect(messagesFor('email', { email })).toEqual(['Invalid email address']);
      },
    );
    it('allows at most 100 characters', () => {
      const at100 = `${'a'.repeat(88)}@example.com`;
      expect(at100).toHaveLength(100);
      expect(messagesFor('email', { email: at100 })).toEqual([]);
      expect(messagesFor('email', { email: `a${at100}` })).toEqual([
        'Maximum 100 characters allowed',
      ]);
    });
    it("answers 'Invalid value' to a non-string", () => {
      expect(messagesFor('email', { email: ['a@b.co'] })).toEqual(['Invalid value']);
    });
  });

  describe('phoneNumber', () => {
    it('is required', () => {
      expect(messagesFor('phoneNumber', { phoneNumber: '' })).toEqual(['Phone number is required']);
      expect(contactFormSchema.safeParse(without('phoneNumber')).error?.issues[0]?.message).toBe(
        'Phone number is required',
      );
    });
    it('must be a valid mobile number for the chosen country', () => {
      expect(
        messagesFor('phoneNumber', { phoneNumber: '020 7946 0958', phoneCountry: 'gb' }),
      ).toEqual(['Please enter a valid phone number']);
      expect(
        messagesFor('phoneNumber', { phoneNumber: '201 555-0123', phoneCountry: 'us' }),
      ).toEqual([]);
      expect(
        messagesFor('phoneNumber', { phoneNumber: '0300 1234567', phoneCountry: 'pk' }),
      ).toEqual([]);
    });
    it('refuses characters other than digits, plus, spaces and hyphens', () => {
      expect(messagesFor('phoneNumber', { phoneNumber: '07911 l23456' })).toEqual([
        'Please enter a valid phone number',
      ]);
    });
    it('still reports an invalid phone while other fields are invalid (validation on change)', () => {
      expect(messagesFor('phoneNumber', { phoneNumber: '123', role: '', heardFrom: '' })).toEqual([
        'Please enter a valid phone number',
      ]);
    });
    it("answers 'Invalid value' to a non-string", () => {
      expect(messagesFor('phoneNumber', { phoneNumber: 7911123456 })).toEqual(['Invalid value']);
    });
  });

  describe('phoneCountry (optional: not a field of the original form)', () => {
    it('accepts the original form body without it when the number is in international form', () => {
      expect(
        contactFormSchema.safeParse({ ...without('phoneCountry'), phoneNumber: '+12015550123' })
          .success,
      ).toBe(true);
      expect(
        messagesFor('phoneNumber', { phoneCountry: '', phoneNumber: '+44 7911 123456' }),
      ).toEqual([]);
    });
    it('lets a +… number carry its own country, whatever country was chosen', () => {
      expect(
        messagesFor('phoneNumber', { phoneCountry: 'us', phoneNumber: '+44 7911 123456' }),
      ).toEqual([]);
    });
    it('puts the error on phoneNumber when a national number comes without a country', () => {
      const result = contactFormSchema.safeParse({
        ...without('phoneCountry'),
        phoneNumber: '07911 123456',
      });
      expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
        ['phoneNumber', 'Please enter a valid phone number'],
      ]);
    });
  });

  it("refuses an unknown phone country with 'Invalid value'", () => {
    expect(messagesFor('phoneCountry', { phoneCountry: 'zz' })).toEqual(['Invalid value']);
    expect(messagesFor('phoneCountry', { phoneCountry: 1 })).toEqual(['Invalid value']);
  });

  describe('companyName (optional)', () => {
    it('allows at most 100 characters', () => {
      expect(messagesFor('companyName', { companyName: '' })).toEqual([]);
      expect(messagesFor('companyName', { companyName: 'c'.repeat(100) })).toEqual([]);
      expect(messagesFor('companyName', { companyName: 'c'.repeat(101) })).toEqual([
        'Maximum 100 characters allowed',
      ]);
    });
    it("answers 'Invalid value' to a non-string", () => {
      expect(messagesFor('companyName', { companyName: { name: 'Acme' } })).toEqual([
        'Invalid value',
      ]);
    });
  });

  describe.each([
    ['role', 'Please select your role', CONTACT_ROLE_OPTIONS],
    ['heardFrom', 'Please select how you heard about us', CONTACT_HEARD_FROM_OPTIONS],
  ] as const)('%s', (field, required, options) => {
    it('is required', () => {
      expect(messagesFor(field, { [field]: '' })).toEqual([required]);
      expect(messagesFor(field, { [field]: undefined })).toEqual([required]);
    });
    it('accepts each listed option and nothing else', () => {
      for (const option of options)
        expect(messagesFor(field, { [field]: option.value })).toEqual([]);
      expect(messagesFor(field, { [field]: 'astronaut' })).toEqual([required]);
    });
    it("answers 'Invalid value' to a non-string", () => {
      expect(messagesFor(field, { [field]: 3 })).toEqual(['Invalid value']);
    });
  });

  it('lists the role and heard-from option values in order', () => {
    expect(CONTACT_ROLE_OPTIONS.map((option) => option.value)).toEqual([
      'ceo-founder',
      'cto-it-director',
      'business-owner',
      'operations-manager',
      'project-manager',
      'marketing-manager',
      'other',
    ]);
    expect(CONTACT_HEARD_FROM_OPTIONS.map((option) => option.value)).toEqual([
      'google_search',
      'linkedin_social',
      'friend_referral',
      'social_media',
      'email_newsletter',
      'online_ad',
      'other',
    ]);
  });

  describe('message (optional)', () => {
    it('allows at most 500 characters', () => {
      expect(messagesFor('message', { message: 'm'.repeat(500) })).toEqual([]);
      expect(messagesFor('message', { message: 'm'.repeat(501) })).toEqual([
        'Maximum 500 characters allowed',
      ]);
    });
    it("answers 'Invalid value' to a non-string", () => {
      expect(messagesFor('message', { message: 500 })).toEqual(['Invalid value']);
    });
  });

  describe('consent', () => {
    it('must be true', () => {
      expect(messagesFor('consent', { consent: false })).toEqual([
        'Please accept the privacy policy',
      ]);
      expect(contactFormSchema.safeParse(without('consent')).error?.issues[0]?.message).toBe(
        'Please accept the privacy policy',
      );
    });
    it("answers 'Invalid value' to a non-boolean", () => {
      expect(messagesFor('consent', { consent: 'yes' })).toEqual(['Invalid value']);
    });
  });
});

it('reports an invalid phone even when every other field is empty (as the form validates on change)', () => {
  const result = contactFormSchema.safeParse({
    firstName: '',
    lastName: '',
    email: '',
    phoneNumber: '020 7946 0958',
    phoneCountry: 'gb',
    companyName: '',
    role: '',
    heardFrom: '',
    message: '',
    consent: false,
    website: '',
  });
  expect(result.error?.issues.find((issue) => issue.path[0] === 'phoneNumber')?.message).toBe(
    'Please enter a valid phone number',
  );
});

describe('contact phone typed with Arabic-Indic or Persian digits', () => {
  const valid = {
    firstName: 'Amina',
    lastName: 'Khan',
    email: 'amina@example.com',
    companyName: '',
    role: 'cto-it-director',
    heardFrom: 'linkedin_social',
    message: '',
    consent: true,
  };

  it.each([
    ['٠٥٠١٢٣٤٥٦٧', 'ae', '0501234567'],
    ['۰۹۱۲ ۳۴۵ ۶۷۸۹', 'ir', '0912 345 6789'],
    ['+٩٧١٥٠١٢٣٤٥٦٧', undefined, '+971501234567'],
  ])('accepts %p and keeps it in ASCII digits', (phoneNumber, phoneCountry, ascii) => {
    const parsed = contactFormSchema.safeParse({ ...valid, phoneNumber, phoneCountry });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.phoneNumber).toBe(ascii);
  });
});
