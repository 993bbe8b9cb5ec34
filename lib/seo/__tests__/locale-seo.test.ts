/** @jest-environment node */
import { buildPageMetadata, languageAlternates } from '@/lib/seo';
import { ogImagePath, parseOgCardRequest } from '@/lib/seo/og-card';
import { breadcrumbJsonLd, cmsJsonLd, serviceJsonLd } from '@/lib/seo/json-ld';
import { ogCardLocale, ogCardTitle } from '@/lib/seo/og-image';
import { buildSitemap } from '@/lib/routes/sitemap';
import { localize } from '@/lib/i18n/localize';
import { contentPageSeo } from '@/content-fallback/pages/route-copy';

const SITE = 'https://www.example-agency.com';
const ABOUT = { ...contentPageSeo.about, path: '/about' };

describe('metadata per language: canonical, hreflang, og:locale', () => {
  it('gives an Arabic page its own canonical (/ar/about) and og:locale ar_AE', () => {
    const metadata = buildPageMetadata({ ...localize(ABOUT, 'ar') }, SITE, 'ar');
    expect(metadata.alternates?.canonical).toBe(`${SITE}/ar/about`);
    expect(metadata.openGraph).toMatchObject({ url: `${SITE}/ar/about`, locale: 'ar_AE' });
    expect((metadata.openGraph as { alternateLocale?: string[] }).alternateLocale).toEqual([
      'en_US',
      'tr_TR',
    ]);
    // The title a visitor's search result shows is the Arabic one.
    expect(metadata.title).toEqual({ absolute: localize(ABOUT, 'ar').title });
    expect(metadata.title).not.toEqual({ absolute: ABOUT.title });
  });

  it('lists the page in en, ar and tr with x-default on the English URL, the same on every language', () => {
    const expected = {
      en: `${SITE}/about`,
      ar: `${SITE}/ar/about`,
      tr: `${SITE}/tr/about`,
      'x-default': `${SITE}/about`,
    };
    for (const locale of ['en', 'ar', 'tr'] as const)
      expect(buildPageMetadata(ABOUT, SITE, locale).alternates?.languages).toEqual(expected);
    expect(languageAlternates('/', SITE)).toEqual({
      en: SITE,
      ar: `${SITE}/ar`,
      tr: `${SITE}/tr`,
      'x-default': SITE,
    });
  });

  it('keeps the English metadata as it was: unprefixed canonical, en_US', () => {
    const metadata = buildPageMetadata(ABOUT, SITE, 'en');
    expect(metadata.alternates?.canonical).toBe(`${SITE}/about`);
    expect(metadata.openGraph).toMatchObject({ locale: 'en_US', title: ABOUT.title });
  });

  it('writes an editor canonical that is a site path in the page language, and a noindex page lists no alternates', () => {
    const turkish = buildPageMetadata({ ...ABOUT, canonical: '/services' }, SITE, 'tr');
    expect(turkish.alternates?.canonical).toBe(`${SITE}/tr/services`);
    const hidden = buildPageMetadata({ ...ABOUT, noindex: true }, SITE, 'ar');
    expect(hidden.alternates?.languages).toBeUndefined();
  });
});

describe('structured data in the page language', () => {
  it('marks the Service and its breadcrumb with inLanguage and links the Turkish URLs', () => {
    const service = serviceJsonLd(
      { title: 'Otomasyon', shortDescription: 'Otomatikleştiriyoruz.', slug: 'automation' },
      SITE,
      'tr',
    );
    expect(service).toMatchObject({ inLanguage: 'tr', url: `${SITE}/tr/services/automation` });
    const trail = breadcrumbJsonLd([{ name: 'الرئيسية', path: '/' }], SITE, 'ar');
    expect(trail).toMatchObject({
      inLanguage: 'ar',
      itemListElement: [{ name: 'الرئيسية', item: `${SITE}/ar` }],
    });
    expect(cmsJsonLd({ '@type': 'FAQPage', inLanguage: 'en-GB' }, 'ar')).toMatchObject({
      inLanguage: 'en-GB',
    });
  });
});

describe('Open Graph cards', () => {
  it('keep an Arabic or Turkish title in its language, less the brand and the figure isolates', () => {
    const arabic = localize(contentPageSeo.about, 'ar').title;
    expect(ogCardTitle(arabic)).toBe(arabic.replace(/\s*\|\s*Octaacer$/, ''));
    expect(ogCardTitle('وفّر \u2066$50K+\u2069 سنويًا')).toBe('وفّر $50K+ سنويًا');
    expect(ogCardTitle('Hizmetlerimiz Ğğ İ Şş')).toBe('Hizmetlerimiz Ğğ İ Şş');
  });

  it('are asked for in the page language, signed with it; an Arabic title is an Arabic card', () => {
    const english = new URL(ogImagePath('About Us'), 'https://site.example');
    expect([...english.searchParams.keys()]).toEqual(['title', 'sig']);
    const turkish = new URL(ogImagePath('Hakkımızda', 'tr'), 'https://site.example');
    expect(turkish.searchParams.get('title')).toBe('Hakkımızda');
    expect(turkish.searchParams.get('lang')).toBe('tr');
    expect(parseOgCardRequest(turkish)).toEqual({ ok: true, title: 'Hakkımızda', locale: 'tr' });
    // The language is signed: the same title's card in another language is not the site's.
    const swapped = new URL(turkish);
    swapped.searchParams.set('lang', 'ar');
    expect(parseOgCardRequest(swapped)).toMatchObject({ ok: false, status: 404 });
    swapped.searchParams.set('lang', 'xx');
    expect(parseOgCardRequest(swapped)).toMatchObject({ ok: false, status: 400 });
    expect(ogCardLocale('tr', 'Hakkımızda')).toBe('tr');
    expect(ogCardLocale('en', 'من نحن')).toBe('ar');
  });
});

describe('sitemap in three languages', () => {
  it('lists every page in en, ar and tr, each entry with the xhtml:link alternates and x-default', async () => {
    const entries = await buildSitemap(SITE);
    const urls = entries.map((entry) => entry.url);
    for (const path of ['', '/about', '/services/automation', '/lp/automation-solutions']) {
      expect(urls).toContain(`${SITE}${path}`);
      expect(urls).toContain(`${SITE}/ar${path}`);
      expect(urls).toContain(`${SITE}/tr${path}`);
    }
    expect(urls.filter((url) => url.startsWith(`${SITE}/ar/services/`))).toHaveLength(10);
    expect(urls.some((url) => /\/(ar|tr)\/(quote|showcase)/.test(url))).toBe(false);
    const arabicAbout = entries.find((entry) => entry.url === `${SITE}/ar/about`);
    expect(arabicAbout?.alternates?.languages).toEqual({
      en: `${SITE}/about`,
      ar: `${SITE}/ar/about`,
      tr: `${SITE}/tr/about`,
      'x-default': `${SITE}/about`,
    });
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.length % 3).toBe(0);
  });
});
