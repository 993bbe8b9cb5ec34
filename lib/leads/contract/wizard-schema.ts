/**
 * The Get Started wizard's one schema (spec 01 §3 'Wizard lead', §5 'Wizard'): one schema per
 * step, merged into the whole. The client enables 'Continue →' with the step schema; POST
 * /api/leads parses the request with the merged schema.
 */
import { z } from 'zod';
import { TEXT_LIMITS } from '@/lib/constants';
import {
  WIZARD_COMPANY_SIZE_OPTIONS,
  WIZARD_GOAL_OPTIONS,
  WIZARD_SERVICE_OPTIONS,
  WIZARD_TIMELINE_OPTIONS,
} from '@/content-fallback/lead-modal-options';
import { attributionSchema } from '../attribution-schema';
import { emailRule } from './email-rule';

function valuesOf<const Options extends readonly { value: string }[]>(options: Options) {
  return options.map((option) => option.value) as unknown as [
    Options[number]['value'],
    ...Options[number]['value'][],
  ];
}

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

/** Required, non-empty after trimming, no format check (spec: "no format check"). */
function requiredText(message: string, max: number) {
  return z.string({ error: message }).trim().min(1, message).max(max, WIZARD_MESSAGES.tooLong);
}

export const wizardServicesStep = z.object({
  services: z
    .array(z.enum(valuesOf(WIZARD_SERVICE_OPTIONS)), { error: WIZARD_MESSAGES.servicesRequired })
    .min(1, WIZARD_MESSAGES.servicesRequired)
    .max(WIZARD_SERVICE_OPTIONS.length)
    .refine((list) => new Set(list).size === list.length, 'Each service once'),
});

export const wizardCompanyStep = z.object({
  companySize: z.enum(valuesOf(WIZARD_COMPANY_SIZE_OPTIONS), {
    error: WIZARD_MESSAGES.companySizeRequired,
  }),
  timeline: z.enum(valuesOf(WIZARD_TIMELINE_OPTIONS), { error: WIZARD_MESSAGES.timelineRequired }),
});

export const wizardGoalStep = z.object({
  primaryGoal: z.enum(valuesOf(WIZARD_GOAL_OPTIONS), { error: WIZARD_MESSAGES.goalRequired }),
});

export const wizardContactStep = z.object({
  name: requiredText(WIZARD_MESSAGES.nameRequired, TEXT_LIMITS.name),
  // The one email rule of all lead forms (issue 13), so the CRM never gets an unusable address.
  email: emailRule({
    required: WIZARD_MESSAGES.emailRequired,
    invalid: WIZARD_MESSAGES.emailInvalid,
    tooLong: WIZARD_MESSAGES.tooLong,
  }),
  company: requiredText(WIZARD_MESSAGES.companyRequired, TEXT_LIMITS.company),
});

/** Steps in order; index = step number - 1. */
export const WIZARD_STEP_SCHEMAS = [
  wizardServicesStep,
  wizardCompanyStep,
  wizardGoalStep,
  wizardContactStep,
] as const;

export const wizardLeadSchema = wizardServicesStep
  .extend(wizardCompanyStep.shape)
  .extend(wizardGoalStep.shape)
  .extend(wizardContactStep.shape);

export type WizardLead = z.infer<typeof wizardLeadSchema>;

/** What the form holds while the visitor is still choosing (nothing chosen yet = ''). */
export interface WizardDraft {
  services: string[];
  companySize: string;
  timeline: string;
  primaryGoal: string;
  name: string;
  email: string;
  company: string;
}

export { EMPTY_WIZARD_DRAFT } from './drafts';

/** Whether the given step (1-4) lets the visitor go forward (or, on step 4, act). */
export function isWizardStepComplete(step: number, draft: WizardDraft): boolean {
  const schema = WIZARD_STEP_SCHEMAS[step - 1];
  return schema ? schema.safeParse(draft).success : false;
}

/** POST /api/leads body from the wizard. `website` is the honeypot (must stay empty). */
export const wizardLeadRequestSchema = wizardLeadSchema.extend({
  source: z.literal('wizard'),
  attribution: attributionSchema.optional(),
  website: z.string().max(200).optional(),
});

export type WizardLeadRequest = z.infer<typeof wizardLeadRequestSchema>;
