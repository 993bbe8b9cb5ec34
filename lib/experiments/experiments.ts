/**
 * A campaign experiment: the page records that take part in one (the original, which an editor
 * starts or stops, and its published variants), as the middleware assigns its visitors.
 */
import { z } from 'zod';

/** One arm: the original or a variant, by its page record's slug (the ids in the cookie). */
export interface ExperimentArm {
  slug: string;
  /** Where its pre-rendered page is: the original's own address, or the variant's permalink. */
  permalink: string;
  /** Its share of the visitors, against the others' (0-100). */
  weight: number;
}

export interface Experiment {
  /** The original page's slug: the experiment's name in the cookie, the leads and the report. */
  slug: string;
  /** The address its visitors ask for (the original's permalink). */
  permalink: string;
  /** The original first, then the variants. */
  arms: ExperimentArm[];
}

/** A page slug, as the cookie and the reports carry it. */
export const EXPERIMENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const DEFAULT_VARIANT_WEIGHT = 50;

const slug = z.string().trim().regex(EXPERIMENT_SLUG_PATTERN).max(100);
const permalink = z
  .string()
  .trim()
  .regex(/^\/[a-z0-9/-]*$/);

/** The fields of a page record an experiment is read from. */
export const EXPERIMENT_PAGE_FIELDS = [
  'id',
  'slug',
  'permalink',
  'status',
  'experiment',
  'variant_of',
  'variant_weight',
] as const;

const pageRecord = z.object({
  id: z.union([z.number(), z.string()]),
  slug,
  permalink,
  status: z.string().nullish(),
  experiment: z.string().nullish(),
  variant_of: z.union([z.number(), z.string()]).nullish(),
  variant_weight: z.coerce.number().nullish(),
});

const weightOf = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value)
    ? DEFAULT_VARIANT_WEIGHT
    : Math.min(100, Math.max(0, Math.round(value)));

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The running experiments among page records: a published original whose experiment is Running,
 * with at least one published variant, and some weight to share. Anything else (a record that is
 * not a page, a variant of a variant) is left out; an experiment never breaks a page.
 */
export function experimentsFromPages(records: readonly unknown[]): Experiment[] {
  const pages = records.flatMap((record) => {
    const parsed = pageRecord.safeParse(record);
    return parsed.success && parsed.data.status === 'published' ? [parsed.data] : [];
  });
  return pages.flatMap((original) => {
    if (original.experiment !== 'running' || original.variant_of) return [];
    const variants = pages.filter(
      (page) => page.variant_of !== null && String(page.variant_of) === String(original.id),
    );
    const arms = [original, ...variants].map((page) => ({
      slug: page.slug,
      permalink: withoutTrailingSlash(page.permalink),
      weight: weightOf(page.variant_weight),
    }));
    if (variants.length === 0 || arms.every((arm) => arm.weight === 0)) return [];
    return [{ slug: original.slug, permalink: withoutTrailingSlash(original.permalink), arms }];
  });
}
