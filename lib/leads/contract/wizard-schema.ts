/**
 * The Get Started wizard's one schema: one schema per step, merged into the whole. The client
 * enables 'Continue →' with the step schema; POST /api/leads parses the request with the merged
 * schema.
 */
import { z } from 'zod';
import { TEXT_LIMITS } from '@/lib/content/limits';
import {
  WIZARD_COMPANY_SIZE_OPTIONS,
  WIZARD_GOAL_OPTIONS,
  WIZARD_SERVICE_OPTIONS,
  WIZARD_TIMELINE_OPTIONS,
} from '@/content-fallback/lead-modal-options';
import { attributionSchema } from '../attribution-schema';
import { emailRule } from './email-rule';
import { localeField } from './locale-field';
import { WIZARD_MESSAGES, type WizardMessages } from './wizard-messages';

// The messages have their own zod-free module, for the dialogs; the schema speaks them.
export { WIZARD_MESSAGES, type WizardMessages };

function valuesOf<const Options extends readonly { value: string }[]>(options: Options) {
  return options.map((option) => option.value) as unknown as [
    Options[number]['value'],
    ...Options[number]['value'][],
  ];
}

/** Required, non-empty after trimming, with no format check. */
function requiredText(message: string, max: number, tooLong: string) {
  return z.string({ error: message }).trim().min(1, message).max(max, tooLong);
}

/**
 * The wizard's rules with the messages of one language (English by default): the step schemas
 * in order (index = step number - 1) and the whole lead they merge into.
 */
export function buildWizardSchemas(messages: WizardMessages = WIZARD_MESSAGES) {
  const services = z.object({
    services: z
      .array(z.enum(valuesOf(WIZARD_SERVICE_OPTIONS)), { error: messages.servicesRequired })
      .min(1, messages.servicesRequired)
      .max(WIZARD_SERVICE_OPTIONS.length)
      .refine((list) => new Set(list).size === list.length, 'Each service once'),
  });
  const company = z.object({
    companySize: z.enum(valuesOf(WIZARD_COMPANY_SIZE_OPTIONS), {
      error: messages.companySizeRequired,
    }),
    timeline: z.enum(valuesOf(WIZARD_TIMELINE_OPTIONS), { error: messages.timelineRequired }),
  });
  const goal = z.object({
    primaryGoal: z.enum(valuesOf(WIZARD_GOAL_OPTIONS), { error: messages.goalRequired }),
  });
  const contact = z.object({
    name: requiredText(messages.nameRequired, TEXT_LIMITS.name, messages.tooLong),
    // The one email rule of all lead forms (docs/leads.md), so the CRM never gets an unusable
    // address.
    email: emailRule({
      required: messages.emailRequired,
      invalid: messages.emailInvalid,
      tooLong: messages.tooLong,
    }),
    company: requiredText(messages.companyRequired, TEXT_LIMITS.company, messages.tooLong),
  });
  return {
    steps: [services, company, goal, contact] as const,
    lead: services.extend(company.shape).extend(goal.shape).extend(contact.shape).extend({
      locale: localeField,
    }),
  };
}

const englishWizard = buildWizardSchemas();
export const [wizardServicesStep, wizardCompanyStep, wizardGoalStep, wizardContactStep] =
  englishWizard.steps;

/** Steps in order; index = step number - 1. */
export const WIZARD_STEP_SCHEMAS = englishWizard.steps;

export const wizardLeadSchema = englishWizard.lead;

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

/** Whether the given step (1-4) lets the visitor go forward (or, on step 4, act). */
export function isWizardStepComplete(
  step: number,
  draft: WizardDraft,
  steps: readonly z.ZodType[] = WIZARD_STEP_SCHEMAS,
): boolean {
  const schema = steps[step - 1];
  return schema ? schema.safeParse(draft).success : false;
}

/** POST /api/leads body from the wizard. `website` is the honeypot (must stay empty). */
export const wizardLeadRequestSchema = wizardLeadSchema.extend({
  source: z.literal('wizard'),
  attribution: attributionSchema.optional(),
  website: z.string().max(200).optional(),
});

export type WizardLeadRequest = z.infer<typeof wizardLeadRequestSchema>;
