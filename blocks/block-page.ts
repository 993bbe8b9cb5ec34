import type { LeadPageContext } from '@/lib/dialogs';
import type { StickyCtaChoice } from '@/lib/content/types';
import { HOME_SLUG } from '@/lib/routes/home-slug';

/** What a block knows of the page it is on. */
export interface BlockPage {
  /** The page's slug: its hero record's key and where a block's log line points. */
  slug: string;
  /** Hero heading and text when the page has no hero record. */
  heroDefaults: { title: string; description: string };
  /** Where a quote button leads: /quote with the page's industry, on an industry page. */
  quoteHref?: string;
  /** A landing page's context: its lead buttons open the lead form with it (goals, options, webhook). */
  leadContext?: LeadPageContext;
  /** A landing page's sticky call to action opens the lead modal (the default) or the wizard. */
  stickyCta?: StickyCtaChoice;
}

/**
 * The home page's sections carry `data-home-section` (the e2e specs read home's order by it).
 * Blocks that other pages share mark themselves only on home.
 */
export function homeSectionMarker(
  page: Pick<BlockPage, 'slug'> | undefined,
  name: string,
): { 'data-home-section'?: string } {
  return page?.slug === HOME_SLUG ? { 'data-home-section': name } : {};
}
