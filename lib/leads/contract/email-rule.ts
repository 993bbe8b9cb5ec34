import { z } from 'zod';
import { TEXT_LIMITS } from '@/lib/content/limits';

/** zod's own address check: the one format rule of every lead form. */
const emailFormat = z.email();

/**
 * A domain of letters in any script ('şirket.com.tr', 'مثال.إختبار'): labels of letters, marks and
 * digits with inner hyphens, at least two, and a last label of letters (zod's check is ASCII only).
 */
const INTERNATIONAL_DOMAIN =
  /^(?:[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?\.)+[\p{L}\p{M}]{2,63}$/u;

/**
 * An address zod accepts, or one whose domain is internationalized and whose local part zod
 * accepts (checked on a stand-in ASCII domain). The same check runs in the browser and on the
 * server; the server adds the domain's ASCII (punycode) form for the webhook.
 */
export function isEmailAddress(email: string): boolean {
  if (emailFormat.safeParse(email).success) return true;
  const at = email.lastIndexOf('@');
  if (at <= 0) return false;
  const domain = email.slice(at + 1);
  return (
    INTERNATIONAL_DOMAIN.test(domain) &&
    emailFormat.safeParse(`${email.slice(0, at)}@example.com`).success
  );
}

export interface EmailMessages {
  required: string;
  invalid: string;
  tooLong: string;
  /** A value that is not text (a number, an object); default `invalid`. */
  notText?: string;
}

/**
 * The one email rule of the three lead forms (contact form, wizard, lead modal): required, at most
 * TEXT_LIMITS.email characters, and zod's email check or an internationalized domain
 * (isEmailAddress). Each form keeps its own wording.
 */
export function emailRule(messages: EmailMessages) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? messages.required
          : (messages.notText ?? messages.invalid),
    })
    .trim()
    .min(1, messages.required)
    .max(TEXT_LIMITS.email, messages.tooLong)
    .refine(
      // An empty address already says "required"; not also "invalid".
      (email) => email === '' || isEmailAddress(email),
      messages.invalid,
    );
}
