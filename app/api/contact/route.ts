import {
  contactSchemaFor,
  createLeadRouteHandlers,
  toContactWebhookPayload,
} from '@/lib/leads/contract';
import { contactConversionFacts } from '@/lib/leads/conversions/lead-facts';
import { withAsciiEmail } from '@/lib/leads/email-ascii';

// better-sqlite3 / pg need Node; a lead endpoint is never cached.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const handlers = createLeadRouteHandlers({
  kind: 'contact',
  // Validated with the messages of the language the form was posted in.
  schema: contactSchemaFor,
  source: 'contact-form',
  acceptsFormPost: true,
  toWebhookPayload: (values, { submittedAt, attribution, headers, experiment }) =>
    withAsciiEmail(
      toContactWebhookPayload(values, {
        submittedAt,
        attribution,
        referer: headers.get('referer'),
        experiment,
      }),
      values.email,
      'emailAscii',
    ),
  toConversionFacts: contactConversionFacts,
});

export const POST = handlers.POST;
export const GET = handlers.GET;
export const PUT = handlers.PUT;
export const PATCH = handlers.PATCH;
export const DELETE = handlers.DELETE;
export const OPTIONS = handlers.OPTIONS;
