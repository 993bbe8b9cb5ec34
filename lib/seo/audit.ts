/**
 * The developer SEO audit: one result per page with a score, a status and issues.
 * The showcase audits the content store; scripts/seo-audit.ts audits the built HTML.
 */
import { DEFAULT_LOCALE, isLocale, LOCALES } from '../i18n/locales';

export const SEO_AUDIT_MESSAGES = {
  missingTitle: 'Missing title',
  titleTooShort: 'Title too short (< 30 chars)',
  titleTooLong: 'Title too long (> 60 chars)',
  missingDescription: 'Missing description',
  descriptionTooShort: 'Description too short (< 120 chars)',
  descriptionTooLong: 'Description too long (> 160 chars)',
  hardcoded: 'Using hardcoded SEO (consider adding to CMS)',
  missingHreflang: `Missing hreflang alternates (${[...LOCALES, 'x-default'].join(', ')})`,
  wrongDocumentLanguage: "<html lang> is not the page's language",
  foreignCanonical: "Canonical is not the page's own language version",
} as const;

/** The hreflang values every indexable page lists: each language and x-default. */
export const REQUIRED_HREFLANG = [...LOCALES, 'x-default'] as const;

export const SEO_AUDIT_WEIGHTS = {
  title: 25,
  description: 25,
  metaDescription: 15,
  canonical: 15,
  jsonLd: 20,
} as const;

export const TITLE_RANGE = { min: 30, max: 60 } as const;
export const DESCRIPTION_RANGE = { min: 120, max: 160 } as const;
/** Routes the content store does not describe get this fixed score. */
export const HARDCODED_SCORE = 50;

export type SeoAuditStatus = 'excellent' | 'good' | 'needs-work' | 'missing';

/** What is known about one page's SEO, from the content store or from its built HTML. */
export interface SeoFacts {
  pageSlug: string;
  route: string;
  title?: string;
  description?: string;
  metaDescription?: string;
  canonical?: string;
  hasJsonLd: boolean;
  /** An editor marked it noindex: out of search engines and the sitemap. */
  noindex?: boolean;
  /**
   * The language checks of the built HTML (the content-store audit has no document): the
   * page's language by its path, its <html lang> and the hreflang values its head lists.
   */
  language?: { locale: string; htmlLang?: string; hreflang: readonly string[] };
}

/** The original audit's result record, plus the lengths it judged and whether it is noindex. */
export interface SeoAuditResult {
  pageSlug: string;
  route: string;
  hasTitle: boolean;
  hasDescription: boolean;
  hasMetaDescription: boolean;
  hasCanonical: boolean;
  hasJsonLd: boolean;
  seoScore: number;
  issues: string[];
  status: SeoAuditStatus;
  /** Characters of the title and description judged (the editor's SEO fields when set). */
  titleLength: number;
  descriptionLength: number;
  noindex: boolean;
}

export function statusForScore(score: number): SeoAuditStatus {
  if (score >= 85) return 'excellent';
  if (score >= 65) return 'good';
  if (score >= 25) return 'needs-work';
  return 'missing';
}

const present = (text: string | undefined): text is string => Boolean(text?.trim());

function lengthIssue(
  text: string | undefined,
  range: { min: number; max: number },
  messages: { missing: string; short: string; long: string },
): string | undefined {
  if (!present(text)) return messages.missing;
  const length = text.trim().length;
  if (length < range.min) return messages.short;
  if (length > range.max) return messages.long;
  return undefined;
}

