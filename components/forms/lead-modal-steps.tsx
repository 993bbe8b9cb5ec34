'use client';

import type { RefObject } from 'react';
import type { Control, FieldErrors } from 'react-hook-form';
import * as leadModalEnglish from '@/lib/content/island-words/lead-modal-options';
import { getIndustryNeeds } from '@/lib/content/island-words/lead-modal-options';
import type { LeadContextOptions, LeadIndustry } from '@/lib/content/types';
import { TEXT_LIMITS } from '@/lib/content/limits';
import { LEAD_MODAL_MESSAGES } from '@/lib/leads/contract/lead-modal-messages';
import type { LeadModalDraft } from '@/lib/leads/contract/lead-modal-schema';
import { inPageLanguage } from './dialog-words';
import { CheckboxChoiceGroup, HoneypotField, RadioChoiceGroup } from './lead-flow-parts';
import { ContactFields, FormTextField, type StepContext } from './step-form';

/** The lead modal's words in the page's language (its catalog came with the dialog's code). */
export function leadModalWords() {
  return inPageLanguage({
    LEAD_MODAL_COPY: leadModalEnglish.LEAD_MODAL_COPY,
    LEAD_BUDGET_OPTIONS: leadModalEnglish.LEAD_BUDGET_OPTIONS,
    LEAD_COMPANY_SIZE_OPTIONS: leadModalEnglish.LEAD_COMPANY_SIZE_OPTIONS,
    LEAD_INDUSTRY_OPTIONS: leadModalEnglish.LEAD_INDUSTRY_OPTIONS,
    LEAD_TIMELINE_OPTIONS: leadModalEnglish.LEAD_TIMELINE_OPTIONS,
    LEAD_MODAL_MESSAGES,
  });
}

export type LeadModalWords = ReturnType<typeof leadModalWords>;

type Choose = (
  name: 'companySize' | 'industry' | 'timeline' | 'budget' | 'primaryGoal',
  value: string,
) => void;

/** Step 1: who the visitor is (phone optional), with the honeypot bots fill in. */
export function LeadContactStep({
  words: { LEAD_MODAL_COPY },
  control,
  fieldId,
  honeypotRef,
}: {
  words: LeadModalWords;
  control: Control<LeadModalDraft, StepContext>;
  fieldId: string;
  honeypotRef: RefObject<HTMLInputElement | null>;
}) {
  return (
    <div className="space-y-3">
      <ContactFields control={control} idPrefix={fieldId} copy={LEAD_MODAL_COPY} />
      <FormTextField
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
  );
}

/** Step 2: company size, industry, timeline and an optional budget. */
export function LeadCompanyStep({
  words,
  draft,
  errors,
  choose,
  onIndustry,
}: {
  words: LeadModalWords;
  draft: LeadModalDraft;
  errors: FieldErrors<LeadModalDraft>;
  choose: Choose;
  onIndustry: (industry: LeadIndustry) => void;
}) {
  const { LEAD_MODAL_COPY } = words;
  return (
    <div className="space-y-5">
      <RadioChoiceGroup
        legend={LEAD_MODAL_COPY.companySizeLegend}
        columns={3}
        name="companySize"
        options={words.LEAD_COMPANY_SIZE_OPTIONS}
        selected={draft.companySize}
        onSelect={(value) => choose('companySize', value)}
        error={errors.companySize?.message}
      />
      <RadioChoiceGroup
        legend={LEAD_MODAL_COPY.industryLegend}
        columns={3}
        name="industry"
        options={words.LEAD_INDUSTRY_OPTIONS}
        selected={draft.industry}
        onSelect={onIndustry}
        error={errors.industry?.message}
      />
      <RadioChoiceGroup
        legend={LEAD_MODAL_COPY.timelineLegend}
        name="timeline"
        options={words.LEAD_TIMELINE_OPTIONS}
        selected={draft.timeline}
        onSelect={(value) => choose('timeline', value)}
        error={errors.timeline?.message}
      />
      <RadioChoiceGroup
        legend={`${LEAD_MODAL_COPY.budgetLegend} ${LEAD_MODAL_COPY.optional}`}
        columns={3}
        name="budget"
        options={words.LEAD_BUDGET_OPTIONS}
        selected={draft.budget}
        onSelect={(value) => choose('budget', value)}
      />
    </div>
  );
}

/** Step 3: the primary goal and the chosen industry's challenges and use cases; a failed save's retry. */
export function LeadGoalsStep({
  words,
  leadContext,
  draft,
  errors,
  choose,
  onNeed,
  failed,
}: {
  words: LeadModalWords;
  leadContext: LeadContextOptions;
  draft: LeadModalDraft;
  errors: FieldErrors<LeadModalDraft>;
  choose: Choose;
  onNeed: (need: string, checked: boolean) => void;
  failed: boolean;
}) {
  const { LEAD_MODAL_COPY } = words;
  const industry = words.LEAD_INDUSTRY_OPTIONS.find(
    (option) => option.value === draft.industry,
  )?.value;
  const needs = industry ? getIndustryNeeds(leadContext, industry) : null;
  return (
    <div className="space-y-5">
      <RadioChoiceGroup
        legend={LEAD_MODAL_COPY.goalLegend}
        columns={1}
        name="primaryGoal"
        options={leadContext.goals}
        selected={draft.primaryGoal}
        onSelect={(value) => choose('primaryGoal', value)}
        error={errors.primaryGoal?.message}
      />
      {needs ? (
        <>
          <p className="text-sm text-slate-600">{LEAD_MODAL_COPY.needsHint}</p>
          <CheckboxChoiceGroup
            legend={LEAD_MODAL_COPY.challengesLegend}
            name="currentChallenges"
            options={needs.challenges}
            selected={draft.currentChallenges}
            onToggle={onNeed}
          />
          <CheckboxChoiceGroup
            legend={LEAD_MODAL_COPY.useCasesLegend}
            name="currentChallenges"
            options={needs.useCases}
            selected={draft.currentChallenges}
            onToggle={onNeed}
            error={errors.currentChallenges?.message}
          />
        </>
      ) : null}
      {failed ? (
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
  );
}
