'use client';

import { ArrowLeftGlyph } from '@/components/ui/glyphs';
import { useId, useMemo, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import {
  DEFAULT_LEAD_PAGE_CONTEXT,
  bundledLeadContext,
  getIndustryNeeds,
} from '@/lib/content/island-words/lead-modal-options';
import type { LeadContextOptions, LeadIndustry } from '@/lib/content/types';
import { siteConfig } from '@/lib/content/island-words/site';
import { trackLeadConversion } from '@/lib/analytics/track';
import { MODAL_TIMINGS } from '@/components/forms/modal-timings';
import type { HostedDialogProps } from '@/lib/dialogs';
import { EMPTY_LEAD_MODAL_DRAFT } from '@/lib/leads/contract/drafts';
import type { LeadModalDraft } from '@/lib/leads/contract/lead-modal-schema';
import { inPageLanguage, pageLocale } from './dialog-words';
import { landingPageOf, readLeadPageData } from '@/lib/leads/lead-page-data';
import { buildBookingUrlSafely } from '@/lib/leads/scheduler-url';
import { lazyModule } from './lazy-module';
import {
  CloseButton,
  DIALOG_BODY_CLASS,
  DIALOG_COLUMN_CLASS,
  DIALOG_FORM_CLASS,
  StepHeading,
  StepProgress,
  primaryButtonClass,
} from './lead-flow-parts';
import {
  LeadCompanyStep,
  LeadContactStep,
  LeadGoalsStep,
  leadModalWords,
  type LeadModalWords,
} from './lead-modal-steps';
import { useStepForm } from './step-form';
import { useSaveThenOpen, type LeadToSave } from './use-save-then-open';

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

/**
 * The options the modal offers: those its landing page served for its context (changed in the
 * CMS), else the bundled context of that key in the page's language, else the default context (a
 * trigger off a landing page).
 */
function resolveLeadContext(key: string): { context: LeadContextOptions; landingPage: string } {
  const fromPage = typeof document === 'undefined' ? undefined : readLeadPageData(document, key);
  const bundled = bundledLeadContext(key) ?? bundledLeadContext(DEFAULT_LEAD_PAGE_CONTEXT);
  return {
    // The default context is bundled, so `bundled` is always there.
    context: fromPage?.context ?? inPageLanguage(bundled as LeadContextOptions),
    landingPage: fromPage ? landingPageOf(fromPage.permalink, location.search) : '',
  };
}

/**
 * The whole lead checked and ready to save, with the booking page it opens; undefined while the
 * answers do not pass (the validation code is loaded: every earlier step was checked with it).
 */
function leadToSave(
  answers: LeadModalDraft,
  page: { leadContext: LeadContextOptions; landingPage: string; locale: string },
  words: LeadModalWords,
  schedulerUrl: string,
  onClose: () => void,
): LeadToSave | undefined {
  const loaded = leadModalValidation.current();
  const { leadContext, landingPage, locale } = page;
  const parsed = loaded
    ?.buildLeadModalSchema(() => leadContext, words.LEAD_MODAL_MESSAGES)
    // The page's language goes with the lead (the answers stay English ids).
    .safeParse({ ...answers, pageContext: leadContext.key, landingPage, locale });
  if (!loaded || !parsed?.success) return undefined;
  const lead = parsed.data;
  const attribution = loaded.readAttribution();
  return {
    lead,
    source: 'lead-modal',
    attribution,
    nextPage: (experiment) =>
      buildBookingUrlSafely(
        [schedulerUrl, siteConfig.schedulerUrl],
        { ...lead, leadContext, experiment },
        attribution,
        new Date(),
      ),
    onStored: ({ leadId, firstTime, experiment }) => {
      if (firstTime)
        trackLeadConversion({
          leadId,
          experiment,
          companySize: lead.companySize,
          industry: lead.industry,
          hasCompany: lead.company.trim() !== '',
          formName: 'lead-modal',
        });
      onClose();
    },
  };
}

/** Challenges belong to an industry: of the chosen ones, those `industry` offers too. */
function needsOffered(
  leadContext: LeadContextOptions,
  industry: LeadIndustry,
  chosen: readonly string[],
): string[] {
  const offered = getIndustryNeeds(leadContext, industry);
  const keep = new Set<string>(
    [...offered.challenges, ...offered.useCases].map((need) => need.value),
  );
  return chosen.filter((item) => keep.has(item));
}

/** Continue, or on the last step the submit (busy while saving), and the privacy note. */
function LeadModalActions({
  copy,
  step,
  stepComplete,
  submitting,
}: {
  copy: LeadModalWords['LEAD_MODAL_COPY'];
  step: number;
  stepComplete: boolean;
  submitting: boolean;
}) {
  return (
    <>
      <div className="mt-6 flex flex-wrap items-center justify-end gap-3">
        {/* aria-disabled, not disabled: still pressable, so pressing it says what is missing. */}
        <button
          type="submit"
          className={primaryButtonClass}
          aria-disabled={!stepComplete || undefined}
          disabled={step === TOTAL_STEPS ? submitting : undefined}
        >
          {step < TOTAL_STEPS ? copy.continue : submitting ? copy.submitting : copy.submit}
        </button>
      </div>
      <p className="mt-3 text-xs text-slate-600">{copy.privacyNote}</p>
    </>
  );
}

/** The title with the step's progress; from step 2 on a back arrow before it. */
function LeadModalHeader({
  titleId,
  title,
  step,
  progress,
  copy,
  onBack,
  onClose,
}: {
  titleId: string;
  title: string;
  step: number;
  progress: string;
  copy: LeadModalWords['LEAD_MODAL_COPY'];
  onBack: () => void;
  onClose: () => void;
}) {
  return (
    <>
      <div className="flex items-start gap-2">
        {/* The back arrow's place is kept on step 1 too, so the title never moves sideways. */}
        {step > 1 ? (
          <button
            type="button"
            aria-label={copy.back}
            onClick={onBack}
            className="hover:text-ink focus-visible:outline-primary -ms-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2"
          >
            <ArrowLeftGlyph className="size-5" />
          </button>
        ) : (
          <span aria-hidden="true" className="-ms-2 size-11 shrink-0" />
        )}
        <h2 id={titleId} className="text-ink min-w-0 flex-1 text-xl font-bold sm:text-2xl">
          {title}
        </h2>
        <CloseButton label={copy.close} onClick={onClose} />
      </div>
      <StepProgress step={step} total={TOTAL_STEPS} label={progress} />
    </>
  );
}

/**
 * 3-step lead modal of the home and landing pages: contact → company → goals, each step
 * checked with its own schema. On success the booking page opens with
 * the answers, the conversion is tracked and the modal closes; on failure every answer stays and
 * the visitor can retry.
 */
export default function LeadModal({
  open,
  onClose,
  pageContext = DEFAULT_LEAD_PAGE_CONTEXT,
  config,
}: HostedDialogProps) {
  // The modal's words in the page's language (its catalog came with the dialog's code).
  const [{ locale, words }] = useState(() => ({ locale: pageLocale(), words: leadModalWords() }));
  const { LEAD_MODAL_COPY } = words;
  const { status, honeypotRef, saveAndOpen } = useSaveThenOpen();
  const titleId = useId();
  const stepHeadingId = useId();
  const fieldId = useId();
  const { context: leadContext, landingPage } = useMemo(
    () => resolveLeadContext(pageContext),
    [pageContext],
  );
  const { step, back, headingRef, form, draft, stepComplete, choose, toggle, submitStep } =
    useStepForm({
      validation: leadModalValidation,
      stepSchemas: (module: LeadModalValidation) =>
        localizedSteps(module, locale, words.LEAD_MODAL_MESSAGES),
      defaultValues: EMPTY_LEAD_MODAL_DRAFT,
      totalSteps: TOTAL_STEPS,
    });
  const { errors } = form.formState;
  const stepCopy = LEAD_MODAL_COPY.steps[step - 1] ?? LEAD_MODAL_COPY.steps[0];
  const submitting = status === 'saving';

  function chooseIndustry(next: LeadIndustry) {
    choose('industry', next);
    const chosen = form.getValues('currentChallenges');
    form.setValue('currentChallenges', needsOffered(leadContext, next, chosen));
  }

  const submit = () =>
    saveAndOpen(() =>
      leadToSave(
        form.getValues(),
        { leadContext, landingPage, locale },
        words,
        config.schedulerUrl,
        onClose,
      ),
    );

  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      exitMs={MODAL_TIMINGS.leadModalExitMs}
      initialFocusRef={headingRef}
      panelClassName="max-w-xl"
      frame="steady"
    >
      <div className={DIALOG_COLUMN_CLASS}>
        <LeadModalHeader
          titleId={titleId}
          title={leadContext.title}
          step={step}
          progress={stepCopy.description}
          copy={LEAD_MODAL_COPY}
          onBack={back}
          onClose={onClose}
        />

        <form className={DIALOG_FORM_CLASS} onSubmit={submitStep(submit)} noValidate>
          <div className={DIALOG_BODY_CLASS}>
            <StepHeading id={stepHeadingId} headingRef={headingRef}>
              {stepCopy.heading}
            </StepHeading>
            {step === 1 ? (
              <LeadContactStep
                words={words}
                control={form.control}
                fieldId={fieldId}
                honeypotRef={honeypotRef}
              />
            ) : null}
            {step === 2 ? (
              <LeadCompanyStep
                words={words}
                draft={draft}
                errors={errors}
                choose={choose}
                onIndustry={chooseIndustry}
              />
            ) : null}
            {step === 3 ? (
              <LeadGoalsStep
                words={words}
                leadContext={leadContext}
                draft={draft}
                errors={errors}
                choose={choose}
                onNeed={(need, checked) => toggle('currentChallenges', need, checked)}
                failed={status === 'failed'}
              />
            ) : null}
          </div>
          <LeadModalActions
            copy={LEAD_MODAL_COPY}
            step={step}
            stepComplete={stepComplete}
            submitting={submitting}
          />
        </form>
      </div>
    </Modal>
  );
}
