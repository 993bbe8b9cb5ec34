import { toE164 } from '@/lib/phone/phone-rules';
import type { ContactFormValues } from './contact-schema';

/** The JSON body POSTed to {host}/webhook/contact-form (spec 01 §3, §7). */
export interface ContactWebhookPayload {
  firstName: string;
  lastName: string;
  email: string;
  /** E.164, e.g. '+447911123456'. */
  phoneNumber: string;
  companyName: string;
  role: ContactFormValues['role'];
  heardFrom: ContactFormValues['heardFrom'];
  message: string;
  consent: boolean;
  /** ISO 8601 time the server received the submission. */
  submittedAt: string;
}

export function toContactWebhookPayload(values: ContactFormValues, submittedAt: Date): ContactWebhookPayload {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    // The schema already proved the number valid; the fallback only guards unvalidated callers.
    phoneNumber: toE164(values.phoneNumber, values.phoneCountry) ?? values.phoneNumber,
    companyName: values.companyName ?? '',
    role: values.role,
    heardFrom: values.heardFrom,
    message: values.message ?? '',
    consent: values.consent,
    submittedAt: submittedAt.toISOString(),
  };
}
