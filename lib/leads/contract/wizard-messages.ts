/**
 * The wizard's messages in English, apart from its schema so that the wizard dialog names them
 * without evaluating zod when its code is prefetched.
 */

export const WIZARD_MESSAGES = {
  servicesRequired: 'Choose at least one service',
  companySizeRequired: 'Choose your company size',
  timelineRequired: 'Choose when you want to start',
  goalRequired: 'Choose your main goal',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  companyRequired: 'Company is required',
  tooLong: 'Too long',
} as const;

/** The wizard's messages in one language (WIZARD_MESSAGES's keys). */
export type WizardMessages = { readonly [Key in keyof typeof WIZARD_MESSAGES]: string };
