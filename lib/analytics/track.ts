/**
 * Lead conversion: GA4 `generate_lead` and Meta Pixel `Lead` with company size, industry and
 * whether a company was given. Sent only for the categories the visitor allowed; the pixel's
 * eventID is the stored lead's id so a server-side event could be deduplicated against it.
 */
import { readConsent } from './consent';

export interface LeadConversion {
  leadId?: string;
  companySize: string;
  industry?: string;
  hasCompany: boolean;
  /** Which form produced the lead (wizard, lead-modal). */
  formName: string;
  /** The campaign experiment and arm the server attributed the lead to, if any. */
  experiment?: { experiment: string; variant: string };
}

export function trackLeadConversion(conversion: LeadConversion): void {
  if (typeof window === 'undefined') return;
  const consent = readConsent();
  if (!consent) return;
  const details = {
    company_size: conversion.companySize,
    industry: conversion.industry ?? '',
    has_company: conversion.hasCompany,
    // The server's conversions carry the same (lib/leads/conversions/events.ts).
    ...conversion.experiment,
  };
  if (consent.analytics) {
    // lead_id: GA4 does not deduplicate the server's copy of this event; a report can.
    window.gtag?.('event', 'generate_lead', {
      ...details,
      form_name: conversion.formName,
      ...(conversion.leadId ? { lead_id: conversion.leadId } : {}),
    });
  }
  if (consent.marketing) {
    window.fbq?.(
      'track',
      'Lead',
      details,
      conversion.leadId ? { eventID: conversion.leadId } : undefined,
    );
  }
}
