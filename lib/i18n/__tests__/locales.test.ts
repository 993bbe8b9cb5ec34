import {
  DEFAULT_LOCALE,
  LOCALE_DIRECTION,
  LOCALE_ENGLISH_NAMES,
  LOCALE_FIGURES,
  LOCALE_SCRIPT,
  LOCALE_TAG,
  LOCALES,
  OG_LOCALE,
  PREFIXED_LOCALES,
  localePath,
  splitLocalePath,
} from '../locales';
import { LOCALE_NATIVE_NAMES } from '../native-names';
import { LOCALE_PHONE_COUNTRY } from '../phone-countries';
import { englishPrefixRedirect } from '../routing';
import { localeRewrites } from '../locale-rewrites.mjs';

describe('locale paths', () => {
  it('prefixes site paths for ar and tr and leaves English, links and files alone', () => {
    expect(localePath('/contact', 'ar')).toBe('/ar/contact');
    expect(localePath('/', 'tr')).toBe('/tr');
    expect(localePath('/?x=1', 'tr')).toBe('/tr?x=1');
    expect(localePath('/contact', 'en')).toBe('/contact');
    expect(localePath('/ar/contact', 'tr')).toBe('/tr/contact');
    expect(localePath('#values', 'ar')).toBe('#values');
    expect(localePath('https://calendly.com/x', 'ar')).toBe('https://calendly.com/x');
    expect(localePath('/api/leads', 'ar')).toBe('/api/leads');
    expect(localePath('/assets/x.svg', 'ar')).toBe('/assets/x.svg');
  });

  it('splits a path into its locale and the bare path', () => {
    expect(splitLocalePath('/ar/lp/x')).toEqual({ locale: 'ar', path: '/lp/x' });
    expect(splitLocalePath('/ar')).toEqual({ locale: 'ar', path: '/' });
    expect(splitLocalePath('/about')).toEqual({ locale: 'en', path: '/about' });
    expect(splitLocalePath('/arabic')).toEqual({ locale: 'en', path: '/arabic' });
  });
});

describe('englishPrefixRedirect', () => {
  it('sends /en/... to the unprefixed English address and leaves every other path alone', () => {
    expect(englishPrefixRedirect('/en/about')).toBe('/about');
    expect(englishPrefixRedirect('/en')).toBe('/');
    expect(englishPrefixRedirect('/english')).toBeUndefined();
    expect(englishPrefixRedirect('/ar/about')).toBeUndefined();
    expect(englishPrefixRedirect('/about')).toBeUndefined();
  });
});

describe('localeRewrites', () => {
  const [home, pages] = localeRewrites();
  const pattern = new RegExp(`^/${pages!.source.slice('/:path('.length, -1)}$`);
  it('serves unprefixed page paths from the en routes and leaves the rest alone', () => {
    expect(home).toEqual({ source: '/', destination: '/en' });
    for (const path of [
      '/about',
      '/lp/automation-solutions',
      '/services/ai-development',
      '/english',
    ])
      expect(pattern.test(path)).toBe(true);
    for (const path of [
      '/ar',
      '/ar/about',
      '/tr/lp/x',
      '/en/about',
      '/api/leads',
      '/_next/static/x.js',
      '/robots.txt',
      '/assets/a.svg',
      '/brand-marks/social.svg',
    ])
      expect(pattern.test(path)).toBe(false);
  });

  it('leaves every language of the registry to its own routes (a new language needs no edit here)', () => {
    expect(home?.destination).toBe(`/${DEFAULT_LOCALE}`);
    for (const locale of LOCALES) {
      expect(pattern.test(`/${locale}`)).toBe(false);
      expect(pattern.test(`/${locale}/about`)).toBe(false);
    }
    // A path that only starts like a language is a page.
    for (const locale of PREFIXED_LOCALES) expect(pattern.test(`/${locale}x/about`)).toBe(true);
  });
});

describe('the language registry', () => {
  it('lists each language once, the default first, with every fact a language needs', () => {
    expect(new Set(LOCALES).size).toBe(LOCALES.length);
    expect(LOCALES[0]).toBe(DEFAULT_LOCALE);
    expect(PREFIXED_LOCALES).toEqual(LOCALES.slice(1));
    const tables = {
      LOCALE_DIRECTION,
      LOCALE_TAG,
      OG_LOCALE,
      LOCALE_NATIVE_NAMES,
      LOCALE_ENGLISH_NAMES,
      LOCALE_PHONE_COUNTRY,
      LOCALE_FIGURES,
      LOCALE_SCRIPT,
    };
    // The compiler makes each table name every language; at run time, nothing more either.
    for (const [name, table] of Object.entries(tables))
      expect({ name, keys: Object.keys(table) }).toEqual({ name, keys: [...LOCALES] });
    for (const locale of LOCALES) {
      expect(locale).toMatch(/^[a-z]{2}$/);
      expect(new Intl.Locale(LOCALE_TAG[locale]).language).toBe(locale);
      expect(OG_LOCALE[locale]).toMatch(new RegExp(`^${locale}_[A-Z]{2}$`));
      expect(LOCALE_PHONE_COUNTRY[locale]).toMatch(/^[a-z]{2}$/);
      expect(LOCALE_NATIVE_NAMES[locale].trim()).not.toBe('');
      expect(LOCALE_ENGLISH_NAMES[locale].trim()).not.toBe('');
    }
  });
});
