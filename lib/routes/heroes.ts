/**
 * Hero view models for routes whose hero is derived from a content record (service, industry,
 * project) rather than stored as its own hero section.
 */
import { getHeroSection } from '@/lib/content';
import type { HeroSection, IndustryCard, Project, Service } from '@/lib/content/types';
import { routeHeroCopy } from '@/content-fallback/pages/route-copy';
import { ILLUSTRATION_SIZE } from '@/lib/pictures/illustration-size';
import { localize } from '@/lib/i18n/localize';

function heroFrom(
  key: string,
  fields: Omit<HeroSection, 'id' | 'key' | 'showClientLogos'> & { showClientLogos?: boolean },
): HeroSection {
  return { id: `hero-${key}`, key, showClientLogos: false, ...fields };
}

/** The CMS/fallback hero for a page key, else the given default. */
export async function getHeroOr(key: string, fallback: () => HeroSection): Promise<HeroSection> {
  return (await getHeroSection(key)) ?? fallback();
}

/** The hero of a content page; a plain title/description hero if no record exists for the key. */
export async function getPageHero(
  key: string,
  defaults: { title: string; description: string },
): Promise<HeroSection> {
  return getHeroOr(key, () => heroFrom(key, { ...defaults, showTrustSignals: false }));
}

/** Hero props with the page's drawn illustration in the visual column, unless the record has an image. */
export function withIllustration(
  hero: HeroSection,
  illustration: string,
): { hero: HeroSection; heroImageSize?: { width: number; height: number } } {
  if (hero.heroImage) return { hero };
  return {
    // Decorative: the heading beside it says what the page is.
    hero: { ...hero, heroImage: illustration, heroImageAlt: '' },
    heroImageSize: ILLUSTRATION_SIZE.banner,
  };
}

/** /services/{slug}: its own hero when one exists (business-automation, ai-development), else from the service. */
export async function getServiceHero(service: Service): Promise<HeroSection> {
  return getHeroOr(service.slug, () =>
    heroFrom(`services/${service.slug}`, {
      title: service.title,
      // Only words the title has: a hero appends a highlighted part it does not find.
      ...(service.titleHighlight && service.title.includes(service.titleHighlight)
        ? { titlePrimary: service.titleHighlight }
        : {}),
      description: service.shortDescription,
      labelText: localize(routeHeroCopy).service.labelText,
      buttonTitle: localize(routeHeroCopy).service.buttonTitle,
      ctaLink: '/contact',
      // Trust signals show on the services heroes.
      showTrustSignals: true,
    }),
  );
}

/** /industries/{slug}: title, short description, 'Explore Our Work' → /portfolios. */
export function industryHero(
  industry: Pick<IndustryCard, 'slug' | 'title' | 'shortDescription'>,
): HeroSection {
  return heroFrom(`industries/${industry.slug}`, {
    title: industry.title,
    titlePrimary: localize(routeHeroCopy).industry.titlePrimary,
    description: industry.shortDescription,
    labelText: localize(routeHeroCopy).industry.labelText,
    buttonTitle: localize(routeHeroCopy).industry.buttonTitle,
    ctaLink: '/portfolios',
    showTrustSignals: false,
  });
}

/** /portfolios/{slug}: category label PORTFOLIO and 'View Project Details' → #overview. */
export function projectHero(
  project: Pick<Project, 'slug' | 'title' | 'shortDescription'>,
): HeroSection {
  return heroFrom(`portfolios/${project.slug}`, {
    title: project.title,
    description: project.shortDescription,
    labelText: localize(routeHeroCopy).project.labelText,
    buttonTitle: localize(routeHeroCopy).project.buttonTitle,
    ctaLink: '#overview',
    showTrustSignals: false,
  });
}
