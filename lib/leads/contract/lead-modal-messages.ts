/**
 * The lead modal's messages in English, apart from its schema so that the dialog names them
 * without evaluating zod when its code is prefetched.
 */

export const LEAD_MODAL_MESSAGES = {
  nameRequired: 'Your name is required',
  emailRequired: 'Business email is required',
  emailInvalid: 'Enter a valid email address',
  companyRequired: 'Company name is required',
  phoneInvalid: 'Use digits, spaces, +, - and brackets only',
  companySizeRequired: 'Choose your company size',
  industryRequired: 'Choose your industry',
  timelineRequired: 'Choose your project timeline',
  goalRequired: 'Choose your primary goal',
  needsRequired: 'Choose at least one use case or challenge',
  needsUnknown: 'Choose from the listed use cases and challenges',
  goalUnknown: 'Choose one of the listed goals',
  contextUnknown: 'Unknown page context',
  landingPageInvalid: 'A landing page is a site path such as /lp/automation-solutions',
  tooLong: 'Too long',
} as const;

/** The lead modal's messages in one language (LEAD_MODAL_MESSAGES's keys). */
export type LeadModalMessages = { readonly [Key in keyof typeof LEAD_MODAL_MESSAGES]: string };
