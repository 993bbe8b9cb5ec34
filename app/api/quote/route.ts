import { createLeadRouteHandlers } from '@/lib/leads/contract';
import { quoteConversionFacts } from '@/lib/leads/conversions/lead-facts';
import { withAsciiEmail } from '@/lib/leads/email-ascii';
import {
  QUOTE_FORM_REPLIES,
  quoteLeadSchemaFor,
  quoteWebhookPayload,
} from '@/lib/leads/quote-lead';

// better-sqlite3 / pg need Node; a lead endpoint is never cached.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The /quote page's lead: "Send me this estimate" or "Book a call" (LEAD_WEBHOOK_URL). */
const handlers = createLeadRouteHandlers({
  kind: 'lead',
  schema: quoteLeadSchemaFor,
  source: 'quote',
  acceptsFormPost: QUOTE_FORM_REPLIES,
  toWebhookPayload: async (values, { submittedAt, attribution, headers, experiment }) =>
    withAsciiEmail(
      await quoteWebhookPayload(values, { submittedAt, attribution, headers, experiment }),
      values.email,
      'email_ascii',
    ),
  toConversionFacts: quoteConversionFacts,
});

export const POST = handlers.POST;
export const GET = handlers.GET;
export const PUT = handlers.PUT;
export const PATCH = handlers.PATCH;
export const DELETE = handlers.DELETE;
export const OPTIONS = handlers.OPTIONS;
