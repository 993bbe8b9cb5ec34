'use client';

import { buttonClassName } from '@/components/ui/button';
import { CloseGlyph } from '@/components/ui/glyphs';
import { useId, type ChangeEvent, type ReactNode, type RefObject } from 'react';

/**
 * Building blocks shared by the Get Started wizard and the lead modal: choice cards around
 * native radios/checkboxes (named by their visible label), labelled text fields, the step
 * heading that receives focus on each step, and the close button.
 */

export function ChoiceCard({
  type,
  name,
  value,
  checked,
  onChange,
  label,
  hint,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  label: string;
  hint?: string;
}) {
  return (
    <label className="hover:border-primary/60 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-primary flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 text-start transition-colors has-[:focus-visible]:ring-2">
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="accent-primary mt-0.5 size-4 shrink-0 focus-visible:outline-none"
      />
      <span className="min-w-0">
        <span className="text-ink block text-sm font-semibold">{label}</span>
        {hint ? <span className="block text-xs text-slate-600">{hint}</span> : null}
      </span>
    </label>
  );
}

export function ChoiceGroup({
  legend,
  labelledBy,
  children,
  columns = 2,
  error,
  errorId,
}: {
  legend?: string;
  labelledBy?: string;
  children: ReactNode;
  columns?: 1 | 2 | 3;
  /** The question's message (shown after Continue), tied to the fieldset. */
  error?: string;
  errorId?: string;
}) {
  const grid =
    columns === 1
      ? 'grid-cols-1'
      : columns === 3
        ? 'grid-cols-1 sm:grid-cols-3'
        : 'grid-cols-1 sm:grid-cols-2';
  return (
    <fieldset
      aria-labelledby={labelledBy}
      aria-describedby={error && errorId ? errorId : undefined}
      className="min-w-0"
    >
      {legend ? <legend className="text-ink mb-2 text-sm font-semibold">{legend}</legend> : null}
      <div className={`grid gap-2 ${grid}`}>{children}</div>
      {error ? (
        <p id={errorId} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function StepHeading({
  id,
  headingRef,
  children,
  description,
}: {
  id: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
  description?: string;
}) {
  return (
    <div className="mb-4">
      <h3
        id={id}
        ref={headingRef}
        tabIndex={-1}
        className="text-ink text-lg font-bold focus:outline-none"
      >
        {children}
      </h3>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
    </div>
  );
}

export function TextField({
  id,
  label,
  value,
  onChange,
  onBlur,
  type = 'text',
  autoComplete,
  required = false,
  maxLength,
  error,
  note,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  required?: boolean;
  maxLength?: number;
  error?: string;
  note?: string;
}) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="text-ink mb-1 block text-sm font-semibold">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
        {note ? <span className="font-normal text-slate-600"> {note}</span> : null}
      </label>
      <input
        id={id}
        type={type}
        // Addresses and phone numbers read left to right inside Arabic text too.
        dir={type === 'text' ? undefined : 'ltr'}
        value={value}
        autoComplete={autoComplete}
        required={required}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        className="text-ink focus:border-primary focus:outline-primary/40 w-full rounded-lg border border-slate-300 px-3 py-2 text-base placeholder:text-slate-500 focus:outline-2 aria-[invalid=true]:border-red-600 rtl:[&[dir=ltr]]:text-end"
      />
      {error ? (
        <p id={errorId} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="hover:text-ink focus-visible:outline-primary -me-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2"
    >
      <CloseGlyph className="size-5" />
    </button>
  );
}

/** A steady dialog's column (components/ui/modal-frame.tsx): header and progress, then the form. */
export const DIALOG_COLUMN_CLASS = 'flex min-h-0 flex-1 flex-col p-5 sm:p-7';
/** The form fills the rest of the column: its step scrolls, its actions stay at the bottom. */
export const DIALOG_FORM_CLASS = 'relative mt-5 flex min-h-0 flex-1 flex-col';
/** The only part that scrolls; the padding keeps the fields' focus rings inside its clip. */
export const DIALOG_BODY_CLASS = '-mx-1 min-h-0 flex-1 overflow-y-auto px-1 pb-1';

export function StepProgress({
  step,
  total,
  label,
}: {
  step: number;
  total: number;
  label: string;
}) {
  return (
    <div className="mt-3">
      <p className="text-xs font-medium text-slate-600">{label}</p>
      <div className="mt-1 h-1.5 w-full rounded-full bg-slate-100" aria-hidden="true">
        <div
          className="bg-primary h-1.5 rounded-full transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${(step / total) * 100}%` }}
        />
      </div>
    </div>
  );
}

/** Field a person never sees; bots that fill every input fill it and get dropped by the server. */
export function HoneypotField({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <div
      aria-hidden="true"
      className="absolute -inset-s-[10000px] top-auto size-px overflow-hidden"
    >
      <label>
        Website
        <input
          ref={inputRef}
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </label>
    </div>
  );
}

/** The dialogs' step actions in the site's button style; an unfinished step's Continue looks inactive. */
export const primaryButtonClass = buttonClassName({
  size: 'sm',
  className:
    'text-sm disabled:bg-slate-300 disabled:text-slate-600 aria-disabled:cursor-not-allowed aria-disabled:bg-slate-300 aria-disabled:text-slate-600',
});

export const secondaryButtonClass = buttonClassName({
  variant: 'outline',
  size: 'sm',
  className: 'text-sm',
});

/** A single-choice question: a fieldset of radio choice cards, one per option. */
export function RadioChoiceGroup<Value extends string>({
  legend,
  labelledBy,
  columns,
  name,
  options,
  selected,
  onSelect,
  error,
}: {
  legend?: string;
  labelledBy?: string;
  columns?: 1 | 2 | 3;
  name: string;
  options: ReadonlyArray<{ value: Value; label: string; hint?: string }>;
  selected: string | undefined;
  onSelect: (value: Value) => void;
  error?: string;
}) {
  const errorId = useId();
  return (
    <ChoiceGroup
      legend={legend}
      labelledBy={labelledBy}
      columns={columns}
      error={error}
      errorId={errorId}
    >
      {options.map((option) => (
        <ChoiceCard
          key={option.value}
          type="radio"
          name={name}
          value={option.value}
          label={option.label}
          hint={option.hint}
          checked={selected === option.value}
          onChange={() => onSelect(option.value)}
        />
      ))}
    </ChoiceGroup>
  );
}

/** A multiple-choice question: a fieldset of checkbox choice cards, one per option. */
export function CheckboxChoiceGroup({
  legend,
  labelledBy,
  name,
  options,
  selected,
  onToggle,
  error,
}: {
  legend?: string;
  labelledBy?: string;
  name: string;
  options: ReadonlyArray<{ value: string; label: string; hint?: string }>;
  selected: readonly string[];
  onToggle: (value: string, checked: boolean) => void;
  error?: string;
}) {
  const errorId = useId();
  return (
    <ChoiceGroup legend={legend} labelledBy={labelledBy} error={error} errorId={errorId}>
      {options.map((option) => (
        <ChoiceCard
          key={option.value}
          type="checkbox"
          name={name}
          value={option.value}
          label={option.label}
          hint={option.hint}
          checked={selected.includes(option.value)}
          onChange={(event) => onToggle(option.value, event.target.checked)}
        />
      ))}
    </ChoiceGroup>
  );
}
