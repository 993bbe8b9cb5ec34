'use client';

import { useState, type FormEvent } from 'react';
import {
  useController,
  useForm,
  useWatch,
  type Control,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
} from 'react-hook-form';
import type { zodResolver } from '@hookform/resolvers/zod';
import type { ZodType } from 'zod';
import { TEXT_LIMITS } from '@/lib/content/limits';
import { TextField } from './lead-flow-parts';
import type { LazyModule } from './lazy-module';
import { useLazyModule } from './lazy-module';
import { useStepHeadingFocus } from './use-lead-flow';

/**
 * The multi-step form both lead dialogs are made of: react-hook-form holds the answers, and each
 * step is checked with its own schema through zodResolver. The schemas live in the dialog's
 * validation module, loaded apart from the dialog (zod was a long task on every page load), so
 * everything here reaches them through that LazyModule; only types are imported.
 */

/** The form's context: the step on screen, so the resolver checks that step's schema alone. */
export interface StepContext {
  step: number;
}

/** What a dialog's validation module gives the step form. */
export interface StepValidation<Draft> {
  zodResolver: typeof zodResolver;
  isStepComplete(step: number, draft: Draft, steps: readonly ZodType[]): boolean;
}

/** The step schemas in order (index = step number - 1). */
export type StepSchemas = readonly [StepSchema, ...StepSchema[]];
type StepSchema = ZodType<FieldValues, FieldValues>;

/** A form field holding text: the names a text field can be bound to. */
export type TextFieldName<Draft extends FieldValues> = Path<Draft> &
  { [Key in keyof Draft & string]: Draft[Key] extends string ? Key : never }[keyof Draft & string];

/** A multiple-choice answer: the names a checkbox group can be bound to. */
export type ListFieldName<Draft extends FieldValues> = Path<Draft> &
  { [Key in keyof Draft & string]: Draft[Key] extends string[] ? Key : never }[keyof Draft &
    string];

export function useStepForm<Draft extends FieldValues, Module extends StepValidation<Draft>>({
  validation,
  stepSchemas,
  defaultValues,
  totalSteps,
}: {
  validation: LazyModule<Module>;
  /** The step schemas with the messages in the page's language. */
  stepSchemas: (module: Module) => StepSchemas;
  defaultValues: Draft;
  totalSteps: number;
}) {
  const [step, setStep] = useState(1);
  const headingRef = useStepHeadingFocus(step);

  // The resolver checks only the step on screen (its number comes in as the form's context), so
  // Continue reports that step's fields alone: one schema per step, through zodResolver.
  const resolver: Resolver<Draft, StepContext> = async (values, context, options) => {
    const loadedValidation = await validation.load();
    const steps = stepSchemas(loadedValidation);
    const schema = steps[(context?.step ?? 1) - 1] ?? steps[0];
    return (loadedValidation.zodResolver(schema) as unknown as Resolver<Draft, StepContext>)(
      values,
      context,
      options,
    );
  };
  const form = useForm<Draft, StepContext>({
    defaultValues: defaultValues as DefaultValues<Draft>,
    mode: 'onTouched',
    context: { step },
    resolver,
  });
  const draft = useWatch({ control: form.control }) as Draft;
  const { isSubmitted } = form.formState;

  const loaded = useLazyModule(validation);
  // Until the validation code has arrived (a moment after opening), Continue waits with it.
  const stepComplete = loaded ? loaded.isStepComplete(step, draft, stepSchemas(loaded)) : false;

  /** A choice; once Continue was pressed its message follows the answer at once. */
  function choose<Name extends Path<Draft>>(name: Name, value: PathValue<Draft, Name>) {
    form.setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted });
  }

  /** Ticks or unticks one item of a multiple-choice answer. */
  function toggle(name: ListFieldName<Draft>, item: string, checked: boolean) {
    const current = form.getValues(name) as string[];
    const next = checked ? [...current, item] : current.filter((entry) => entry !== item);
    choose(name, next as PathValue<Draft, typeof name>);
  }

  /** The form's submit: the next step once this one is valid; on the last step, `finish`. */
  const submitStep = (finish: () => void) => (event: FormEvent<HTMLFormElement>) =>
    void form.handleSubmit(() => {
      if (step < totalSteps) setStep(step + 1);
      else finish();
    })(event);

  return {
    step,
    back: () => setStep(step - 1),
    headingRef,
    form,
    draft,
    stepComplete,
    choose,
    toggle,
    submitStep,
  };
}

/** A text field bound to the form: its message shows once the field is left or Continue pressed. */
export function FormTextField<Draft extends FieldValues>({
  control,
  name,
  ...props
}: {
  control: Control<Draft, StepContext>;
  name: TextFieldName<Draft>;
} & Omit<Parameters<typeof TextField>[0], 'value' | 'onChange' | 'onBlur' | 'error'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      value={field.value as string}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

/** The answers both dialogs ask for to reach the visitor. */
interface ContactAnswers {
  name: string;
  email: string;
  company: string;
}

/** Name, email and company, all required: the contact questions of both lead dialogs. */
export function ContactFields<Draft extends ContactAnswers>({
  control,
  idPrefix,
  copy,
}: {
  control: Control<Draft, StepContext>;
  idPrefix: string;
  copy: { nameLabel: string; emailLabel: string; companyLabel: string };
}) {
  // Every Draft here has these text fields (ContactAnswers); TypeScript cannot see that through
  // the generic mapped type.
  const named = (name: keyof ContactAnswers) => name as TextFieldName<Draft>;
  return (
    <>
      <FormTextField
        control={control}
        name={named('name')}
        id={`${idPrefix}-name`}
        label={copy.nameLabel}
        autoComplete="name"
        required
        maxLength={TEXT_LIMITS.name}
      />
      <FormTextField
        control={control}
        name={named('email')}
        id={`${idPrefix}-email`}
        label={copy.emailLabel}
        type="email"
        autoComplete="email"
        required
        maxLength={TEXT_LIMITS.email}
      />
      <FormTextField
        control={control}
        name={named('company')}
        id={`${idPrefix}-company`}
        label={copy.companyLabel}
        autoComplete="organization"
        required
        maxLength={TEXT_LIMITS.company}
      />
    </>
  );
}
