import { localePath, splitLocalePath } from '../locales';
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
});
