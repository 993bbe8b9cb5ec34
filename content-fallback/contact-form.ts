/**
 * Words of the contact form (served HTML and live version), its choice lists and the mobile
 * 'Free Health Check' dialog that wraps it. The option values are the stable ids
 * the contact schema accepts and the webhook carries; labels are what visitors read and may change.
 */
import { BRAND_NAME } from './site';

export const CONTACT_FORM_COPY = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  country: 'Country',
  countrySearch: 'Search countries',
  countrySearchPlaceholder: 'Search country',
  phoneNumber: 'Phone number',
  companyName: 'Company name',
  role: 'Your role',
  rolePlaceholder: 'Select your role',
  heardFrom: 'How did you hear about us?',
  heardFromPlaceholder: 'Select an option',
  message: 'Message',
  optional: '(optional)',
  consentBefore: `I agree to be contacted by ${BRAND_NAME} for scheduling and marketing purposes in accordance with the`,
  privacyPolicy: 'Privacy Policy',
  privacyHref: '/privacy-policy',
  honeypot: 'Website',
  submit: 'Send Message',
  submitting: 'Submitting...',
  /** Served form only: its list holds the preferred countries, and a '+…' number needs none.
   * One line down to 320 px wide, so the live form's search box takes exactly its place. */
  phoneHint: 'Not listed? Add the country code: +44 7911 123456',
} as const;

export const CONTACT_ROLE_OPTIONS = [
  { value: 'ceo-founder', label: 'CEO / Founder' },
  { value: 'cto-it-director', label: 'CTO / IT Director' },
  { value: 'business-owner', label: 'Business Owner' },
  { value: 'operations-manager', label: 'Operations Manager' },
  { value: 'project-manager', label: 'Project Manager' },
  { value: 'marketing-manager', label: 'Marketing Manager' },
  { value: 'other', label: 'Other' },
] as const;

export const CONTACT_HEARD_FROM_OPTIONS = [
  { value: 'google_search', label: 'Google Search' },
  { value: 'linkedin_social', label: 'LinkedIn' },
  { value: 'friend_referral', label: 'Friend / Referral' },
  { value: 'social_media', label: 'Social Media' },
  { value: 'email_newsletter', label: 'Email Newsletter' },
  { value: 'online_ad', label: 'Online Ad' },
  { value: 'other', label: 'Other' },
] as const;

/** The mobile 'Free Health Check' dialog: the contact form with its own title and submit text. */
export const HEALTH_CHECK_COPY = {
  title: 'Get Your Free Health Check',
  description: 'Tell us about your business and our team will get back to you within 24 hours.',
  submit: 'Get Free Health Check',
  close: 'Close',
} as const;

/** First line of the wizard's prefilled WhatsApp message. */
export const WHATSAPP_GREETING = `Hi ${BRAND_NAME}! I'd like to discuss a project.`;
