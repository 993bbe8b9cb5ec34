/**
 * The lead contract in one place: what the three forms may send (the request schemas), what the
 * webhooks receive (the payload builders) and the route handler that ties them together
 * (guards, parse, store, queue). The API routes import from here.
 *
 * Server-side entry: it pulls in the lead store. Client components import the schema modules
 * they need directly (./contact-schema, ./lead-modal-schema, ./wizard-schema), never this index.
 */
export { contactFormSchema, type ContactFormValues } from './contact-schema';
export {
  contactMessagesFor,
  contactSchemaFor,
  leadModalMessagesFor,
  requestLocale,
  wizardMessagesFor,
} from './localized-messages';
export { leadModalRequestSchema, type LeadModalLead } from './lead-modal-schema';
export { wizardLeadRequestSchema, type WizardLead } from './wizard-schema';
export { toContactWebhookPayload, type ContactWebhookPayload } from './contact-webhook-payload';
export {
  leadEndpointSchema,
  toLeadEndpointWebhookPayload,
  toLeadWebhookPayload,
  toWizardWebhookPayload,
  type LeadEndpointValues,
  type LeadWebhookPayload,
  type WizardWebhookPayload,
} from './lead-webhook-payload';
export {
  createLeadRouteHandlers,
  handleLeadSubmission,
  LEAD_API_MESSAGES,
} from './handle-submission';
