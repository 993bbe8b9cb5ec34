/**
 * The 3-step lead modal's one schema: one schema per step, merged into the whole; the step's
 * Continue/submit is enabled by its schema and POST /api/leads parses the request with the
 * merged one.
 */
import { z } from 'zod';
import { TEXT_LIMITS } from '@/lib/content/limits';
import { toAsciiDigits } from '@/lib/phone/ascii-digits';
import {
  DEFAULT_LEAD_PAGE_CONTEXT,
  LEAD_BUDGET_OPTIONS,
  LEAD_COMPANY_SIZE_OPTIONS,
  LEAD_INDUSTRY_OPTIONS,
  LEAD_TIMELINE_OPTIONS,
  bundledLeadContext,
  leadGoalLabel,
  leadNeedLabel,
  type LeadContextOptions,
} from '@/content-fallback/lead-modal-options';
import { attributionSchema } from '../attribution-schema';
import { emailRule } from './email-rule';
import { localeField } from './locale-field';
import { LEAD_MODAL_MESSAGES, type LeadModalMessages } from './lead-modal-messages';

// The messages have their own zod-free module, for the dialogs; the schema speaks them.
export { LEAD_MODAL_MESSAGES, type LeadModalMessages };

function valuesOf<const Options extends readonly { value: string }[]>(options: Options) {
  return options.map((option) => option.value) as unknown as [
    Options[number]['value'],
    ...Options[number]['value'][],
  ];
}

/** A lead context's key: the bundled 'automation' and 'ai-development', or an editor's. */
export const LEAD_CONTEXT_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const leadPageContextSchema = z
  .string()
  .max(40, LEAD_MODAL_MESSAGES.contextUnknown)
  .regex(LEAD_CONTEXT_KEY_PATTERN, LEAD_MODAL_MESSAGES.contextUnknown);

/**
 * The landing page the modal was sent from: its permalink with the query string it was opened with
 * (utm_*, click ids), as /lp/spring-offer?utm_source=google; '' or absent off a landing page.
 */
