'use client';

import { ArrowLeftGlyph } from '@/components/layout/glyphs';
import { useId, useMemo, useRef, useState } from 'react';
import { useController, useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import { Modal } from '@/components/ui/modal';
import * as leadModalEnglish from '@/content-fallback/lead-modal-options';
import {
  DEFAULT_LEAD_PAGE_CONTEXT,
  bundledLeadContext,
  getIndustryNeeds,
  type LeadContextOptions,
  type LeadIndustry,
} from '@/content-fallback/lead-modal-options';
import { siteConfig } from '@/content-fallback/site';
import { trackLeadConversion } from '@/lib/analytics/track';
import { MODAL_TIMINGS, TEXT_LIMITS } from '@/lib/constants';
import type { HostedDialogProps } from '@/lib/dialogs';
import { EMPTY_LEAD_MODAL_DRAFT } from '@/lib/leads/contract/drafts';
import type { LeadModalDraft } from '@/lib/leads/contract/lead-modal-schema';
import { LEAD_MODAL_MESSAGES } from '@/lib/leads/contract/lead-modal-messages';
import { inPageLanguage, pageLocale } from './dialog-words';
import { landingPageOf, readLeadPageData } from '@/lib/leads/lead-page-data';
import { buildBookingUrlSafely, showBookingPage } from '@/lib/leads/scheduler-url';
import { submitLead } from '@/lib/leads/submit-lead';
import { lazyModule, useLazyModule } from './lazy-module';
import { useSingleFlight, useStepHeadingFocus, useSubmissionKey } from './use-lead-flow';
import {
  ChoiceCard,
  ChoiceGroup,
  CloseButton,
  HoneypotField,
  StepHeading,
  StepProgress,
  TextField,
  primaryButtonClass,
  RadioChoiceGroup,
} from './lead-flow-parts';

const TOTAL_STEPS = 3;

/** zod and the schemas: fetched when the modal mounts or on a trigger's intent, not on idle. */
const leadModalValidation = lazyModule(() => import('./lead-modal-validation'));
export const preloadValidation = () => leadModalValidation.load();

type LeadModalValidation = typeof import('./lead-modal-validation');
const stepsByMessages = new WeakMap<object, LeadModalValidation['LEAD_MODAL_STEP_SCHEMAS']>();

/** The step schemas with the page language's messages: built once per language. */
function localizedSteps(
  module: LeadModalValidation,
  locale: string,
  messages: Parameters<LeadModalValidation['buildLeadModalSteps']>[0] & object,
): LeadModalValidation['LEAD_MODAL_STEP_SCHEMAS'] {
  if (locale === 'en') return module.LEAD_MODAL_STEP_SCHEMAS;
  let steps = stepsByMessages.get(messages);
  if (!steps) stepsByMessages.set(messages, (steps = module.buildLeadModalSteps(messages)));
  return steps;
}

type Status = 'idle' | 'submitting' | 'failed';

/** A text field bound to the form: its message shows once the field is left or Continue pressed. */
function LeadTextField({
  control,
  name,
  ...props
}: {
  control: Control<LeadModalDraft, { step: number }>;
  name: 'name' | 'email' | 'company' | 'phone';
} & Omit<Parameters<typeof TextField>[0], 'value' | 'onChange' | 'onBlur' | 'error'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

/**
 * The options the modal offers: those its landing page served for its context (CMS or bundled),
 * else the bundled context of that key, else the default context (a trigger off a landing page).
 */
function resolveLeadContext(key: string): { context: LeadContextOptions; landingPage: string } {
  const fromPage = typeof document === 'undefined' ? undefined : readLeadPageData(document, key);
  if (fromPage)
    return {
      context: fromPage.context,
      landingPage: landingPageOf(fromPage.permalink, location.search),
    };
  const bundled = bundledLeadContext(key) ?? bundledLeadContext(DEFAULT_LEAD_PAGE_CONTEXT);
  // The default context is bundled, so this never falls through.
  return { context: bundled as LeadContextOptions, landingPage: '' };
}

/**
 * 3-step lead modal of the home and landing pages (spec 01 §2, §4, §5, §7; 02 §2): contact →
 * company → goals. react-hook-form holds the answers; each step is checked with its own schema
 * through zodResolver. On success the booking page opens with the answers, the conversion is
 * tracked and the modal closes; on failure every answer stays and the visitor can retry.
 */
export default function LeadModal({
  open,
  onClose,
  pageContext = DEFAULT_LEAD_PAGE_CONTEXT,
  config,
}: HostedDialogProps) {
  // The modal's words in the page's language (its catalog came with the dialog's code).
  const [{ locale, words }] = useState(() => ({
    locale: pageLocale(),
    words: inPageLanguage({
      LEAD_MODAL_COPY: leadModalEnglish.LEAD_MODAL_COPY,
      LEAD_BUDGET_OPTIONS: leadModalEnglish.LEAD_BUDGET_OPTIONS,
      LEAD_COMPANY_SIZE_OPTIONS: leadModalEnglish.LEAD_COMPANY_SIZE_OPTIONS,
      LEAD_INDUSTRY_OPTIONS: leadModalEnglish.LEAD_INDUSTRY_OPTIONS,
      LEAD_TIMELINE_OPTIONS: leadModalEnglish.LEAD_TIMELINE_OPTIONS,
      LEAD_MODAL_MESSAGES,
    }),
  }));
  const {
    LEAD_MODAL_COPY,
    LEAD_BUDGET_OPTIONS,
    LEAD_COMPANY_SIZE_OPTIONS,
    LEAD_INDUSTRY_OPTIONS,
    LEAD_TIMELINE_OPTIONS,
  } = words;
  const [step, setStep] = useState(1);
  const [status, setStatus] = useState<Status>('idle');
  const headingRef = useStepHeadingFocus(step);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const { keyFor: idempotencyKeyFor } = useSubmissionKey();
  const singleFlight = useSingleFlight();
  const titleId = useId();
  const stepHeadingId = useId();
  const fieldId = useId();
  const { context: leadContext, landingPage } = useMemo(
    () => resolveLeadContext(pageContext),
    [pageContext],
  );

  // The step schemas with the messages in the page's language.
  const stepSchemas = (module: LeadModalValidation) =>
    localizedSteps(module, locale, words.LEAD_MODAL_MESSAGES);

  // The resolver checks only the step on screen (its number comes in as the form's context), so
  // Continue reports that step's fields alone: one schema per step, through zodResolver.
  const stepResolver: Resolver<LeadModalDraft, { step: number }> = async (
    values,
    context,
    options,
  ) => {
    const loadedValidation = await leadModalValidation.load();
    const steps = stepSchemas(loadedValidation);
    const { zodResolver } = loadedValidation;
    const schema = steps[(context?.step ?? 1) - 1] ?? steps[0];
    return (zodResolver(schema) as unknown as Resolver<LeadModalDraft, { step: number }>)(
      values,
      context,
      options,
    );
  };
  const { control, handleSubmit, setValue, getValues, formState } = useForm<
    LeadModalDraft,
    { step: number }
  >({
    defaultValues: EMPTY_LEAD_MODAL_DRAFT,
    mode: 'onTouched',
    context: { step },
    resolver: stepResolver,
  });
  const draft = useWatch({ control }) as LeadModalDraft;
  const { errors, isSubmitted } = formState;

  const validation = useLazyModule(leadModalValidation);
  // Until the validation code has arrived (a moment after opening), Continue waits with it.
  const stepComplete = validation
    ? (stepSchemas(validation)[step - 1]?.safeParse(draft).success ?? false)
    : false;
  const stepCopy = LEAD_MODAL_COPY.steps[step - 1] ?? LEAD_MODAL_COPY.steps[0];
  const submitting = status === 'submitting';
  const industry = LEAD_INDUSTRY_OPTIONS.find((option) => option.value === draft.industry)?.value;
  const needs = industry ? getIndustryNeeds(leadContext, industry) : null;

  function choose(key: 'companySize' | 'timeline' | 'budget' | 'primaryGoal', value: string) {
    setValue(key, value, { shouldDirty: true, shouldValidate: isSubmitted });
  }

  function chooseIndustry(next: LeadIndustry) {
    // Challenges belong to an industry: drop the ones the new industry does not offer.
    const offered = getIndustryNeeds(leadContext, next);
    const keep = new Set<string>(
      [...offered.challenges, ...offered.useCases].map((need) => need.value),
    );
    setValue('industry', next, { shouldDirty: true, shouldValidate: isSubmitted });
    setValue(
      'currentChallenges',
      getValues('currentChallenges').filter((item) => keep.has(item)),
    );
  }

  function toggleNeed(item: string, checked: boolean) {
    const current = getValues('currentChallenges');
    setValue(
      'currentChallenges',
      checked ? [...current, item] : current.filter((entry) => entry !== item),
      { shouldDirty: true, shouldValidate: isSubmitted },
    );
  }

  async function submit() {
    // Loaded: every step before this one was checked with it.
    const loaded = leadModalValidation.current();
    const parsed = loaded
      ?.buildLeadModalSchema(() => leadContext, words.LEAD_MODAL_MESSAGES)
      // The page's language goes with the lead (the answers stay English ids).
      .safeParse({ ...getValues(), pageContext: leadContext.key, landingPage, locale });
    if (!loaded || !parsed?.success) return;
    const lead = parsed.data;
    // A blank tab opened inside the click survives popup blockers; it gets its URL after the POST.
    const bookingTab = window.open('', '_blank');
    if (bookingTab) bookingTab.opener = null;
    setStatus('submitting');
    const attribution = loaded.readAttribution();
    let leadId: string | undefined;
    try {
      ({ id: leadId } = await submitLead(
        '/api/leads',
        { ...lead, source: 'lead-modal', attribution, website: honeypotRef.current?.value ?? '' },
        { idempotencyKey: idempotencyKeyFor(lead) },
      ));
    } catch (error) {
      // Spec 02 §8: logged as 'Error submitting lead:'; the modal stays open with every answer.
      console.error('Error submitting lead:', error);
      bookingTab?.close();
      setStatus('failed');
      return;
    }
    // The lead is stored: from here on nothing is reported as a failure.
    try {
      showBookingPage(
        bookingTab,
        buildBookingUrlSafely(
          [config.schedulerUrl, siteConfig.schedulerUrl],
          { ...lead, leadContext },
          attribution,
          new Date(),
        ),
      );
    } catch (error) {
      console.error('Could not open the booking page:', error);
    }
    trackLeadConversion({
      leadId,
      companySize: lead.companySize,
      industry: lead.industry,
      hasCompany: lead.company.trim() !== '',
      formName: 'lead-modal',
    });
    setStatus('idle');
    onClose();
  }

  const onValidStep = () => {
    if (step < TOTAL_STEPS) {
      setStep(step + 1);
      return;
    }
    void singleFlight(submit);
  };

  const goals = leadContext.goals;

  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      exitMs={MODAL_TIMINGS.leadModalExitMs}
      initialFocusRef={headingRef}
      panelClassName="max-w-xl"
    >
      <div className="p-5 sm:p-7">
        <div className="flex items-start gap-2">
          {step > 1 ? (
            <button
              type="button"
              aria-label={LEAD_MODAL_COPY.back}
              onClick={() => setStep(step - 1)}
              className="hover:text-ink focus-visible:outline-primary -ms-2 rounded-full p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2"
            >
              <ArrowLeftGlyph className="size-5" />
            </button>
          ) : null}
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-ink text-xl font-bold sm:text-2xl">
              {leadContext.title}
            </h2>
            <StepProgress step={step} total={TOTAL_STEPS} label={stepCopy.description} />
          </div>
          <CloseButton label={LEAD_MODAL_COPY.close} onClick={onClose} />
        </div>

        <form
          className="relative mt-5"
          onSubmit={(event) => void handleSubmit(onValidStep)(event)}
          noValidate
        >
          <StepHeading id={stepHeadingId} headingRef={headingRef}>
            {stepCopy.heading}
          </StepHeading>

          {step === 1 ? (
            <div className="space-y-3">
              <LeadTextField
                control={control}
                name="name"
                id={`${fieldId}-name`}
                label={LEAD_MODAL_COPY.nameLabel}
                autoComplete="name"
                required
                maxLength={TEXT_LIMITS.name}
              />
              <LeadTextField
                control={control}
                name="email"
                id={`${fieldId}-email`}
                label={LEAD_MODAL_COPY.emailLabel}
                type="email"
                autoComplete="email"
                required
                maxLength={TEXT_LIMITS.email}
              />
              <LeadTextField
                control={control}
                name="company"
                id={`${fieldId}-company`}
                label={LEAD_MODAL_COPY.companyLabel}
                autoComplete="organization"
                required
                maxLength={TEXT_LIMITS.company}
              />
              <LeadTextField
                control={control}
                name="phone"
                id={`${fieldId}-phone`}
                label={LEAD_MODAL_COPY.phoneLabel}
                note={LEAD_MODAL_COPY.optional}
                type="tel"
                autoComplete="tel"
                maxLength={TEXT_LIMITS.leadModalPhone}
              />
              <HoneypotField inputRef={honeypotRef} />
            </div>
          ) : null}

          {step === 2 ? (
            <div className="space-y-5">
              <RadioChoiceGroup
                legend={LEAD_MODAL_COPY.companySizeLegend}
                columns={3}
                name="companySize"
                options={LEAD_COMPANY_SIZE_OPTIONS}
                selected={draft.companySize}
                onSelect={(value) => choose('companySize', value)}
                error={errors.companySize?.message}
              />
              <RadioChoiceGroup
                legend={LEAD_MODAL_COPY.industryLegend}
                columns={3}
                name="industry"
                options={LEAD_INDUSTRY_OPTIONS}
                selected={draft.industry}
                onSelect={chooseIndustry}
                error={errors.industry?.message}
              />
              <RadioChoiceGroup
                legend={LEAD_MODAL_COPY.timelineLegend}
                name="timeline"
                options={LEAD_TIMELINE_OPTIONS}
                selected={draft.timeline}
                onSelect={(value) => choose('timeline', value)}
                error={errors.timeline?.message}
              />
              <RadioChoiceGroup
                legend={`${LEAD_MODAL_COPY.budgetLegend} ${LEAD_MODAL_COPY.optional}`}
                columns={3}
                name="budget"
                options={LEAD_BUDGET_OPTIONS}
                selected={draft.budget}
                onSelect={(value) => choose('budget', value)}
              />
            </div>
          ) : null}

          {step === 3 ? (
            <div className="space-y-5">
              <RadioChoiceGroup
                legend={LEAD_MODAL_COPY.goalLegend}
                columns={1}
                name="primaryGoal"
                options={goals}
                selected={draft.primaryGoal}
                onSelect={(value) => choose('primaryGoal', value)}
                error={errors.primaryGoal?.message}
              />
              {needs ? (
                <>
                  <p className="text-sm text-slate-600">{LEAD_MODAL_COPY.needsHint}</p>
                  <ChoiceGroup legend={LEAD_MODAL_COPY.challengesLegend}>
                    {needs.challenges.map((need) => (
                      <ChoiceCard
                        key={need.value}
                        type="checkbox"
                        name="currentChallenges"
                        value={need.value}
                        label={need.label}
                        checked={draft.currentChallenges.includes(need.value)}
                        onChange={(event) => toggleNeed(need.value, event.target.checked)}
                      />
                    ))}
                  </ChoiceGroup>
                  <ChoiceGroup
                    legend={LEAD_MODAL_COPY.useCasesLegend}
                    error={errors.currentChallenges?.message}
                    errorId={`${fieldId}-needs-error`}
                  >
                    {needs.useCases.map((need) => (
                      <ChoiceCard
                        key={need.value}
                        type="checkbox"
                        name="currentChallenges"
                        value={need.value}
                        label={need.label}
                        checked={draft.currentChallenges.includes(need.value)}
                        onChange={(event) => toggleNeed(need.value, event.target.checked)}
                      />
                    ))}
                  </ChoiceGroup>
                </>
              ) : null}
              {status === 'failed' ? (
                <div
                  role="alert"
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
                >
                  <span>{LEAD_MODAL_COPY.failure}</span>
                  <button type="submit" className="font-semibold underline underline-offset-2">
                    {LEAD_MODAL_COPY.retry}
                  </button>
                </div>
              ) : null}
            </div>
          ) : null}

          <div className="mt-6 flex flex-wrap items-center justify-end gap-3">
            {/* aria-disabled, not disabled: still pressable, so pressing it says what is missing. */}
            {step < TOTAL_STEPS ? (
              <button
                type="submit"
                className={primaryButtonClass}
                aria-disabled={!stepComplete || undefined}
              >
                {LEAD_MODAL_COPY.continue}
              </button>
            ) : (
              <button
                type="submit"
                className={primaryButtonClass}
                aria-disabled={!stepComplete || undefined}
                disabled={submitting}
              >
                {submitting ? LEAD_MODAL_COPY.submitting : LEAD_MODAL_COPY.submit}
              </button>
            )}
          </div>
          <p className="mt-3 text-xs text-slate-600">{LEAD_MODAL_COPY.privacyNote}</p>
        </form>
      </div>
    </Modal>
  );
}
