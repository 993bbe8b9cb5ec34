'use client';

import { fillTemplate } from '@/lib/text';
import { MessageCircleGlyph } from '@/components/ui/glyphs';
import { useId, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { siteConfig } from '@/lib/content/island-words/site';
import { trackLeadConversion } from '@/lib/analytics/track';
import { MODAL_TIMINGS } from '@/components/forms/modal-timings';
import type { DialogConfig, HostedDialogProps } from '@/lib/dialogs';
import { EMPTY_WIZARD_DRAFT } from '@/lib/leads/contract/drafts';
import type { WizardDraft } from '@/lib/leads/contract/wizard-schema';
import { buildBookingUrlSafely } from '@/lib/leads/scheduler-url';
import { buildWhatsAppMessage, buildWhatsAppUrl } from '@/lib/leads/whatsapp';
import { pageLocale } from './dialog-words';
import { lazyModule } from './lazy-module';
import {
  CloseButton,
  DIALOG_BODY_CLASS,
  DIALOG_COLUMN_CLASS,
  DIALOG_FORM_CLASS,
  StepHeading,
  StepProgress,
  primaryButtonClass,
  secondaryButtonClass,
} from './lead-flow-parts';
import { useStepForm } from './step-form';
import { useSaveThenOpen, type LeadToSave } from './use-save-then-open';
import {
  WizardCompanyStep,
  WizardContactStep,
  WizardGoalStep,
  WizardServicesStep,
  wizardWords,
  type WizardWords,
} from './wizard-steps';

const TOTAL_STEPS = 4;

/** zod and the schemas: fetched when the wizard mounts or on a trigger's intent, not on idle. */
const wizardValidation = lazyModule(() => import('./wizard-validation'));
export const preloadValidation = () => wizardValidation.load();

type WizardValidation = typeof import('./wizard-validation');
const stepsByMessages = new WeakMap<object, WizardValidation['WIZARD_STEP_SCHEMAS']>();

/** The step schemas with the page language's messages: built once per language. */
function localizedSteps(
  module: WizardValidation,
  locale: string,
  messages: Parameters<WizardValidation['buildWizardSchemas']>[0] & object,
): WizardValidation['WIZARD_STEP_SCHEMAS'] {
  if (locale === 'en') return module.WIZARD_STEP_SCHEMAS;
  let steps = stepsByMessages.get(messages);
  if (!steps) stepsByMessages.set(messages, (steps = module.buildWizardSchemas(messages).steps));
  return steps;
}

/** Where the visitor goes once the lead is saved. */
type Destination = 'schedule' | 'whatsapp';

/**
 * The whole lead checked and ready to save, with the page `destination` opens: the booking page
 * with name and email, or the chat with a message holding the answers. Undefined while the answers
 * do not pass (the validation code is loaded: every earlier step was checked with it).
 */
function wizardLeadToSave(
  answers: WizardDraft,
  locale: string,
  words: WizardWords,
  config: DialogConfig,
  destination: Destination,
  afterOpening: () => void,
): LeadToSave | undefined {
  const loaded = wizardValidation.current();
  // The page's language goes with the lead (the answers stay English ids).
  const parsed = loaded?.wizardLeadSchema.safeParse({ ...answers, locale });
  if (!loaded || !parsed?.success) return undefined;
  const lead = parsed.data;
  return {
    lead,
    source: 'wizard',
    attribution: loaded.readAttribution(),
    nextPage: () =>
      destination === 'schedule'
        ? buildBookingUrlSafely([config.schedulerUrl, siteConfig.schedulerUrl], lead)
        : buildWhatsAppUrl(config.whatsappNumber, buildWhatsAppMessage(lead, words)),
    onStored: ({ leadId, firstTime, experiment }) => {
      if (firstTime)
        trackLeadConversion({
          leadId,
          experiment,
          companySize: lead.companySize,
          hasCompany: lead.company.trim() !== '',
          formName: 'wizard',
        });
      afterOpening();
    },
  };
}

/** Back, and Continue or (last step) WhatsApp Us and Schedule Meeting. */
function WizardActions({
  copy,
  step,
  stepComplete,
  saving,
  onBack,
  onWhatsApp,
}: {
  copy: WizardWords['WIZARD_COPY'];
  step: number;
  stepComplete: boolean;
  saving: boolean;
  onBack: () => void;
  onWhatsApp: () => void;
}) {
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
      {step > 1 ? (
        <button type="button" className={secondaryButtonClass} onClick={onBack}>
          {copy.back}
        </button>
      ) : (
        <span />
      )}
      {step < TOTAL_STEPS ? (
        <button type="submit" className={primaryButtonClass} disabled={!stepComplete}>
          {copy.continue}
        </button>
      ) : (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={`${secondaryButtonClass} border-emerald-600 text-emerald-800`}
            disabled={!stepComplete || saving}
            onClick={onWhatsApp}
          >
            <MessageCircleGlyph className="size-4" />
            {copy.whatsapp}
          </button>
          <button type="submit" className={primaryButtonClass} disabled={!stepComplete || saving}>
            {saving ? copy.scheduleBusy : copy.schedule}
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * Get Started wizard: services → company size and timeline → main goal →
 * contact details with Schedule Meeting / WhatsApp Us. Behaves like the lead modal: the lead is
 * saved first (one lead per set of answers, whatever is clicked twice), the booking or chat tab
 * opened inside the click then gets its page, and a failed save shows a retry. After WhatsApp Us
 * the wizard stays on its last step, so booking a call is one click away. The DialogHost
 * remounts it on every opening, so it always starts at step 1 with an empty form.
 */
export default function WizardModal({ open, onClose, config }: HostedDialogProps) {
  const [{ locale, words }] = useState(() => ({ locale: pageLocale(), words: wizardWords() }));
  const { WIZARD_COPY } = words;
  const [chatOpened, setChatOpened] = useState(false);
  const { status, honeypotRef, saveAndOpen } = useSaveThenOpen();
  // What the last save was for: a retry goes there again.
  const [lastDestination, setLastDestination] = useState<Destination>('schedule');
  const titleId = useId();
  const stepHeadingId = useId();
  const fieldId = useId();
  const { step, back, headingRef, form, draft, stepComplete, choose, toggle, submitStep } =
    useStepForm({
      validation: wizardValidation,
      stepSchemas: (module: WizardValidation) =>
        localizedSteps(module, locale, words.WIZARD_MESSAGES),
      defaultValues: EMPTY_WIZARD_DRAFT,
      totalSteps: TOTAL_STEPS,
    });
  const stepCopy = WIZARD_COPY.steps[step - 1] ?? WIZARD_COPY.steps[0];

  const act = (destination: Destination) =>
    saveAndOpen(() => {
      setLastDestination(destination);
      const after = destination === 'schedule' ? onClose : () => setChatOpened(true);
      return wizardLeadToSave(form.getValues(), locale, words, config, destination, after);
    });

  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      exitMs={MODAL_TIMINGS.wizardExitMs}
      initialFocusRef={headingRef}
      panelClassName="max-w-2xl"
      frame="steady"
    >
      <div className={DIALOG_COLUMN_CLASS}>
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-ink min-w-0 flex-1 text-xl font-bold sm:text-2xl">
            {WIZARD_COPY.title}
          </h2>
          <CloseButton label={WIZARD_COPY.close} onClick={onClose} />
        </div>
        <StepProgress
          step={step}
          total={TOTAL_STEPS}
          label={fillTemplate(WIZARD_COPY.progress, { step, total: TOTAL_STEPS })}
        />

        <form className={DIALOG_FORM_CLASS} onSubmit={submitStep(() => act('schedule'))} noValidate>
          <div className={DIALOG_BODY_CLASS}>
            <StepHeading
              id={stepHeadingId}
              headingRef={headingRef}
              description={stepCopy.description}
            >
              {stepCopy.heading}
            </StepHeading>
            {step === 1 ? (
              <WizardServicesStep
                words={words}
                draft={draft}
                headingId={stepHeadingId}
                onToggle={(service, checked) => toggle('services', service, checked)}
              />
            ) : null}
            {step === 2 ? <WizardCompanyStep words={words} draft={draft} choose={choose} /> : null}
            {step === 3 ? (
              <WizardGoalStep
                words={words}
                draft={draft}
                headingId={stepHeadingId}
                choose={choose}
              />
            ) : null}
            {step === 4 ? (
              <WizardContactStep
                words={words}
                control={form.control}
                fieldId={fieldId}
                honeypotRef={honeypotRef}
                chatOpened={chatOpened}
                failed={status === 'failed'}
                saving={status === 'saving'}
                onRetry={() => act(lastDestination)}
              />
            ) : null}
          </div>
          <WizardActions
            copy={WIZARD_COPY}
            step={step}
            stepComplete={stepComplete}
            saving={status === 'saving'}
            onBack={back}
            onWhatsApp={() => act('whatsapp')}
          />
        </form>
      </div>
    </Modal>
  );
}
