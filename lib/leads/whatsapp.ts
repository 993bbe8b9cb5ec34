/** The wizard's 'WhatsApp Us' link: wa.me with a prefilled message of the answers. */
import {
  WIZARD_COMPANY_SIZE_OPTIONS,
  WIZARD_GOAL_OPTIONS,
  WIZARD_SERVICE_OPTIONS,
  WIZARD_TIMELINE_OPTIONS,
} from '@/content-fallback/lead-modal-options';
import { WHATSAPP_GREETING } from '@/content-fallback/contact-form';
import type { WizardLead } from './contract/wizard-schema';

function labelOf(
  options: readonly { value: string; label: string; hint?: string }[],
  value: string,
  withHint = false,
): string {
  const option = options.find((candidate) => candidate.value === value);
  if (!option) return value;
  return withHint && option.hint ? `${option.label} (${option.hint})` : option.label;
}

/** The message's words: the greeting and the answers' labels, in the page's language. */
export interface WhatsAppWords {
  WHATSAPP_GREETING: string;
  WIZARD_SERVICE_OPTIONS: readonly { value: string; label: string }[];
  WIZARD_COMPANY_SIZE_OPTIONS: readonly { value: string; label: string }[];
  WIZARD_TIMELINE_OPTIONS: readonly { value: string; label: string; hint?: string }[];
  WIZARD_GOAL_OPTIONS: readonly { value: string; label: string }[];
}

const ENGLISH_WORDS: WhatsAppWords = {
  WHATSAPP_GREETING,
  WIZARD_SERVICE_OPTIONS,
  WIZARD_COMPANY_SIZE_OPTIONS,
  WIZARD_TIMELINE_OPTIONS,
  WIZARD_GOAL_OPTIONS,
};

/**
 * The visitor's prefilled chat message: greeting and answers in the page's language; the field
 * names stay English, as the team reads them in the CRM's language.
 */
export function buildWhatsAppMessage(
  lead: WizardLead,
  words: WhatsAppWords = ENGLISH_WORDS,
): string {
  const {
    WIZARD_SERVICE_OPTIONS,
    WIZARD_COMPANY_SIZE_OPTIONS,
    WIZARD_TIMELINE_OPTIONS,
    WIZARD_GOAL_OPTIONS,
  } = words;
  return [
    words.WHATSAPP_GREETING,
    '',
    `Name: ${lead.name}`,
    `Email: ${lead.email}`,
    `Company: ${lead.company}`,
    `Services: ${lead.services.map((service) => labelOf(WIZARD_SERVICE_OPTIONS, service)).join(', ')}`,
    `Company size: ${labelOf(WIZARD_COMPANY_SIZE_OPTIONS, lead.companySize)} employees`,
    `Timeline: ${labelOf(WIZARD_TIMELINE_OPTIONS, lead.timeline, true)}`,
    `Main goal: ${labelOf(WIZARD_GOAL_OPTIONS, lead.primaryGoal)}`,
  ].join('\n');
}

/** https://wa.me/{digits}?text={message}; wa.me wants the number as digits only, country code first. */
export function buildWhatsAppUrl(phoneNumber: string, message: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}
