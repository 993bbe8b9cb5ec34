'use client';

import { MessageCircleGlyph } from '@/components/layout/glyphs';
import { useId, useRef, useState } from 'react';
import { useController, useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import { Modal } from '@/components/ui/modal';
import * as wizardEnglish from '@/content-fallback/lead-modal-options';
import { WHATSAPP_GREETING } from '@/content-fallback/contact-form';
import { WIZARD_MESSAGES } from '@/lib/leads/contract/wizard-messages';
import { inPageLanguage, pageLocale } from './dialog-words';
import { siteConfig } from '@/content-fallback/site';
import { trackLeadConversion } from '@/lib/analytics/track';
import { MODAL_TIMINGS, TEXT_LIMITS } from '@/lib/constants';
import type { HostedDialogProps } from '@/lib/dialogs';
import { buildFallbackSchedulerUrl, showBookingPage } from '@/lib/leads/scheduler-url';
import { submitLead } from '@/lib/leads/submit-lead';
import { buildWhatsAppMessage, buildWhatsAppUrl } from '@/lib/leads/whatsapp';
import { EMPTY_WIZARD_DRAFT } from '@/lib/leads/contract/drafts';
import type { WizardDraft, WizardLead } from '@/lib/leads/contract/wizard-schema';
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
  secondaryButtonClass,
  RadioChoiceGroup,
} from './lead-flow-parts';

const TOTAL_STEPS = 4;

/** zod and the schemas: fetched when the wizard mounts or on a trigger's intent, not on idle. */
const wizardValidation = lazyModule(() => import('./wizard-validation'));
export const preloadValidation = () => wizardValidation.load();

/** Where the visitor goes once the lead is saved. */
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

type Destination = 'schedule' | 'whatsapp';

