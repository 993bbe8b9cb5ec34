/**
 * A landing page hands the lead modal its permalink and its lead context as a JSON data block in
 * the served HTML (no script runs; the modal reads it when it opens). The context's options travel
 * only when the CMS changed them: options equal to the bundled ones for that key are already in
 * the modal's own code (translated by its catalog on ar/tr pages), and the page's RSC payload would
 * otherwise carry them a second time. Each page carries only its own context.
 */
import type { LeadContextOptions } from '@/content-fallback/lead-modal-options';
import { TEXT_LIMITS } from '@/lib/content/limits';

/** id of the page's <script type="application/json"> data block. */
export const LEAD_PAGE_DATA_ID = 'lead-page-data';

export interface LeadPageData {
  /** The landing page's permalink (/lp/…): the webhook's landing_page, with the visit's query. */
  permalink: string;
  /** The key of the page's lead context. */
  contextKey: string;
  /** Its options, when they are not the bundled ones for that key (an editor changed them). */
  context?: LeadContextOptions;
}

/** The page's data block: the options only when they differ from the bundled ones in its language. */
export function leadPageData(
  permalink: string,
  context: LeadContextOptions,
  bundledInPageLanguage: LeadContextOptions | undefined,
): LeadPageData {
  const unchanged =
    bundledInPageLanguage !== undefined &&
    JSON.stringify(bundledInPageLanguage) === JSON.stringify(context);
  return { permalink, contextKey: context.key, ...(unchanged ? {} : { context }) };
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
  if (!isRecord(data) || typeof data.permalink !== 'string' || data.contextKey !== contextKey) {
    return undefined;
  }
  const { permalink, context } = data;
  if (context === undefined) return { permalink, contextKey };
  if (!isLeadContext(context) || context.key !== contextKey) return undefined;
  return { permalink, contextKey, context };
}

function isLeadContext(value: unknown): value is LeadContextOptions {
  return (
    isRecord(value) &&
    typeof value.key === 'string' &&
    typeof value.title === 'string' &&
    Array.isArray(value.goals) &&
    isRecord(value.needs)
  );
}

/**
 * A modal lead's landing page: the permalink with the query the page was opened with (utm_*,
 * gclid); an overlong query is dropped rather than failing the lead.
 */
export function landingPageOf(permalink: string, search: string): string {
  const opened = `${permalink}${search}`;
  return opened.length <= TEXT_LIMITS.landingPage ? opened : permalink;
}
