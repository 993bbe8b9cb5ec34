import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/**
 * What a conversion says about a lead: who (hashed before it leaves), and the parameters the
 * browser's own events carry (lib/analytics/track.ts), so the two count the same thing.
 */
export interface LeadConversionFacts {
  email: string;
  /** E.164 (+905321234567) when the number could be read, else undefined. */
  phone?: string;
  companySize: string;
  industry: string;
  hasCompany: boolean;
  /** contact-form, wizard, lead-modal. */
  formName: string;
  /** The campaign experiment's slug and the arm the visitor saw (lib/experiments/lead-experiment). */
  experiment?: string;
  variant?: string;
}

/** A typed number as E.164, when it is a possible number (with its country, if it has no +). */
export function phoneToE164(number: string, country?: string): string | undefined {
  const trimmed = number.trim();
  if (trimmed === '') return undefined;
  const parsed = parsePhoneNumberFromString(
    trimmed,
    country ? (country.toUpperCase() as CountryCode) : undefined,
  );
  return parsed?.isPossible() ? parsed.number : undefined;
}

/** The contact form's values as conversion facts. */
export function contactConversionFacts(values: {
  email: string;
  phoneNumber: string;
  phoneCountry?: string;
  companyName?: string;
}): LeadConversionFacts {
  return {
    email: values.email,
    phone: phoneToE164(values.phoneNumber, values.phoneCountry),
    companySize: '',
    industry: '',
    hasCompany: (values.companyName ?? '').trim() !== '',
    formName: 'contact-form',
  };
}

/** The wizard's and the lead modal's values (POST /api/leads) as conversion facts. */
export function leadEndpointConversionFacts(
  values:
    | { source: 'wizard'; email: string; company: string; companySize: string }
    | {
        source: 'lead-modal';
        email: string;
        company: string;
        companySize: string;
        industry: string;
        phone: string;
      },
): LeadConversionFacts {
  return {
    email: values.email,
    phone: values.source === 'lead-modal' ? phoneToE164(values.phone) : undefined,
    companySize: values.companySize,
    industry: values.source === 'lead-modal' ? values.industry : '',
    hasCompany: values.company.trim() !== '',
    formName: values.source,
  };
}

/** The /quote lead's values (POST /api/quote) as conversion facts. */
export function quoteConversionFacts(values: {
  email: string;
  phone: string;
  company: string;
  industry: string;
}): LeadConversionFacts {
  return {
    email: values.email,
    phone: phoneToE164(values.phone),
    companySize: '',
    industry: values.industry,
    hasCompany: values.company.trim() !== '',
    formName: 'quote',
  };
}
