/**
 * The contact form's messages in English (the original site's, word for word), apart from the
 * schema so that the health-check dialog and the form's words can name them without evaluating
 * zod and the phone rules: that code stays out of the dialogs' idle prefetch.
 */
import { TEXT_LIMITS } from '@/lib/content/limits';

export const CONTACT_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  maxName: `Maximum ${TEXT_LIMITS.name} characters allowed`,
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  maxEmail: `Maximum ${TEXT_LIMITS.email} characters allowed`,
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  maxCompany: `Maximum ${TEXT_LIMITS.company} characters allowed`,
  roleRequired: 'Please select your role',
  heardFromRequired: 'Please select how you heard about us',
  maxMessage: `Maximum ${TEXT_LIMITS.message} characters allowed`,
  consentRequired: 'Please accept the privacy policy',
  invalidValue: 'Invalid value',
  fixErrors: 'Please fix the errors before submitting',
  success: "Thank you! We'll get back to you soon.",
  failure: 'Something went wrong. Please try again.',
  timedOut:
    'We could not reach our server in time. Your details are still here: please send them again.',
} as const;

/** The contact form's messages in one language (CONTACT_MESSAGES's keys). */
export type ContactMessages = { readonly [Key in keyof typeof CONTACT_MESSAGES]: string };
