import { languageLinks, pathWithoutLocale, samePageIn } from '../language-switch';
import { isLandingPath, isLegalPath } from '../header-scroll';

describe('language switcher paths: the same page in another language', () => {
  it.each([
    // [path the visitor is on, English, Arabic, Turkish]
    ['/', '/', '/ar', '/tr'],
    ['/ar', '/', '/ar', '/tr'],
    ['/tr/', '/', '/ar', '/tr'],
    [
      '/services/ai-development',
      '/services/ai-development',
      '/ar/services/ai-development',
      '/tr/services/ai-development',
    ],
    [
      '/tr/services/ai-development',
      '/services/ai-development',
      '/ar/services/ai-development',
      '/tr/services/ai-development',
    ],
    [
      '/ar/lp/automation-solutions',
      '/lp/automation-solutions',
      '/ar/lp/automation-solutions',
      '/tr/lp/automation-solutions',
    ],
    // English pages are rendered at build time under their internal /en/... path.
    ['/en/about', '/about', '/ar/about', '/tr/about'],
    ['/en', '/', '/ar', '/tr'],
  ])('%s → %s, %s, %s', (pathname, en, ar, tr) => {
    expect(samePageIn(pathname, 'en')).toBe(en);
    expect(samePageIn(pathname, 'ar')).toBe(ar);
    expect(samePageIn(pathname, 'tr')).toBe(tr);
  });

  it('does not mistake a page whose first segment only starts like a language for a prefix', () => {
    expect(pathWithoutLocale('/archive')).toBe('/archive');
    expect(samePageIn('/trends', 'ar')).toBe('/ar/trends');
  });

  it('lists English, Arabic and Turkish by their own names, the current one marked', () => {
    expect(languageLinks('/tr/contact', 'tr')).toEqual([
      { locale: 'en', tag: 'en', name: 'English', href: '/contact', current: false },
      { locale: 'ar', tag: 'ar', name: 'العربية', href: '/ar/contact', current: false },
      { locale: 'tr', tag: 'tr', name: 'Türkçe', href: '/tr/contact', current: true },
    ]);
  });

  it('knows the legal and landing pages in every language', () => {
    expect(isLegalPath('/ar/privacy-policy')).toBe(true);
    expect(isLegalPath('/en/privacy-policy')).toBe(true);
    expect(isLegalPath('/ar')).toBe(false);
    expect(isLandingPath('/tr/lp/automation-solutions')).toBe(true);
    expect(isLandingPath('/ar/lpx')).toBe(false);
  });
});
