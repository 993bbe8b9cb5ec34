'use client';

import type { RefObject } from 'react';
import type { Control } from 'react-hook-form';
import * as wizardEnglish from '@/lib/content/island-words/lead-modal-options';
import { WHATSAPP_GREETING } from '@/lib/content/island-words/contact-form';
import { WIZARD_MESSAGES } from '@/lib/leads/contract/wizard-messages';
import type { WizardDraft } from '@/lib/leads/contract/wizard-schema';
import { inPageLanguage } from './dialog-words';
import { CheckboxChoiceGroup, HoneypotField, RadioChoiceGroup } from './lead-flow-parts';
import { ContactFields, type StepContext } from './step-form';

/** The wizard's words, in the page's language (its catalog came with the dialog's code). */
export function wizardWords() {
  return inPageLanguage({
    WIZARD_COPY: wizardEnglish.WIZARD_COPY,
    WIZARD_COMPANY_SIZE_OPTIONS: wizardEnglish.WIZARD_COMPANY_SIZE_OPTIONS,
    WIZARD_GOAL_OPTIONS: wizardEnglish.WIZARD_GOAL_OPTIONS,
    WIZARD_SERVICE_OPTIONS: wizardEnglish.WIZARD_SERVICE_OPTIONS,
    WIZARD_TIMELINE_OPTIONS: wizardEnglish.WIZARD_TIMELINE_OPTIONS,
    WIZARD_MESSAGES,
    WHATSAPP_GREETING,
  });
}

export type WizardWords = ReturnType<typeof wizardWords>;

type Choose = (name: 'companySize' | 'timeline' | 'primaryGoal', value: string) => void;

/** Step 1: every service that fits (the step heading names the group). */
export function WizardServicesStep({
  words,
  draft,
  headingId,
  onToggle,
}: {
  words: WizardWords;
  draft: WizardDraft;
  headingId: string;
  onToggle: (service: string, checked: boolean) => void;
}) {
  return (
    <CheckboxChoiceGroup
      labelledBy={headingId}
      name="services"
      options={words.WIZARD_SERVICE_OPTIONS}
      selected={draft.services}
      onToggle={onToggle}
    />
  );
}

/** Step 2: company size and when to start. */
export function WizardCompanyStep({
  words,
  draft,
  choose,
}: {
  words: WizardWords;
  draft: WizardDraft;
  choose: Choose;
}) {
  return (
    <div className="space-y-5">
      <RadioChoiceGroup
        legend={words.WIZARD_COPY.companySizeLegend}
        name="companySize"
        options={words.WIZARD_COMPANY_SIZE_OPTIONS}
        selected={draft.companySize}
        onSelect={(value) => choose('companySize', value)}
      />
      <RadioChoiceGroup
        legend={words.WIZARD_COPY.timelineLegend}
        columns={3}
        name="timeline"
        options={words.WIZARD_TIMELINE_OPTIONS}
        selected={draft.timeline}
        onSelect={(value) => choose('timeline', value)}
      />
    </div>
  );
}

/** Step 3: the main goal (the step heading names the group). */
export function WizardGoalStep({
  words,
  draft,
  headingId,
  choose,
}: {
  words: WizardWords;
  draft: WizardDraft;
  headingId: string;
  choose: Choose;
}) {
  return (
    <RadioChoiceGroup
      labelledBy={headingId}
      name="primaryGoal"
      options={words.WIZARD_GOAL_OPTIONS}
      selected={draft.primaryGoal}
      onSelect={(value) => choose('primaryGoal', value)}
    />
  );
}

/**
 * Step 4: how to reach the visitor. After WhatsApp Us its status line says the chat opened (the
 * wizard stays, so Schedule Meeting is one click away); a failed save offers a retry.
 */
export function WizardContactStep({
  words: { WIZARD_COPY },
  control,
  fieldId,
  honeypotRef,
  chatOpened,
  failed,
  saving,
  onRetry,
}: {
  words: WizardWords;
  control: Control<WizardDraft, StepContext>;
  fieldId: string;
  honeypotRef: RefObject<HTMLInputElement | null>;
  chatOpened: boolean;
  failed: boolean;
  saving: boolean;
  onRetry: () => void;
}) {
  return (
    <div className="space-y-3">
      <ContactFields control={control} idPrefix={fieldId} copy={WIZARD_COPY} />
      <HoneypotField inputRef={honeypotRef} />
      <div role="status" className="empty:hidden">
        {chatOpened ? (
          <p className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
            {WIZARD_COPY.chatOpened}
          </p>
        ) : null}
      </div>
      {failed ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <span>{WIZARD_COPY.failure}</span>
          <button
            type="button"
            className="font-semibold underline underline-offset-2"
            disabled={saving}
            onClick={onRetry}
          >
            {WIZARD_COPY.retry}
          </button>
        </div>
      ) : null}
    </div>
  );
}
