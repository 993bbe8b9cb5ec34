/**
 * Campaign pages and lead contexts: raw page and lead_contexts records → view models. A page is a
 * landing page when its permalink is /lp/{slug}; a bundled landing page of the same record key
 * lends what the record leaves empty (its SEO words, keywords, context and title rule).
 */
import { z } from 'zod';
import {
  DEFAULT_LEAD_PAGE_CONTEXT,
  LEAD_INDUSTRY_OPTIONS,
  type ChoiceOption,
  type LeadContextOptions,
  type LeadIndustry,
  type LeadIndustryNeeds,
} from '@/content-fallback/lead-modal-options';
import { LEAD_CONTEXT_KEY_PATTERN } from '@/lib/leads/contract/lead-modal-schema';
import type { LandingPage } from '@/lib/content/types';
import type { CmsId, RawLeadContext, RawPage } from './types';

/** Where landing pages answer: /lp/{slug}. */
export const LANDING_PATH_PREFIX = '/lp/';
const LANDING_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A permalink as stored ('/lp/Spring-Offer/ ' → '/lp/spring-offer'): trimmed, no trailing slash. */
export function normalizePermalink(permalink: string): string {
  const trimmed = permalink.trim().toLowerCase().replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** The {slug} of a /lp/{slug} permalink, or undefined when it is not a landing page's. */
export function landingSlugOf(permalink: string): string | undefined {
  const normalized = normalizePermalink(permalink);
  if (!normalized.startsWith(LANDING_PATH_PREFIX)) return undefined;
  const slug = normalized.slice(LANDING_PATH_PREFIX.length);
  return LANDING_SLUG_PATTERN.test(slug) ? slug : undefined;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

function contextKeyOf(raw: RawPage['lead_context']): string | undefined {
  const key = typeof raw === 'object' && raw !== null ? raw.key : raw;
  return typeof key === 'string' && LEAD_CONTEXT_KEY_PATTERN.test(key) ? key : undefined;
}

/** A page record → a landing page, or undefined when its permalink is not /lp/{slug}. */
export function mapLandingPage(
  raw: RawPage,
  bundled: readonly LandingPage[] = [],
  /** The permalink of a published page record by id: a variant's original. */
  permalinkOf: (id: CmsId) => string | undefined = () => undefined,
): LandingPage | undefined {
  const permalink = text(raw.permalink);
  const slug = text(raw.slug);
  if (!permalink || !slug || landingSlugOf(permalink) === undefined) return undefined;
  const spec = bundled.find((page) => page.slug === slug);
  return {
    slug,
    permalink: normalizePermalink(permalink),
    title: text(raw.title) ?? spec?.title ?? '',
    description: text(raw.meta_description) ?? text(raw.description) ?? spec?.description ?? '',
    canonicalLink: text(raw.canonical_link),
    keywords: spec?.keywords,
    leadContext: contextKeyOf(raw.lead_context) ?? spec?.leadContext ?? DEFAULT_LEAD_PAGE_CONTEXT,
    stickyCta: raw.sticky_cta === 'wizard' ? 'wizard' : 'lead-modal',
    keepFullTitle: spec?.keepFullTitle,
    ...variantOf(raw.variant_of, permalinkOf),
  };
}

/** A variant page's link to its original (see LandingPage.variant). */
function variantOf(
  raw: RawPage['variant_of'],
  permalinkOf: (id: CmsId) => string | undefined,
): Pick<LandingPage, 'variant'> {
  if (raw === null || raw === undefined) return {};
  const permalink = typeof raw === 'object' ? text(raw.permalink) : permalinkOf(raw as CmsId);
  return { variant: permalink ? { of: normalizePermalink(permalink) } : {} };
}

const choiceRow = z.object({
  value: z.string().trim().min(1).max(100),
  label: z.string().trim().min(1).max(200),
});
const needRow = choiceRow.extend({
  industry: z.enum(LEAD_INDUSTRY_OPTIONS.map((option) => option.value) as [LeadIndustry]),
  kind: z.enum(['challenge', 'use-case']),
});

/** The rows of a repeater that fit `schema`; a bad row is left out, never the whole context. */
function rowsOf<T>(value: unknown, schema: z.ZodType<T>): T[] {
  const rows = typeof value === 'string' ? safeJson(value) : value;
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row) => {
    const parsed = schema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/**
 * A lead_contexts record → the modal's options, or undefined when it has no valid key, title or
 * goal (a modal without a goal to choose could never be sent).
 */
export function mapLeadContext(raw: RawLeadContext): LeadContextOptions | undefined {
  const key = text(raw.key);
  const title = text(raw.title);
  const goals: ChoiceOption[] = rowsOf(raw.goals, choiceRow);
  if (!key || !LEAD_CONTEXT_KEY_PATTERN.test(key) || !title || goals.length === 0) return undefined;
  const needs: Partial<Record<LeadIndustry, LeadIndustryNeeds>> = {};
  for (const { industry, kind, value, label } of rowsOf(raw.needs, needRow)) {
    const entry = (needs[industry] ??= { challenges: [], useCases: [] });
    const list = (kind === 'challenge' ? entry.challenges : entry.useCases) as ChoiceOption[];
    if (!list.some((option) => option.value === value)) list.push({ value, label });
  }
  return { key, title, goals, needs };
}