export const leadLandingPageSchema = z
  .string()
  .trim()
  .max(TEXT_LIMITS.landingPage, LEAD_MODAL_MESSAGES.landingPageInvalid)
  .regex(/^(?:\/[a-z0-9-]+)+(?:\?[^\s#]*)?$/, LEAD_MODAL_MESSAGES.landingPageInvalid)
  .or(z.literal(''))
  .optional();

/** The modal's step schemas (index = step number - 1) with the messages of one language. */
export function buildLeadModalSteps(messages: LeadModalMessages = LEAD_MODAL_MESSAGES) {
  const contact = z.object({
    name: z
      .string({ error: messages.nameRequired })
      .trim()
      .min(1, messages.nameRequired)
      .max(TEXT_LIMITS.name, messages.tooLong),
    email: emailRule({
      required: messages.emailRequired,
      invalid: messages.emailInvalid,
      tooLong: messages.tooLong,
    }),
    company: z
      .string({ error: messages.companyRequired })
      .trim()
      .min(1, messages.companyRequired)
      .max(TEXT_LIMITS.company, messages.tooLong),
    phone: z
      .string()
      .trim()
      // Digits typed on an Arabic or Persian keyboard are the same number (stored as ASCII).
      .overwrite(toAsciiDigits)
      .max(TEXT_LIMITS.leadModalPhone, messages.tooLong)
      .regex(/^[0-9+\-\s()]*$/, messages.phoneInvalid)
      .optional()
      .default(''),
  });

  const company = z.object({
    companySize: z.enum(valuesOf(LEAD_COMPANY_SIZE_OPTIONS), {
      error: messages.companySizeRequired,
    }),
    industry: z.enum(valuesOf(LEAD_INDUSTRY_OPTIONS), {
      error: messages.industryRequired,
    }),
    timeline: z.enum(valuesOf(LEAD_TIMELINE_OPTIONS), {
      error: messages.timelineRequired,
    }),
    // Optional: step 2's Continue needs only size, industry and timeline.
    budget: z
      .union([z.enum(valuesOf(LEAD_BUDGET_OPTIONS)), z.literal('')])
      .optional()
      .default(''),
  });

  const goals = z.object({
    primaryGoal: z
      .string({ error: messages.goalRequired })
      .trim()
      .min(1, messages.goalRequired)
      .max(100, messages.tooLong),
    currentChallenges: z
      .array(z.string().trim().min(1).max(100), { error: messages.needsRequired })
      .min(1, messages.needsRequired)
      .max(8, messages.needsUnknown),
  });
  return [contact, company, goals] as const;
}

export const LEAD_MODAL_STEP_SCHEMAS = buildLeadModalSteps();
export const [leadContactStep, leadCompanyStep, leadGoalsStep] = LEAD_MODAL_STEP_SCHEMAS;

/**
 * The whole modal lead, checked against its context's options: goal and challenges are the stable
 * values (not the labels) of the ones that context offers for the chosen industry. `resolve`
 * gives the options of a context key (the page's, loaded by the caller), undefined when unknown.
 */
export function buildLeadModalSchema(
  resolve: (key: string) => LeadContextOptions | undefined,
  messages: LeadModalMessages = LEAD_MODAL_MESSAGES,
) {
  const [contact, company, goals] =
    messages === LEAD_MODAL_MESSAGES ? LEAD_MODAL_STEP_SCHEMAS : buildLeadModalSteps(messages);
  return contact
    .extend(company.shape)
    .extend(goals.shape)
    .extend({
      pageContext: leadPageContextSchema.default(DEFAULT_LEAD_PAGE_CONTEXT),
      landingPage: leadLandingPageSchema,
      locale: localeField,
    })
    .superRefine((lead, context) => {
      const options = resolve(lead.pageContext);
      if (!options) {
        context.addIssue({
          code: 'custom',
          path: ['pageContext'],
          message: messages.contextUnknown,
        });
        return;
      }
      if (leadGoalLabel(options, lead.primaryGoal) === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['primaryGoal'],
          message: messages.goalUnknown,
        });
      }
      if (
        lead.currentChallenges.some(
          (need) => leadNeedLabel(options, lead.industry, need) === undefined,
        ) ||
        new Set(lead.currentChallenges).size !== lead.currentChallenges.length
      ) {
        context.addIssue({
          code: 'custom',
          path: ['currentChallenges'],
          message: messages.needsUnknown,
        });
      }
    });
}

/** The modal lead in a bundled context (the options every build carries). */
export const leadModalSchema = buildLeadModalSchema(bundledLeadContext);

export type LeadModalLead = z.infer<typeof leadModalSchema>;

/** What the form holds while the visitor is still choosing (nothing chosen yet = ''). */
export interface LeadModalDraft {
  name: string;
  email: string;
  company: string;
  phone: string;
  companySize: string;
  industry: string;
  timeline: string;
  budget: string;
  primaryGoal: string;
  currentChallenges: string[];
}

/** Whether the given step (1-3) lets the visitor go forward (step 3: submit). */
export function isLeadModalStepComplete(
  step: number,
  draft: LeadModalDraft,
  steps: readonly z.ZodType[] = LEAD_MODAL_STEP_SCHEMAS,
): boolean {
  const schema = steps[step - 1];
  return schema ? schema.safeParse(draft).success : false;
}

/** POST /api/leads body from the lead modal. `website` is the honeypot (must stay empty). */
export function buildLeadModalRequestSchema(
  resolve: (key: string) => LeadContextOptions | undefined,
  messages: LeadModalMessages = LEAD_MODAL_MESSAGES,
) {
  return buildLeadModalSchema(resolve, messages).safeExtend({
    source: z.literal('lead-modal'),
    attribution: attributionSchema.optional(),
    website: z.string().max(200).optional(),
  });
}

export const leadModalRequestSchema = buildLeadModalRequestSchema(bundledLeadContext);

export type LeadModalRequest = z.infer<typeof leadModalRequestSchema>;
