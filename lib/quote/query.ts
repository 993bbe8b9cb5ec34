/**
 * What /quote's address asks: the estimate form is a GET form, so its answers arrive as the
 * page's query (services=a&services=b&scope=…&timeline=…&industry=…), and the page renders the
 * estimate on the server, with or without JavaScript. Parsed with the form's one schema.
 */
import type { z } from 'zod';
import type {
  buildQuoteRequestSchema,
  QuoteRequestValues,
} from '@/lib/leads/contract/quote-lead-schema';
import type { QuoteScope, QuoteTimeline } from './estimate';

export type QuoteQuery = Record<string, string | string[] | undefined>;

/** The form's state: what to check and select, and the request once it parses. */
export interface QuoteQueryState {
  services: string[];
  scope: QuoteScope;
  timeline: QuoteTimeline;
  industry: string;
  /** The parsed request when the visitor asked and every answer is valid. */
  request?: QuoteRequestValues;
  /** Each field's first message when the visitor asked and something is wrong. */
  errors: Partial<Record<'services' | 'scope' | 'timeline' | 'industry', string>>;
}

const DEFAULT_SCOPE: QuoteScope = 'standard';
const DEFAULT_TIMELINE: QuoteTimeline = 'standard';
const FIELDS = ['services', 'scope', 'timeline', 'industry'] as const;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const all = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * The state of the estimate form for a query. `industry` is the industry the page resolved from
 * ?industry= (an id, slug or alias), '' for none. Nothing is asked until the form was sent: a
 * query naming services, a scope or a timeline.
 */
export function readQuoteQuery(
  query: QuoteQuery,
  schema: ReturnType<typeof buildQuoteRequestSchema>,
  industry: string,
): QuoteQueryState {
  const scope = first(query.scope);
  const timeline = first(query.timeline);
  const state: QuoteQueryState = {
    services: all(query.services),
    scope: (scope as QuoteScope) ?? DEFAULT_SCOPE,
    timeline: (timeline as QuoteTimeline) ?? DEFAULT_TIMELINE,
    industry,
    errors: {},
  };
  const asked = ['services', 'scope', 'timeline'].some((key) => query[key] !== undefined);
  if (!asked) return state;
  const parsed = schema.safeParse({
    services: state.services,
    scope,
    timeline,
    industry,
  });
  if (parsed.success) return { ...state, request: parsed.data };
  return { ...state, errors: firstErrors(parsed.error) };
}

function firstErrors(error: z.ZodError): QuoteQueryState['errors'] {
  const errors: QuoteQueryState['errors'] = {};
  for (const issue of error.issues) {
    const field = FIELDS.find((name) => name === issue.path[0]);
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}
