import { existsSync } from 'node:fs';
import path from 'node:path';
import { withIllustration } from '@/lib/routes/heroes';
import { ILLUSTRATION_SIZE } from '@/lib/pictures/illustration-size';
import type { HeroSection } from '@/lib/content/types';
import { pageHeroIllustrations } from '@/content-fallback/pages/detail-copy';

const hero: HeroSection = {
  id: 'hero-process',
  key: 'process',
  title: 'The Octa Framework',
  description: 'Five steps.',
  showClientLogos: false,
  showTrustSignals: false,
};

describe('hero illustrations of the content pages', () => {
  it('fills the visual column with the drawn illustration, decorative, at its banner size', () => {
    expect(withIllustration(hero, pageHeroIllustrations.process)).toEqual({
      hero: { ...hero, heroImage: '/assets/illustrations/process-hero.webp', heroImageAlt: '' },
      heroImageSize: ILLUSTRATION_SIZE.banner,
    });
  });

  it('keeps an image set in the CMS, with its alt text and its own size', () => {
    const withImage = { ...hero, heroImage: '/uploads/team.jpg', heroImageAlt: 'Our team' };
    expect(withIllustration(withImage, pageHeroIllustrations.process)).toEqual({
      hero: withImage,
    });
  });

  it('has a drawn file for every page', () => {
    for (const src of Object.values(pageHeroIllustrations)) {
      expect(existsSync(path.join(process.cwd(), 'public', src))).toBe(true);
    }
  });
});
