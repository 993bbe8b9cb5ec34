import { z } from 'zod';
import { TEXT_LIMITS } from '@/lib/constants';

/** zod's own address check: the one format rule of every lead form. */
const emailFormat = z.email();

export interface EmailMessages {
  required: string;
  invalid: string;
  tooLong: string;
  /** A value that is not text (a number, an object); default `invalid`. */
  notText?: string;
}

/**
 * The one email rule of the three lead forms (contact form, wizard, lead modal): required, at most
 * TEXT_LIMITS.email characters, and zod's email check. Each form keeps its own wording.
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
      (email) => email === '' || emailFormat.safeParse(email).success,
      messages.invalid,
    );
}
