'use client';

import { MessageCircle } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Modal } from '@/components/ui/modal';
import {
  WIZARD_COMPANY_SIZE_OPTIONS,
  WIZARD_COPY,
  WIZARD_GOAL_OPTIONS,
  WIZARD_SERVICE_OPTIONS,
  WIZARD_TIMELINE_OPTIONS,
} from '@/content-fallback/lead-modal-options';
import { trackLeadConversion } from '@/lib/analytics/track';
import { readAttribution } from '@/lib/attribution/client';
import { MODAL_TIMINGS, TEXT_LIMITS } from '@/lib/constants';
import type { HostedDialogProps } from '@/lib/dialogs';
import { buildFallbackSchedulerUrl } from '@/lib/leads/scheduler-url';
import { submitLead } from '@/lib/leads/submit-lead';
import { useStepHeadingFocus, useSubmissionKey } from './use-lead-flow';
import { buildWhatsAppMessage, buildWhatsAppUrl } from '@/lib/leads/whatsapp';
import {
  EMPTY_WIZARD_DRAFT,
  isWizardStepComplete,
  wizardLeadSchema,
  type WizardDraft,
  type WizardLead,
} from '@/lib/leads/wizard-schema';
import {
  ChoiceCard,
  ChoiceGroup,
  CloseButton,
  HoneypotField,
  StepHeading,
  StepProgress,
  TextField,
  primaryButtonClass,
  secondaryButtonClass,
  RadioChoiceGroup,
} from './lead-flow-parts';

const TOTAL_STEPS = 4;

/**
 * Get Started wizard (spec 01 §2, §4, §5): services → company size and timeline → main goal →
 * contact details with Schedule Meeting / WhatsApp Us. The DialogHost remounts it on every
 * opening, so it always starts at step 1 with an empty form.
 */
