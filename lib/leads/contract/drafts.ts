/**
 * The empty answers the wizard and the lead modal start from. Kept apart from the schemas so a
 * dialog's first render needs no zod: its validation code loads while the visitor starts typing.
 */
import type { LeadModalDraft } from './lead-modal-schema';
import type { WizardDraft } from './wizard-schema';

export const EMPTY_WIZARD_DRAFT: WizardDraft = {
  services: [],
  companySize: '',
  timeline: '',
  primaryGoal: '',
  name: '',
  email: '',
  company: '',
};

export const EMPTY_LEAD_MODAL_DRAFT: LeadModalDraft = {
  name: '',
  email: '',
  company: '',
  phone: '',
  companySize: '',
  industry: '',
  timeline: '',
  budget: '',
  primaryGoal: '',
  currentChallenges: [],
};
