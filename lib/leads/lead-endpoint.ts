/**
 * POST /api/leads: the wizard's and the lead modal's leads. A modal lead is validated against the
 * options of its page's lead context (a bundled one or an editor's, loaded through lib/content),
 * and the webhook gets its goal and needs in that context's words.
 */
import { getLeadContext } from '@/lib/content';
import { DEFAULT_LEAD_PAGE_CONTEXT } from '@/content-fallback/lead-modal-options';
import {
  buildLeadEndpointSchema,
  toLeadEndpointWebhookPayload,
  type LeadEndpointValues,
  type LeadRequestContext,
} from './contract/lead-webhook-payload';
import { withAsciiEmail } from './email-ascii';
import { LEAD_CONTEXT_KEY_PATTERN } from './contract/lead-modal-schema';
import {
  leadModalMessagesFor,
  requestLocale,
  wizardMessagesFor,
} from './contract/localized-messages';

/** The context key a modal request names (the default when it names none), else undefined. */
function requestedContext(fields: Record<string, unknown>): string | undefined {
  if (fields.source !== 'lead-modal') return undefined;
  const key = fields.pageContext ?? DEFAULT_LEAD_PAGE_CONTEXT;
  return typeof key === 'string' && LEAD_CONTEXT_KEY_PATTERN.test(key) ? key : undefined;
}

/** The endpoint's schema for this request: a modal lead's context options loaded first. */
export async function leadEndpointSchemaFor(fields: Record<string, unknown>) {
  const key = requestedContext(fields);
  const context = key === undefined ? undefined : await getLeadContext(key);
  // The lead's messages in the language of the page it was sent from.
  const locale = requestLocale(fields);
  return buildLeadEndpointSchema((wanted) => (context?.key === wanted ? context : undefined), {
    wizard: wizardMessagesFor(locale),
    leadModal: leadModalMessagesFor(locale),
  });
}

export async function leadEndpointWebhookPayload(
  values: LeadEndpointValues,
  context: LeadRequestContext,
) {
  const leadContext =
    values.source === 'lead-modal' ? await getLeadContext(values.pageContext) : undefined;
  return withAsciiEmail(
    toLeadEndpointWebhookPayload(values, context, leadContext),
    values.email,
    'email_ascii',
  );
}
