/**
 * Pieces the contact form's served HTML (contact-form-markup.tsx, rendered on the server) and its
 * live client version (contact-form.tsx) share, so the upgrade swaps identical-looking markup.
 * No hooks and no 'use client': usable from both sides.
 */
import Link from 'next/link';
import { buttonClassName } from '@/components/ui/button';
import type { ReactNode } from 'react';
import { CONTACT_FORM_COPY } from '@/content-fallback/contact-form';

export const CONTACT_ENDPOINT = '/api/contact';
export const PHONE_INPUT_MAX = 25;

export { CONTACT_FORM_COPY };

export const CONTACT_INPUT_CLASS =
  'w-full rounded-lg border bg-white px-3 py-2.5 text-ink placeholder:text-slate-500 focus:border-primary focus:ring-2 focus:ring-primary/30 focus:outline-none aria-[invalid=true]:border-red-600';

export const CONTACT_SUBMIT_CLASS = buttonClassName({ shape: 'rounded' });

export const CONTACT_ALERT_CLASS =
  'rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800';
export const CONTACT_SUCCESS_CLASS =
  'rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800';

/** Field wrapper: visible label, the control, and its error tied to it by id. */
export function ContactField({
  id,
  label,
  optional,
  error,
  children,
  className = '',
}: {
  id: string;
  label: string;
  optional?: boolean;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-ink text-sm font-medium">
        {label}
        {optional ? (
          <span className="text-muted font-normal"> {CONTACT_FORM_COPY.optional}</span>
        ) : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The consent sentence with its link to the privacy policy. */
export function ContactConsentText() {
  return (
    <>
      {CONTACT_FORM_COPY.consentBefore}{' '}
      <Link
        href={CONTACT_FORM_COPY.privacyHref}
        className="text-primary font-medium underline underline-offset-2"
      >
        {CONTACT_FORM_COPY.privacyPolicy}
      </Link>
      .
    </>
  );
}

/** Honeypot: hidden from people and assistive tech; bots that fill every field reveal themselves. */
export function ContactHoneypot({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{CONTACT_FORM_COPY.honeypot}</label>
      {children}
    </div>
  );
}
