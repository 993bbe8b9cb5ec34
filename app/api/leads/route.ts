import { createLeadRouteHandlers } from '@/lib/leads/contract';
import { leadEndpointConversionFacts } from '@/lib/leads/conversions/lead-facts';
import { leadEndpointSchemaFor, leadEndpointWebhookPayload } from '@/lib/leads/lead-endpoint';

// better-sqlite3 / pg need Node; a lead endpoint is never cached.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Leads from the Get Started wizard and the 3-step lead modal (both go to LEAD_WEBHOOK_URL). */
const handlers = createLeadRouteHandlers({
  kind: 'lead',
  schema: leadEndpointSchemaFor,
  source: (values) => values.source,
  toWebhookPayload: (values, { submittedAt, attribution, headers, experiment }) =>
    leadEndpointWebhookPayload(values, { submittedAt, attribution, headers, experiment }),
  toConversionFacts: leadEndpointConversionFacts,
});

export const POST = handlers.POST;
export const GET = handlers.GET;
export const PUT = handlers.PUT;
export const PATCH = handlers.PATCH;
export const DELETE = handlers.DELETE;
export const OPTIONS = handlers.OPTIONS;
