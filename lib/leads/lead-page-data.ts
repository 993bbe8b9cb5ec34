/**
 * A landing page hands the lead modal its lead context's options and its permalink as a JSON data
 * block in the served HTML (no script runs; the modal reads it when it opens). The modal thus
 * offers what the CMS says for that page's context, and each page ships only its own context.
 */
import type { LeadContextOptions } from '@/content-fallback/lead-modal-options';
import { TEXT_LIMITS } from '@/lib/constants';

/** id of the page's <script type="application/json"> data block. */
export const LEAD_PAGE_DATA_ID = 'lead-page-data';

export interface LeadPageData {
  /** The landing page's permalink (/lp/…): the webhook's landing_page, with the visit's query. */
  permalink: string;
  context: LeadContextOptions;
}

/** The data block's text: JSON with '<' escaped, so no string in it can close the element. */
export function serializeLeadPageData(data: LeadPageData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The page's data for a context key, or undefined when the page has none or it is for another
 * context (a trigger naming a context the page does not carry).
 */
export function readLeadPageData(
  root: Pick<Document, 'getElementById'>,
  contextKey: string,
): LeadPageData | undefined {
  const text = root.getElementById(LEAD_PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(data) || typeof data.permalink !== 'string' || !isRecord(data.context)) {
    return undefined;
  }
  const context = data.context;
  if (context.key !== contextKey || typeof context.title !== 'string') return undefined;
  if (!Array.isArray(context.goals) || !isRecord(context.needs)) return undefined;
  return data as unknown as LeadPageData;
}

/**
 * A modal lead's landing page: the permalink with the query the page was opened with (utm_*,
 * gclid); an overlong query is dropped rather than failing the lead.
 */
export function landingPageOf(permalink: string, search: string): string {
  const opened = `${permalink}${search}`;
  return opened.length <= TEXT_LIMITS.landingPage ? opened : permalink;
}