function WizardTextField({
  control,
  name,
  ...props
}: {
  control: Control<WizardDraft, { step: number }>;
  name: 'name' | 'email' | 'company';
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

/** A booking link the browser can open: the configured one, else the site default. */
function safeBookingUrl(schedulerUrl: string, lead: WizardLead): string {
  for (const base of [schedulerUrl, siteConfig.schedulerUrl]) {
    try {
      return buildFallbackSchedulerUrl(base, lead);
    } catch {
      // Not a URL: try the default.
    }
  }
  return siteConfig.schedulerUrl;
}

/**
 * Get Started wizard (spec 01 §2, §4, §5): services → company size and timeline → main goal →
 * contact details with Schedule Meeting / WhatsApp Us. Behaves like the lead modal: the lead is
 * saved first (one lead per set of answers, whatever is clicked twice), the booking or chat tab
 * opened inside the click then gets its page, and a failed save shows a retry. The DialogHost
 * remounts it on every opening, so it always starts at step 1 with an empty form.
 */
/** The wizard's words, in the page's language (its catalog came with the dialog's code). */
function wizardWords() {
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

export default function WizardModal({ open, onClose, config }: HostedDialogProps) {
  const [{ locale, words }] = useState(() => ({ locale: pageLocale(), words: wizardWords() }));
  const {
    WIZARD_COPY,
    WIZARD_COMPANY_SIZE_OPTIONS,
    WIZARD_GOAL_OPTIONS,
    WIZARD_SERVICE_OPTIONS,
    WIZARD_TIMELINE_OPTIONS,
  } = words;
  const [step, setStep] = useState(1);
  const [processing, setProcessing] = useState(false);
  const [failedDestination, setFailedDestination] = useState<Destination | null>(null);
  // After WhatsApp Us the wizard stays on its last step, so booking a call is one click away.
  const [chatOpened, setChatOpened] = useState(false);
  // The Idempotency-Key of the answers already stored: the other action with the same answers
  // opens its page without storing (or counting) a second lead.
  const storedKey = useRef<string | null>(null);
  const headingRef = useStepHeadingFocus(step);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const { keyFor: idempotencyKeyFor } = useSubmissionKey();
  const singleFlight = useSingleFlight();
  const titleId = useId();
  const stepHeadingId = useId();
  const fieldId = useId();

  // The step schemas with the messages in the page's language.
  const stepSchemas = (module: WizardValidation) =>
    localizedSteps(module, locale, words.WIZARD_MESSAGES);

  // The resolver checks only the step on screen (its number comes in as the form's context), so
  // Continue reports that step's fields alone: one schema per step, through zodResolver.
  const stepResolver: Resolver<WizardDraft, { step: number }> = async (
    values,
    context,
    options,
  ) => {
    const loadedValidation = await wizardValidation.load();
    const steps = stepSchemas(loadedValidation);
    const { zodResolver } = loadedValidation;
    const schema = steps[(context?.step ?? 1) - 1] ?? steps[0];
    return (zodResolver(schema) as unknown as Resolver<WizardDraft, { step: number }>)(
      values,
      context,
      options,
    );
  };
  const { control, handleSubmit, setValue, getValues } = useForm<WizardDraft, { step: number }>({
    defaultValues: EMPTY_WIZARD_DRAFT,
    mode: 'onTouched',
    context: { step },
    resolver: stepResolver,
  });
  const draft = useWatch({ control }) as WizardDraft;

  const validation = useLazyModule(wizardValidation);
  // Until the validation code has arrived (a moment after opening), Continue waits with it.
  const stepComplete = validation
    ? (stepSchemas(validation)[step - 1]?.safeParse(draft).success ?? false)
    : false;
  const stepCopy = WIZARD_COPY.steps[step - 1] ?? WIZARD_COPY.steps[0];

  function choose(key: 'companySize' | 'timeline' | 'primaryGoal', value: string) {
    setValue(key, value, { shouldDirty: true });
  }

  function toggleService(service: string, checked: boolean) {
    const current = getValues('services');
    setValue(
      'services',
      checked ? [...current, service] : current.filter((item) => item !== service),
      { shouldDirty: true },
    );
  }

  /** Saves the lead, then sends the tab opened inside the click to its page. */
  async function saveAndGo(destination: Destination) {
    // Loaded: every step before this one was checked with it.
    const loaded = wizardValidation.current();
    // The page's language goes with the lead (the answers stay English ids).
    const parsed = loaded?.wizardLeadSchema.safeParse({ ...getValues(), locale });
    if (!loaded || !parsed?.success) return;
    const lead = parsed.data;
    const idempotencyKey = idempotencyKeyFor(lead);
    // Opened now, inside the click: popup blockers allow a new tab only there.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    if (storedKey.current === idempotencyKey) {
      openDestination(tab, destination, lead);
      return;
    }
    setProcessing(true);
    setFailedDestination(null);
    let leadId: string | undefined;
    try {
      ({ id: leadId } = await submitLead(
        '/api/leads',
        {
          ...lead,
          source: 'wizard',
          attribution: loaded.readAttribution(),
          website: honeypotRef.current?.value ?? '',
        },
        { idempotencyKey },
      ));
    } catch (error) {
      // Spec 01 §8: logged; the wizard stays open with the answers, and says so (issue 13).
      console.error('Error submitting lead:', error);
      tab?.close();
      setProcessing(false);
      setFailedDestination(destination);
      return;
    }
    // Stored: from here on nothing is reported as a failure.
    storedKey.current = idempotencyKey;
    trackLeadConversion({
      leadId,
      companySize: lead.companySize,
      hasCompany: lead.company.trim() !== '',
      formName: 'wizard',
    });
    setProcessing(false);
    openDestination(tab, destination, lead);
  }

  /** Sends the tab to the booking page (the wizard is done) or the chat (the wizard stays). */
  function openDestination(tab: Window | null, destination: Destination, lead: WizardLead) {
    try {
      showBookingPage(
        tab,
        destination === 'schedule'
          ? safeBookingUrl(config.schedulerUrl, lead)
          : buildWhatsAppUrl(config.whatsappNumber, buildWhatsAppMessage(lead, words)),
      );
    } catch (error) {
      console.error('Could not open the next page:', error);
    }
    if (destination === 'schedule') onClose();
    else setChatOpened(true);
  }

  const act = (destination: Destination) => void singleFlight(() => saveAndGo(destination));

  const onValidStep = () => {
    if (step < TOTAL_STEPS) setStep(step + 1);
    else act('schedule');
  };

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
          onSubmit={(event) => void handleSubmit(onValidStep)(event)}
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
                onSelect={(value) => choose('companySize', value)}
              />
              <RadioChoiceGroup
                legend={WIZARD_COPY.timelineLegend}
                columns={3}
                name="timeline"
                options={WIZARD_TIMELINE_OPTIONS}
                selected={draft.timeline}
                onSelect={(value) => choose('timeline', value)}
              />
            </div>
          ) : null}

          {step === 3 ? (
            <RadioChoiceGroup
              labelledBy={stepHeadingId}
              name="primaryGoal"
              options={WIZARD_GOAL_OPTIONS}
              selected={draft.primaryGoal}
              onSelect={(value) => choose('primaryGoal', value)}
            />
          ) : null}

          {step === 4 ? (
            <div className="space-y-3">
              <WizardTextField
                control={control}
                name="name"
                id={`${fieldId}-name`}
                label={WIZARD_COPY.nameLabel}
                autoComplete="name"
                required
                maxLength={TEXT_LIMITS.name}
              />
              <WizardTextField
                control={control}
                name="email"
                id={`${fieldId}-email`}
                label={WIZARD_COPY.emailLabel}
                type="email"
                autoComplete="email"
                required
                maxLength={TEXT_LIMITS.email}
              />
              <WizardTextField
                control={control}
                name="company"
                id={`${fieldId}-company`}
                label={WIZARD_COPY.companyLabel}
                autoComplete="organization"
                required
                maxLength={TEXT_LIMITS.company}
              />
              <HoneypotField inputRef={honeypotRef} />
              <div role="status" className="empty:hidden">
                {chatOpened ? (
                  <p className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
                    {WIZARD_COPY.chatOpened}
                  </p>
                ) : null}
              </div>
              {failedDestination ? (
                <div
                  role="alert"
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
                >
                  <span>{WIZARD_COPY.failure}</span>
                  <button
                    type="button"
                    className="font-semibold underline underline-offset-2"
                    disabled={processing}
                    onClick={() => act(failedDestination)}
                  >
                    {WIZARD_COPY.retry}
                  </button>
                </div>
              ) : null}
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
                  disabled={!stepComplete || processing}
                  onClick={() => act('whatsapp')}
                >
                  <MessageCircleGlyph className="size-4" />
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