/** The page's language version of a canonical URL: '/ar/...' in Arabic, unprefixed in English. */
function canonicalLocale(canonical: string): string {
  const first = (/^https?:\/\/[^/]+(\/[^?#]*)?/.exec(canonical)?.[1] ?? canonical).split('/')[1];
  return first !== DEFAULT_LOCALE && isLocale(first) ? first : DEFAULT_LOCALE;
}

function languageIssues(facts: SeoFacts): string[] {
  const { language } = facts;
  if (!language) return [];
  const issues: string[] = [];
  if (language.htmlLang !== language.locale) issues.push(SEO_AUDIT_MESSAGES.wrongDocumentLanguage);
  if (facts.noindex) return issues;
  if (REQUIRED_HREFLANG.some((tag) => !language.hreflang.includes(tag)))
    issues.push(SEO_AUDIT_MESSAGES.missingHreflang);
  if (present(facts.canonical) && canonicalLocale(facts.canonical) !== language.locale)
    issues.push(SEO_AUDIT_MESSAGES.foreignCanonical);
  return issues;
}

/** An issue the gate never lets through, whatever the score: a page in the wrong language. */
export function hasLanguageIssue(result: SeoAuditResult): boolean {
  const languageMessages: readonly string[] = [
    SEO_AUDIT_MESSAGES.missingHreflang,
    SEO_AUDIT_MESSAGES.wrongDocumentLanguage,
    SEO_AUDIT_MESSAGES.foreignCanonical,
  ];
  return result.issues.some((issue) => languageMessages.includes(issue));
}

/**
 * Score: the weight of every element that is present (title 25, description 25, meta
 * description 15, canonical 15, JSON-LD 20); length problems are reported as issues.
 */
export function auditSeo(facts: SeoFacts): SeoAuditResult {
  const hasTitle = present(facts.title);
  const hasDescription = present(facts.description);
  const hasMetaDescription = present(facts.metaDescription);
  const hasCanonical = present(facts.canonical);
  const issues = [
    lengthIssue(facts.title, TITLE_RANGE, {
      missing: SEO_AUDIT_MESSAGES.missingTitle,
      short: SEO_AUDIT_MESSAGES.titleTooShort,
      long: SEO_AUDIT_MESSAGES.titleTooLong,
    }),
    lengthIssue(facts.description, DESCRIPTION_RANGE, {
      missing: SEO_AUDIT_MESSAGES.missingDescription,
      short: SEO_AUDIT_MESSAGES.descriptionTooShort,
      long: SEO_AUDIT_MESSAGES.descriptionTooLong,
    }),
    ...languageIssues(facts),
  ].filter((issue): issue is string => issue !== undefined);
  const seoScore =
    (hasTitle ? SEO_AUDIT_WEIGHTS.title : 0) +
    (hasDescription ? SEO_AUDIT_WEIGHTS.description : 0) +
    (hasMetaDescription ? SEO_AUDIT_WEIGHTS.metaDescription : 0) +
    (hasCanonical ? SEO_AUDIT_WEIGHTS.canonical : 0) +
    (facts.hasJsonLd ? SEO_AUDIT_WEIGHTS.jsonLd : 0);
  return {
    pageSlug: facts.pageSlug,
    route: facts.route,
    hasTitle,
    hasDescription,
    hasMetaDescription,
    hasCanonical,
    hasJsonLd: facts.hasJsonLd,
    seoScore,
    issues,
    status: statusForScore(seoScore),
    titleLength: facts.title?.trim().length ?? 0,
    descriptionLength: facts.description?.trim().length ?? 0,
    noindex: facts.noindex === true,
  };
}

/** A route whose SEO lives in code, not in the content store. */
export function auditHardcodedRoute(route: string): SeoAuditResult {
  return {
    pageSlug: route.replace(/^\//, '') || 'home',
    route,
    hasTitle: true,
    hasDescription: true,
    hasMetaDescription: false,
    hasCanonical: true,
    hasJsonLd: false,
    seoScore: HARDCODED_SCORE,
    issues: [SEO_AUDIT_MESSAGES.hardcoded],
    status: statusForScore(HARDCODED_SCORE),
    titleLength: 0,
    descriptionLength: 0,
    noindex: false,
  };
}

/** True when the status is 'good' or better (the CI gate). */
export function isGoodOrBetter(status: SeoAuditStatus): boolean {
  return status === 'excellent' || status === 'good';
}

/** The routes an editor took out of search engines and the sitemap. */
export function noindexedRoutes(results: readonly SeoAuditResult[]): string[] {
  return results.filter((result) => result.noindex).map((result) => result.route);
}

/**
 * The report as text lines (the npm script prints it): score, status, the title's and
 * description's lengths, issues; then the noindexed routes.
 */
export function formatSeoReport(results: readonly SeoAuditResult[]): string[] {
  const width = Math.max(5, ...results.map((result) => result.route.length));
  const length = (value: number) => (value > 0 ? String(value) : '-').padStart(5);
  const noindexed = noindexedRoutes(results);
  return [
    `${'Route'.padEnd(width)}  Score  Status      Title  Descr  Issues`,
    ...results.map(
      (result) =>
        `${result.route.padEnd(width)}  ${String(result.seoScore).padStart(5)}  ${result.status.padEnd(10)}  ${length(
          result.titleLength,
        )}  ${length(result.descriptionLength)}  ${result.issues.join('; ') || '-'}`,
    ),
    ...(noindexed.length > 0
      ? [`Noindex (out of search engines and the sitemap): ${noindexed.join(', ')}`]
      : []),
  ];
}
