'use client';

import { ArrowLeft } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Modal } from '@/components/ui/modal';
import {
  DEFAULT_LEAD_PAGE_CONTEXT,
  LEAD_BUDGET_OPTIONS,
  LEAD_COMPANY_SIZE_OPTIONS,
  LEAD_GOAL_OPTIONS,
  LEAD_INDUSTRY_OPTIONS,
  LEAD_MODAL_COPY,
  LEAD_TIMELINE_OPTIONS,
  getIndustryNeeds,
  type LeadIndustry,
} from '@/content-fallback/lead-modal-options';
import { trackLeadConversion } from '@/lib/analytics/track';
import { readAttribution } from '@/lib/attribution/client';
import { MODAL_TIMINGS, TEXT_LIMITS } from '@/lib/constants';
import type { HostedDialogProps } from '@/lib/dialogs';
import {
  EMPTY_LEAD_MODAL_DRAFT,
  LEAD_MODAL_MESSAGES,
  isLeadModalStepComplete,
  leadContactStep,
  leadModalSchema,
  type LeadModalDraft,
} from '@/lib/leads/lead-modal-schema';
import {
  buildFallbackSchedulerUrl,
  buildSchedulerUrl,
  openSchedulerForLead,
} from '@/lib/leads/scheduler-url';
import { submitLead } from '@/lib/leads/submit-lead';
import { useStepHeadingFocus, useSubmissionKey } from './use-lead-flow';
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

type Status = 'idle' | 'submitting' | 'failed';

/**
 * 3-step lead modal of the home and landing pages (spec 01 §2, §4, §5, §7; 02 §2): contact →
 * company → goals. On success the booking page opens with the answers, the conversion is
 * tracked and the modal closes; on failure every answer stays and the visitor can retry.
 */
