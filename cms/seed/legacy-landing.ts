/**
 * A Directus seeded by the earlier schema kept each landing page's copy in its page record's
 * `content` JSON, under the slug of its route (lp/automation-solutions), edited by hand. cms:seed
 * reads it before the schema drops the field and turns it into the page's blocks and hero record,
 * block by block: a block the kept copy cannot make (a section taken out of shape, a value over
 * its limit) is the bundled one, with a log line naming it.
 */
import { BLOCK_CATALOG, type PageBlock } from '@/blocks/catalog';
import { PLATFORM_BRAND_MARKS } from '@/lib/blocks/brand-names';
import type { HeroSection } from '@/lib/content/types';
import { landingBuildersOf, type LandingCopy } from '@/content-fallback/page-blocks/landing-pages';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The slug a landing page's record had (its route, lp/…) → its page slug now (lp-…). */
export const landingSlugOf = (legacySlug: string) => legacySlug.replace(/\//g, '-');

/** Sections a page may go without: one the kept JSON lacks was taken out by an editor. */
const OPTIONAL_SECTIONS = ['secondaryCta', 'resultBanner', 'process'] as const;

/** The kept copy over the bundled one; a required section it lacks keeps the bundled words. */
function mergedCopy(legacy: unknown, bundled: LandingCopy): LandingCopy {
  if (!isRecord(legacy)) return bundled;
  const taken = Object.fromEntries(
    OPTIONAL_SECTIONS.filter((section) => !(section in legacy)).map((section) => [
      section,
      undefined,
    ]),
  );
  return {
    ...bundled,
    ...taken,
    ...legacy,
    ...platformsWithMarks(legacy.platforms),
    pageContext: bundled.pageContext,
  } as LandingCopy;
}

/** The kept platform cards' brands as marks: one the site draws no mark for is a letter circle. */
function platformsWithMarks(platforms: unknown): { platforms?: unknown } {
  if (!isRecord(platforms) || !Array.isArray(platforms.items)) return {};
  return {
    platforms: {
      ...platforms,
      items: platforms.items.map((item: unknown) =>
        isRecord(item)
          ? { ...item, brand: PLATFORM_BRAND_MARKS.find((mark) => mark === item.brand) }
          : item,
      ),
    },
  };
}

export function landingBlocksFromLegacy(
  legacy: unknown,
  bundled: LandingCopy,
  log: (line: string) => void,
): PageBlock[] {
  const copy = mergedCopy(legacy, bundled);
  const blocks: PageBlock[] = [];
  for (const build of landingBuildersOf(bundled)) {
    const fallback = build(bundled);
    let block: PageBlock | undefined;
    let problem: string | undefined;
    try {
      block = build(copy);
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    if (block) {
      const parsed = BLOCK_CATALOG[block.type].schema.safeParse(block.data);
      if (parsed.success) {
        blocks.push({ ...block, data: parsed.data } as PageBlock);
        continue;
      }
      problem = parsed.error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ');
    } else if (!problem) {
      // The kept copy has no such section (a result banner taken out): the editor's choice.
      continue;
    }
    if (fallback) {
      log(
        `landing ${bundled.hero.key}: block ${fallback.id} (${fallback.type}) from the bundled copy: ${problem}`,
      );
      blocks.push(fallback);
    }
  }
  return blocks;
}

const HERO_TEXT_FIELDS = [
  'title',
  'titlePrimary',
  'description',
  'labelText',
  'labelInformation',
  'buttonTitle',
  'ctaLink',
  'heroImageAlt',
] as const;

/** The landing hero with the kept copy's texts over the bundled ones. */
export function landingHeroFromLegacy(legacy: unknown, bundled: HeroSection): HeroSection {
  const hero = isRecord(legacy) && isRecord(legacy.hero) ? legacy.hero : undefined;
  if (!hero) return bundled;
  const texts = Object.fromEntries(
    HERO_TEXT_FIELDS.filter(
      (field) => typeof hero[field] === 'string' && (hero[field] as string).trim() !== '',
    ).map((field) => [field, hero[field] as string]),
  );
  return { ...bundled, ...texts };
}
