/** @jest-environment node */
import {
  auditHardcodedRoute,
  auditSeo,
  formatSeoReport,
  hasLanguageIssue,
  isGoodOrBetter,
  SEO_AUDIT_MESSAGES,
  statusForScore,
  type SeoFacts,
} from '../audit';

const complete: SeoFacts = {
  pageSlug: 'about',
  route: '/about',
  title: 'About Octaacer: software and AI team',
  description: 'd'.repeat(140),
  metaDescription: 'm'.repeat(140),
  canonical: 'https://www.example.com/about',
  hasJsonLd: true,
};

describe('auditSeo', () => {
  it('scores a complete record 100, excellent, without issues', () => {
    expect(auditSeo(complete)).toEqual({
      pageSlug: 'about',
      route: '/about',
      hasTitle: true,
      hasDescription: true,
      hasMetaDescription: true,
      hasCanonical: true,
      hasJsonLd: true,
      seoScore: 100,
      issues: [],
      status: 'excellent',
      titleLength: 36,
      descriptionLength: 140,
      noindex: false,
    });
  });

  it('weighs title 25, description 25, meta description 15, canonical 15, JSON-LD 20', () => {
    expect(auditSeo({ ...complete, title: '' }).seoScore).toBe(75);
    expect(auditSeo({ ...complete, description: undefined }).seoScore).toBe(75);
    expect(auditSeo({ ...complete, metaDescription: ' ' }).seoScore).toBe(85);
    expect(auditSeo({ ...complete, canonical: undefined }).seoScore).toBe(85);
    expect(auditSeo({ ...complete, hasJsonLd: false }).seoScore).toBe(80);
    expect(auditSeo({ pageSlug: 'x', route: '/x', hasJsonLd: false }).seoScore).toBe(0);
  });

  it("uses the original audit's messages for missing, short and long titles and descriptions", () => {
    expect(auditSeo({ ...complete, title: undefined, description: undefined }).issues).toEqual([
      SEO_AUDIT_MESSAGES.missingTitle,
      SEO_AUDIT_MESSAGES.missingDescription,
    ]);
    expect(
      auditSeo({ ...complete, title: 't'.repeat(29), description: 'd'.repeat(119) }).issues,
    ).toEqual(['Title too short (< 30 chars)', 'Description too short (< 120 chars)']);
    expect(
      auditSeo({ ...complete, title: 't'.repeat(61), description: 'd'.repeat(161) }).issues,
    ).toEqual(['Title too long (> 60 chars)', 'Description too long (> 160 chars)']);
    expect(
      auditSeo({ ...complete, title: 't'.repeat(30), description: 'd'.repeat(160) }).issues,
    ).toEqual([]);
    expect(
      auditSeo({ ...complete, title: 't'.repeat(60), description: 'd'.repeat(120) }).issues,
    ).toEqual([]);
  });
});

describe('statusForScore', () => {
  it('maps the thresholds 85 / 65 / 25', () => {
    expect([100, 85, 84, 65, 64, 25, 24, 0].map(statusForScore)).toEqual([
      'excellent',
      'excellent',
      'good',
      'good',
      'needs-work',
      'needs-work',
      'missing',
      'missing',
    ]);
    expect(isGoodOrBetter('good')).toBe(true);
    expect(isGoodOrBetter('needs-work')).toBe(false);
  });
});

describe('hardcoded routes', () => {
  it('score 50 with the hardcoded-SEO issue', () => {
    expect(auditHardcodedRoute('/lp/automation-solutions')).toMatchObject({
      route: '/lp/automation-solutions',
      seoScore: 50,
      status: 'needs-work',
      issues: ['Using hardcoded SEO (consider adding to CMS)'],
    });
  });
});

describe('formatSeoReport', () => {
  it('prints one line per page with score, status and issues', () => {
    const lines = formatSeoReport([auditSeo(complete), auditHardcodedRoute('/quote')]);
    expect(lines[0]).toMatch(/^Route\s+Score\s+Status\s+Title\s+Descr\s+Issues$/);
    expect(lines[1]).toMatch(/^\/about\s+100\s+excellent\s+36\s+140\s+-$/);
    expect(lines[2]).toMatch(/^\/quote\s+50\s+needs-work\s+-\s+-\s+Using hardcoded SEO/);
    expect(lines).toHaveLength(3);
  });

  it('lists the routes an editor marked noindex', () => {
    const lines = formatSeoReport([
      auditSeo(complete),
      auditSeo({ ...complete, route: '/careers', noindex: true }),
    ]);
    expect(lines.at(-1)).toBe('Noindex (out of search engines and the sitemap): /careers');
  });
});

describe('the audit of Arabic and Turkish pages', () => {
  const arabic: SeoFacts = {
    ...complete,
    route: '/ar/about',
    canonical: 'https://www.example.com/ar/about',
    language: { locale: 'ar', htmlLang: 'ar', hreflang: ['en', 'ar', 'tr', 'x-default'] },
  };

  it('passes an Arabic page with its own canonical, lang and the four hreflang links', () => {
    const result = auditSeo(arabic);
    expect(result.issues).toEqual([]);
    expect(hasLanguageIssue(result)).toBe(false);
  });

  it('fails a Turkish page whose canonical is the English URL, lang is en, or hreflang lacks x-default', () => {
    const result = auditSeo({
      ...arabic,
      route: '/tr/about',
      canonical: 'https://www.example.com/about',
      language: { locale: 'tr', htmlLang: 'en', hreflang: ['en', 'ar', 'tr'] },
    });
    expect(result.issues).toEqual(
      expect.arrayContaining([
        SEO_AUDIT_MESSAGES.foreignCanonical,
        SEO_AUDIT_MESSAGES.wrongDocumentLanguage,
        SEO_AUDIT_MESSAGES.missingHreflang,
      ]),
    );
    expect(hasLanguageIssue(result)).toBe(true);
    // The score alone would have passed it: the language gate is separate.
    expect(isGoodOrBetter(result.status)).toBe(true);
  });

  it('asks no alternates of a noindex page, but still its language', () => {
    const result = auditSeo({
      ...arabic,
      noindex: true,
      language: { locale: 'ar', htmlLang: 'ar', hreflang: [] },
    });
    expect(hasLanguageIssue(result)).toBe(false);
  });
});
