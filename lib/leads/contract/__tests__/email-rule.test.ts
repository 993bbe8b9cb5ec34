import { contactFormSchema } from '../contact-schema';
import { leadContactStep } from '../lead-modal-schema';
import { wizardContactStep } from '../wizard-schema';

/** The one email rule (zod's email check + 100 characters) in all three lead forms. */
const forms = [
  ['contact form', (email: string) => contactFormSchema.shape.email.safeParse(email).success],
  ['lead modal', (email: string) => leadContactStep.shape.email.safeParse(email).success],
  ['wizard', (email: string) => wizardContactStep.shape.email.safeParse(email).success],
] as const;

describe.each(forms)('email rule of the %s', (_name, accepts) => {
  it('accepts an ordinary address and one of exactly 100 characters', () => {
    expect(accepts('ada@example.com')).toBe(true);
    expect(accepts(`${'a'.repeat(88)}@example.com`)).toBe(true);
  });
  it.each(['', 'plainaddress', 'a@b', 'a b@c.com', '@example.com', 'ada@', 'ada@@example.com'])(
    'refuses %p',
    (email) => expect(accepts(email)).toBe(false),
  );
  it.each([
    'ali@şirket.com.tr',
    'ayse.kaya@örnek.com.tr',
    'user@مثال.إختبار',
    'ali@xn--irket-ova.com.tr',
  ])('accepts the internationalized domain of %p', (email) => expect(accepts(email)).toBe(true));
  it.each([
    'ali@şirket',
    'ali@-şirket.com',
    'ali@şirket-.com',
    'ali şen@şirket.com',
    'ali@şir ket.com',
    'ali@@şirket.com.tr',
    'ali@şirket..com',
  ])('refuses %p', (email) => expect(accepts(email)).toBe(false));
  it('refuses 101 characters', () => {
    expect(accepts(`${'a'.repeat(89)}@example.com`)).toBe(false);
  });
});