export default function LeadModal({
  open,
  onClose,
  pageContext = DEFAULT_LEAD_PAGE_CONTEXT,
  config,
}: HostedDialogProps) {
  const [step, setStep] = useState(1);
  const [draft, setDraft] = useState<LeadModalDraft>(EMPTY_LEAD_MODAL_DRAFT);
  const [emailTouched, setEmailTouched] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const headingRef = useStepHeadingFocus(step);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const { keyFor: idempotencyKeyFor } = useSubmissionKey();
  const titleId = useId();
  const stepHeadingId = useId();
  const fieldId = useId();

  const stepComplete = isLeadModalStepComplete(step, draft);
  const stepCopy = LEAD_MODAL_COPY.steps[step - 1] ?? LEAD_MODAL_COPY.steps[0];
  const submitting = status === 'submitting';
  const industry = LEAD_INDUSTRY_OPTIONS.find((option) => option.value === draft.industry)?.value;
  const needs = industry ? getIndustryNeeds(pageContext, industry) : null;
  const emailError =
    emailTouched &&
    draft.email.trim() !== '' &&
    !leadContactStep.shape.email.safeParse(draft.email).success
      ? LEAD_MODAL_MESSAGES.emailInvalid
      : undefined;

  function update<Key extends keyof LeadModalDraft>(key: Key, value: LeadModalDraft[Key]) {
    setDraft((current) => ({ ...current, [key]: value }));
  }

  function chooseIndustry(next: LeadIndustry) {
    // Challenges belong to an industry: drop the ones the new industry does not offer.
    const offered = getIndustryNeeds(pageContext, next);
    const keep = new Set<string>([...offered.challenges, ...offered.useCases]);
    setDraft((current) => ({
      ...current,
      industry: next,
      currentChallenges: current.currentChallenges.filter((item) => keep.has(item)),
    }));
  }

  function toggleNeed(item: string, checked: boolean) {
    setDraft((current) => ({
      ...current,
      currentChallenges: checked
        ? [...current.currentChallenges, item]
        : current.currentChallenges.filter((entry) => entry !== item),
    }));
  }

  async function submit() {
    const parsed = leadModalSchema.safeParse({ ...draft, pageContext });
    if (!parsed.success || submitting) return;
    const lead = parsed.data;
    // A blank tab opened inside the click survives popup blockers; it gets its URL after the POST.
    const bookingTab = window.open('', '_blank');
    if (bookingTab) bookingTab.opener = null;
    let bookingTabUsed = false;
    setStatus('submitting');
    try {
      const attribution = readAttribution();
      const { id } = await submitLead(
        '/api/leads',
        { ...lead, source: 'lead-modal', attribution, website: honeypotRef.current?.value ?? '' },
        { idempotencyKey: idempotencyKeyFor(lead) },
      );
      const submittedAt = new Date();
      bookingTabUsed = true;
      openSchedulerForLead(
        bookingTab,
        (url) => window.open(url, '_blank', 'noopener,noreferrer'),
        () => buildSchedulerUrl(config.schedulerUrl, lead, attribution, submittedAt),
        () => buildFallbackSchedulerUrl(config.schedulerUrl, lead),
      );
      trackLeadConversion({
        leadId: id,
        companySize: lead.companySize,
        industry: lead.industry,
        hasCompany: lead.company.trim() !== '',
        formName: 'lead-modal',
      });
      setStatus('idle');
      onClose();
    } catch (error) {
      // Spec 02 §8: logged as 'Error submitting lead:'; the modal stays open with every answer.
      console.error('Error submitting lead:', error);
      if (bookingTab && !bookingTabUsed) bookingTab.close();
      setStatus('failed');
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (step < TOTAL_STEPS) {
      if (stepComplete) setStep(step + 1);
      return;
    }
    void submit();
  }

  const goals = LEAD_GOAL_OPTIONS[pageContext];

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
              className="hover:text-ink focus-visible:outline-primary -ml-2 rounded-full p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2"
            >
              <ArrowLeft aria-hidden="true" className="size-5" />
            </button>
          ) : null}
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-ink text-xl font-bold sm:text-2xl">
              {LEAD_MODAL_COPY.titles[pageContext]}
            </h2>
            <StepProgress step={step} total={TOTAL_STEPS} label={stepCopy.description} />
          </div>
          <CloseButton label={LEAD_MODAL_COPY.close} onClick={onClose} />
        </div>

        <form className="relative mt-5" onSubmit={onSubmit} noValidate>
          <StepHeading id={stepHeadingId} headingRef={headingRef}>
            {stepCopy.heading}
          </StepHeading>

          {step === 1 ? (
            <div className="space-y-3">
              <TextField
                id={`${fieldId}-name`}
                label={LEAD_MODAL_COPY.nameLabel}
                value={draft.name}
                onChange={(value) => update('name', value)}
                autoComplete="name"
                required
                maxLength={TEXT_LIMITS.name}
              />
              <TextField
                id={`${fieldId}-email`}
                label={LEAD_MODAL_COPY.emailLabel}
                type="email"
                value={draft.email}
                onChange={(value) => update('email', value)}
                onBlur={() => setEmailTouched(true)}
                autoComplete="email"
                required
                maxLength={TEXT_LIMITS.email}
                error={emailError}
              />
              <TextField
                id={`${fieldId}-company`}
                label={LEAD_MODAL_COPY.companyLabel}
                value={draft.company}
                onChange={(value) => update('company', value)}
                autoComplete="organization"
                required
                maxLength={TEXT_LIMITS.company}
              />
              <TextField
                id={`${fieldId}-phone`}
                label={LEAD_MODAL_COPY.phoneLabel}
                note={LEAD_MODAL_COPY.optional}
                type="tel"
                value={draft.phone}
                onChange={(value) => update('phone', value)}
                autoComplete="tel"
                maxLength={30}
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
                onSelect={(value) => update('companySize', value)}
              />
              <RadioChoiceGroup
                legend={LEAD_MODAL_COPY.industryLegend}
                columns={3}
                name="industry"
                options={LEAD_INDUSTRY_OPTIONS}
                selected={draft.industry}
                onSelect={chooseIndustry}
              />
              <RadioChoiceGroup
                legend={LEAD_MODAL_COPY.timelineLegend}
                name="timeline"
                options={LEAD_TIMELINE_OPTIONS}
                selected={draft.timeline}
                onSelect={(value) => update('timeline', value)}
              />
              <RadioChoiceGroup
                legend={`${LEAD_MODAL_COPY.budgetLegend} ${LEAD_MODAL_COPY.optional}`}
                columns={3}
                name="budget"
                options={LEAD_BUDGET_OPTIONS}
                selected={draft.budget}
                onSelect={(value) => update('budget', value)}
              />
            </div>
          ) : null}

          {step === 3 ? (
            <div className="space-y-5">
              <RadioChoiceGroup
                legend={LEAD_MODAL_COPY.goalLegend}
                columns={1}
                name="primaryGoal"
                options={goals.map((goal) => ({ value: goal, label: goal }))}
                selected={draft.primaryGoal}
                onSelect={(value) => update('primaryGoal', value)}
              />
              {needs ? (
                <>
                  <p className="text-sm text-slate-600">{LEAD_MODAL_COPY.needsHint}</p>
                  <ChoiceGroup legend={LEAD_MODAL_COPY.challengesLegend}>
                    {needs.challenges.map((item) => (
                      <ChoiceCard
                        key={item}
                        type="checkbox"
                        name="currentChallenges"
                        value={item}
                        label={item}
                        checked={draft.currentChallenges.includes(item)}
                        onChange={(event) => toggleNeed(item, event.target.checked)}
                      />
                    ))}
                  </ChoiceGroup>
                  <ChoiceGroup legend={LEAD_MODAL_COPY.useCasesLegend}>
                    {needs.useCases.map((item) => (
                      <ChoiceCard
                        key={item}
                        type="checkbox"
                        name="currentChallenges"
                        value={item}
                        label={item}
                        checked={draft.currentChallenges.includes(item)}
                        onChange={(event) => toggleNeed(item, event.target.checked)}
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
            {step < TOTAL_STEPS ? (
              <button type="submit" className={primaryButtonClass} disabled={!stepComplete}>
                {LEAD_MODAL_COPY.continue}
              </button>
            ) : (
              <button
                type="submit"
                className={primaryButtonClass}
                disabled={!stepComplete || submitting}
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
