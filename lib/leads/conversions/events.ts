import { createHash } from 'node:crypto';
import type { LeadConversionFacts } from './lead-facts';
import type { VisitorSignals } from './visitor-signals';

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/** Meta's rule for `em`: trimmed and lowercased before hashing. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Meta's rule for `ph`: digits only, country code first, no + and no leading zeros. */
export const normalizePhone = (e164: string) => e164.replace(/\D/g, '').replace(/^0+/, '');

/** The parameters both platforms get: the browser events' own (lib/analytics/track.ts). */
function eventDetails(facts: LeadConversionFacts) {
  return {
    company_size: facts.companySize,
    industry: facts.industry,
    has_company: facts.hasCompany,
    // A campaign experiment's arm, only for a lead that took part in one.
    ...(facts.experiment ? { experiment: facts.experiment, variant: facts.variant ?? '' } : {}),
  };
}

/**
 * The Conversions API body of a lead: one `Lead` whose event_id is the lead id, the pixel's
 * eventID for the same lead, so Meta counts the two as one.
 */
export function metaLeadEvent(
  leadId: string,
  submittedAt: Date,
  facts: LeadConversionFacts,
  signals: VisitorSignals,
) {
  const phone = facts.phone ? normalizePhone(facts.phone) : '';
  return {
    data: [
      {
        event_name: 'Lead',
        event_time: Math.floor(submittedAt.getTime() / 1000),
        event_id: leadId,
        action_source: 'website',
        ...(signals.pageUrl ? { event_source_url: signals.pageUrl } : {}),
        user_data: {
          em: [sha256(normalizeEmail(facts.email))],
          ...(phone ? { ph: [sha256(phone)] } : {}),
          ...(signals.clientIp ? { client_ip_address: signals.clientIp } : {}),
          ...(signals.userAgent ? { client_user_agent: signals.userAgent } : {}),
          ...(signals.fbc ? { fbc: signals.fbc } : {}),
          ...(signals.fbp ? { fbp: signals.fbp } : {}),
        },
        custom_data: eventDetails(facts),
      },
    ],
  };
}

/** The Measurement Protocol body of a lead: `generate_lead` for the visitor's GA client id. */
export function ga4LeadEvent(
  leadId: string,
  submittedAt: Date,
  facts: LeadConversionFacts,
  clientId: string,
) {
  return {
    client_id: clientId,
    timestamp_micros: submittedAt.getTime() * 1000,
    events: [
      {
        name: 'generate_lead',
        params: {
          ...eventDetails(facts),
          form_name: facts.formName,
          // GA4 does not deduplicate with the browser's event; the lead id lets a report do it.
          lead_id: leadId,
        },
      },
    ],
  };
}
