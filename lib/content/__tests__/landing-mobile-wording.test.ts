import arLanding from '@/content-fallback/i18n/ar/page-blocks/landing-pages.json';
import trLanding from '@/content-fallback/i18n/tr/page-blocks/landing-pages.json';
import {
  aiDevelopmentLandingPage,
  automationLandingPage,
} from '@/content-fallback/pages/landing-pages';
import { LANDING_MOBILE } from '@/components/landing/landing-mobile';
import { translatedTextLimit } from '@/lib/blocks/fields';

/** Every phone wording (mobileDesc) of a landing page's problem and benefit items. */
function mobileWordings(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) mobileWordings(item, found);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) {
      if (key === 'mobileDesc' && typeof child === 'string') found.push(child);
      else mobileWordings(child, found);
    }
  return found;
}

describe('the landing pages’ phone wording', () => {
  const wordings = mobileWordings([automationLandingPage, aiDevelopmentLandingPage]);

  it('is within the editors’ 80 characters in English, so phones never show it cut', () => {
    expect(wordings.length).toBeGreaterThanOrEqual(18);
    expect(wordings.filter((text) => text.length > LANDING_MOBILE.descriptionMax)).toEqual([]);
  });

  it.each([
    ['ar', arLanding as Record<string, string>],
    ['tr', trLanding as Record<string, string>],
  ])('is translated in %s within a translation’s limit', (_, catalog) => {
    const limit = translatedTextLimit(LANDING_MOBILE.descriptionMax);
    for (const text of wordings) {
      expect(catalog[text]).toBeDefined();
      expect(catalog[text]!.length).toBeLessThanOrEqual(limit);
    }
  });
});