export default function WizardModal({ open, onClose, config }: HostedDialogProps) {
  const [step, setStep] = useState(1);
  const [draft, setDraft] = useState<WizardDraft>(EMPTY_WIZARD_DRAFT);
  const [processing, setProcessing] = useState(false);
  const headingRef = useStepHeadingFocus(step);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const { keyFor: idempotencyKeyFor } = useSubmissionKey();
  const titleId = useId();
  const stepHeadingId = useId();
  const fieldId = useId();

  const stepComplete = isWizardStepComplete(step, draft);
  const stepCopy = WIZARD_COPY.steps[step - 1] ?? WIZARD_COPY.steps[0];

  function update<Key extends keyof WizardDraft>(key: Key, value: WizardDraft[Key]) {
    setDraft((current) => ({ ...current, [key]: value }));
  }

  function toggleService(service: string, checked: boolean) {
    setDraft((current) => ({
      ...current,
      services: checked
        ? [...current.services, service]
        : current.services.filter((item) => item !== service),
    }));
  }

  function goForward(event: FormEvent) {
    event.preventDefault();
    if (step < TOTAL_STEPS && stepComplete) setStep(step + 1);
  }

  /** Stores the lead; the server answers once it is saved and delivers the webhook afterwards. */
  async function saveLead(lead: WizardLead): Promise<boolean> {
    try {
      const { id } = await submitLead(
        '/api/leads',
        {
          ...lead,
          source: 'wizard',
          attribution: readAttribution(),
          website: honeypotRef.current?.value ?? '',
        },
        { idempotencyKey: idempotencyKeyFor(lead) },
      );
      trackLeadConversion({
        leadId: id,
        companySize: lead.companySize,
        hasCompany: lead.company.trim() !== '',
        formName: 'wizard',
      });
      return true;
    } catch (error) {
      // Spec 01 §8: a wizard lead failure is logged; the wizard stays open with the answers.
      console.error('Error submitting lead:', error);
      return false;
    }
  }

  function scheduleMeeting() {
    const parsed = wizardLeadSchema.safeParse(draft);
    if (!parsed.success || processing) return;
    // Opened first, inside the click: popup blockers allow a new tab only there.
    window.open(
      buildFallbackSchedulerUrl(config.schedulerUrl, parsed.data),
      '_blank',
      'noopener,noreferrer',
    );
    setProcessing(true);
    void saveLead(parsed.data).then((saved) => {
      setProcessing(false);
      if (saved) onClose();
    });
  }

  function messageOnWhatsApp() {
    const parsed = wizardLeadSchema.safeParse(draft);
    if (!parsed.success) return;
    window.open(
      buildWhatsAppUrl(config.whatsappNumber, buildWhatsAppMessage(parsed.data)),
      '_blank',
      'noopener,noreferrer',
    );
    void saveLead(parsed.data).then((saved) => {
      if (saved) onClose();
    });
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      exitMs={MODAL_TIMINGS.wizardExitMs}
      initialFocusRef={headingRef}
      panelClassName="max-w-2xl"
    >
      <div className="p-5 sm:p-7">
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-ink text-xl font-bold sm:text-2xl">
              {WIZARD_COPY.title}
            </h2>
            <StepProgress
              step={step}
              total={TOTAL_STEPS}
              label={`Step ${step} of ${TOTAL_STEPS}`}
            />
          </div>
          <CloseButton label={WIZARD_COPY.close} onClick={onClose} />
        </div>

        <form
          className="relative mt-5"
          onSubmit={
            step < TOTAL_STEPS
              ? goForward
              : (event) => {
                  event.preventDefault();
                  scheduleMeeting();
                }
          }
          noValidate
        >
          <StepHeading
            id={stepHeadingId}
            headingRef={headingRef}
            description={stepCopy.description}
          >
            {stepCopy.heading}
          </StepHeading>

          {step === 1 ? (
            <ChoiceGroup labelledBy={stepHeadingId}>
              {WIZARD_SERVICE_OPTIONS.map((option) => (
                <ChoiceCard
                  key={option.value}
                  type="checkbox"
                  name="services"
                  value={option.value}
                  label={option.label}
                  hint={option.hint}
                  checked={draft.services.includes(option.value)}
                  onChange={(event) => toggleService(option.value, event.target.checked)}
                />
              ))}
            </ChoiceGroup>
          ) : null}

          {step === 2 ? (
            <div className="space-y-5">
              <RadioChoiceGroup
                legend={WIZARD_COPY.companySizeLegend}
                name="companySize"
                options={WIZARD_COMPANY_SIZE_OPTIONS}
                selected={draft.companySize}
                onSelect={(value) => update('companySize', value)}
              />
              <RadioChoiceGroup
                legend={WIZARD_COPY.timelineLegend}
                columns={3}
                name="timeline"
                options={WIZARD_TIMELINE_OPTIONS}
                selected={draft.timeline}
                onSelect={(value) => update('timeline', value)}
              />
            </div>
          ) : null}

          {step === 3 ? (
            <RadioChoiceGroup
              labelledBy={stepHeadingId}
              name="primaryGoal"
              options={WIZARD_GOAL_OPTIONS}
              selected={draft.primaryGoal}
              onSelect={(value) => update('primaryGoal', value)}
            />
          ) : null}

          {step === 4 ? (
            <div className="space-y-3">
              <TextField
                id={`${fieldId}-name`}
                label={WIZARD_COPY.nameLabel}
                value={draft.name}
                onChange={(value) => update('name', value)}
                autoComplete="name"
                required
                maxLength={TEXT_LIMITS.name}
              />
              <TextField
                id={`${fieldId}-email`}
                label={WIZARD_COPY.emailLabel}
                value={draft.email}
                onChange={(value) => update('email', value)}
                type="email"
                autoComplete="email"
                required
                maxLength={TEXT_LIMITS.email}
              />
              <TextField
                id={`${fieldId}-company`}
                label={WIZARD_COPY.companyLabel}
                value={draft.company}
                onChange={(value) => update('company', value)}
                autoComplete="organization"
                required
                maxLength={TEXT_LIMITS.company}
              />
              <HoneypotField inputRef={honeypotRef} />
            </div>
          ) : null}

          <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
            {step > 1 ? (
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={() => setStep(step - 1)}
              >
                {WIZARD_COPY.back}
              </button>
            ) : (
              <span />
            )}
            {step < TOTAL_STEPS ? (
              <button type="submit" className={primaryButtonClass} disabled={!stepComplete}>
                {WIZARD_COPY.continue}
              </button>
            ) : (
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={`${secondaryButtonClass} border-emerald-600 text-emerald-800`}
                  disabled={!stepComplete}
                  onClick={messageOnWhatsApp}
                >
                  <MessageCircle aria-hidden="true" className="size-4" />
                  {WIZARD_COPY.whatsapp}
                </button>
                <button
                  type="submit"
                  className={primaryButtonClass}
                  disabled={!stepComplete || processing}
                >
                  {processing ? WIZARD_COPY.scheduleBusy : WIZARD_COPY.schedule}
                </button>
              </div>
            )}
          </div>
        </form>
      </div>
    </Modal>
  );
}
