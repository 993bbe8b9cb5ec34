/**
 * Server-side conversions: when a lead is stored from a visitor who allowed marketing, the lead's
 * Meta `Lead` and GA4 `generate_lead` are stored with it as deliveries of the same outbox
 * (lib/leads/delivery.ts): retried, idempotent, never in the way of the visitor's 201.
 */
import { randomUUID } from 'node:crypto';
import { conversionKeyOf, type ConversionKind, type NewLead } from '../store/types';
import { conversionUrlFor } from './destinations';
import { ga4LeadEvent, metaLeadEvent } from './events';
import type { LeadConversionFacts } from './lead-facts';
import type { VisitorSignals } from './visitor-signals';

export { conversionUrlFor } from './destinations';
export type { LeadConversionFacts } from './lead-facts';
export { visitorSignalsFrom, type VisitorSignals } from './visitor-signals';

export interface StoredLeadFacts {
  id: string;
  idempotencyKey: string;
  source: string;
  submittedAt: Date;
}

/**
 * The conversion rows to store with a lead. Nothing without marketing consent at submit time;
 * GA4 also needs analytics consent and the `_ga` client id its tag set (no id, no GA4 event).
 */
export function conversionDeliveriesFor(
  lead: StoredLeadFacts,
  facts: LeadConversionFacts,
  signals: VisitorSignals,
  urlFor: (kind: ConversionKind) => string | undefined = conversionUrlFor,
): NewLead[] {
  if (!signals.consent?.marketing) return [];
  const row = (kind: ConversionKind, webhookBody: unknown): NewLead => ({
    id: randomUUID(),
    kind,
    source: lead.source,
    idempotencyKey: conversionKeyOf(kind, lead.idempotencyKey),
    payload: { leadId: lead.id },
    webhookBody,
    status: 'pending',
    createdAt: lead.submittedAt,
  });
  const rows: NewLead[] = [];
  if (urlFor('meta-capi') !== undefined)
    rows.push(row('meta-capi', metaLeadEvent(lead.id, lead.submittedAt, facts, signals)));
  if (urlFor('ga4-mp') !== undefined && signals.consent.analytics && signals.gaClientId)
    rows.push(row('ga4-mp', ga4LeadEvent(lead.id, lead.submittedAt, facts, signals.gaClientId)));
  return rows;
}
