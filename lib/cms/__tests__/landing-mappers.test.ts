import {
  landingSlugOf,
  mapLandingPage,
  mapLeadContext,
  normalizePermalink,
} from '@/lib/cms/landing-mappers';
import { fallbackLandingPages } from '@/content-fallback/pages/landing-pages';

describe('campaign page permalinks', () => {
  it('are stored paths, trimmed, lower case and without a trailing slash', () => {
    expect(normalizePermalink(' /LP/Spring-Offer/ ')).toBe('/lp/spring-offer');
    expect(normalizePermalink('about')).toBe('/about');
    expect(normalizePermalink('/')).toBe('/');
  });

  it('name a landing page only as /lp/{slug}, one level, letters, digits and dashes', () => {
    expect(landingSlugOf('/lp/spring-offer')).toBe('spring-offer');
    expect(landingSlugOf('/lp/spring-offer/')).toBe('spring-offer');
    expect(landingSlugOf('/about')).toBeUndefined();
    expect(landingSlugOf('/lp/')).toBeUndefined();
    expect(landingSlugOf('/lp/a/b')).toBeUndefined();
    expect(landingSlugOf('/lp/spring--offer')).toBeUndefined();
  });
});

describe('mapLandingPage', () => {
  it("maps an editor's page: its SEO fields, lead context and sticky call to action", () => {
    expect(
      mapLandingPage({
        slug: 'lp-spring-offer',
        permalink: '/lp/spring-offer',
        title: 'Spring Offer',
        description: 'Long text',
        meta_description: 'Meta text',
        canonical_link: '/lp/spring-offer',
        lead_context: { key: 'spring-clinics' },
        sticky_cta: 'wizard',
      }),
    ).toEqual({
      slug: 'lp-spring-offer',
      permalink: '/lp/spring-offer',
      title: 'Spring Offer',
      description: 'Meta text',
      canonicalLink: '/lp/spring-offer',
      keywords: undefined,
      leadContext: 'spring-clinics',
      stickyCta: 'wizard',
      keepFullTitle: undefined,
    });
  });

  it("marks an experiment's variant with its original's permalink, when that one is published", () => {
    const permalinkOf = (id: string | number) =>
      String(id) === '7' ? '/lp/spring-offer/' : undefined;
    const variant = { slug: 'lp-spring-b', permalink: '/lp/spring-b', title: 'B' };
    expect(mapLandingPage({ ...variant, variant_of: 7 }, [], permalinkOf)?.variant).toEqual({
      of: '/lp/spring-offer',
    });
    expect(
      mapLandingPage({ ...variant, variant_of: { id: 7, permalink: '/lp/spring-offer' } })?.variant,
    ).toEqual({ of: '/lp/spring-offer' });
    // The original is not published: still a variant (never indexed), with no canonical to give.
    expect(mapLandingPage({ ...variant, variant_of: 8 }, [], permalinkOf)?.variant).toEqual({});
    expect(mapLandingPage(variant)).not.toHaveProperty('variant');
  });

  it('is not a landing page without a /lp/ permalink or a slug', () => {
    expect(mapLandingPage({ slug: 'about', permalink: '/about' })).toBeUndefined();
    expect(mapLandingPage({ slug: 'lp-x', permalink: null })).toBeUndefined();
    expect(mapLandingPage({ slug: '', permalink: '/lp/x' })).toBeUndefined();
  });

  it('a CMS record of a bundled page takes its empty fields from it (context, SEO words, AI title)', () => {
    const page = mapLandingPage(
      { slug: 'lp-ai-development-services', permalink: '/lp/ai-development-services' },
      fallbackLandingPages,
    );
    expect(page).toEqual({ ...fallbackLandingPages[1], canonicalLink: undefined });
    expect(page?.keepFullTitle).toBe(true);
  });

  it("an unknown or malformed context falls back to the bundled page's, else automation", () => {
    expect(
      mapLandingPage({ slug: 'lp-x', permalink: '/lp/x', lead_context: 'Not A Key' })?.leadContext,
    ).toBe('automation');
  });
});

describe('mapLeadContext', () => {
  it('groups the need rows by industry and kind, leaving out bad rows and repeats', () => {
    expect(
      mapLeadContext({
        key: 'spring-clinics',
        title: 'Plan Your Spring',
        goals: [{ value: 'halve-work', label: 'Halve our work' }, { value: '' }],
        needs: JSON.stringify([
          { industry: 'healthcare', kind: 'challenge', value: 'phones', label: 'Phones ring' },
          { industry: 'healthcare', kind: 'use-case', value: 'bot', label: 'Booking bot' },
          { industry: 'healthcare', kind: 'use-case', value: 'bot', label: 'Booking bot again' },
          { industry: 'space', kind: 'challenge', value: 'x', label: 'Unknown industry' },
        ]),
      }),
    ).toEqual({
      key: 'spring-clinics',
      title: 'Plan Your Spring',
      goals: [{ value: 'halve-work', label: 'Halve our work' }],
      needs: {
        healthcare: {
          challenges: [{ value: 'phones', label: 'Phones ring' }],
          useCases: [{ value: 'bot', label: 'Booking bot' }],
        },
      },
    });
  });

  it('is no context without a valid key, a title or a goal (the modal could not be sent)', () => {
    const goals = [{ value: 'a', label: 'A' }];
    expect(mapLeadContext({ key: 'Spring Offer', title: 'T', goals })).toBeUndefined();
    expect(mapLeadContext({ key: 'spring', title: '', goals })).toBeUndefined();
    expect(mapLeadContext({ key: 'spring', title: 'T', goals: [] })).toBeUndefined();
  });
});
