import { HEADER } from '@/lib/navigation/header';
import type { IndustryCard, Service } from '@/lib/content/types';
import { cutForDisplay } from '@/lib/sections/cut-text';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { MAIN_NAV_ENTRIES, SHELL_LABELS } from '@/content-fallback/shell';
import type { ShellLabels } from '@/lib/content/types';

/** Header Services dropdown: the 'Trending Solutions' section, in this order. */
const TRENDING_SERVICE_SLUGS = [
  'business-automation',
  'ai-development',
  'devops-services',
] as const;

/**
 * One entry of the header menu (id, label, href, children, hasTwoSections, description). A
 * dropdown's children are its sections; a section's children are its links.
 */
export interface MenuItem {
  id: string;
  label: string;
  href: string;
  children: MenuItem[];
  /** True for a dropdown split into two side-by-side sections (Services). */
  hasTwoSections: boolean;
  /** Cut at a word boundary past HEADER.menuDescriptionMax characters (the link's page has it whole). */
  description?: string;
  /** The whole description when `description` is cut: what screen readers read instead. */
  descriptionWhole?: string;
  /** Small marker next to a section heading ('Hot'). */
  badge?: string;
  /** Shown only from the extra-large breakpoint up (About). */
  hideBelowXl?: boolean;
}

function leaf(id: string, label: string, href: string, description?: string): MenuItem {
  const item: MenuItem = { id, label, href, children: [], hasTwoSections: false, description };
  if (!description) return item;
  const { shown, whole, cut } = cutForDisplay(description, HEADER.menuDescriptionMax);
  return cut ? { ...item, description: shown, descriptionWhole: whole } : { ...item, description };
}

function serviceLink(service: Service): MenuItem {
  const slug = service.slug || service.id;
  return leaf(`service-${slug}`, service.title, `/services/${slug}`, service.shortDescription);
}

/**
 * Splits services into the 'Trending Solutions' section (in the trending order, only those that
 * exist) and 'All Services' (everything else, in the given order).
 */
export function splitTrendingServices(
  services: readonly Service[],
  trendingSlugs: readonly string[] = TRENDING_SERVICE_SLUGS,
): { trending: Service[]; others: Service[] } {
  const bySlug = new Map(services.map((service) => [service.slug || service.id, service]));
  const trending = trendingSlugs
    .map((slug) => bySlug.get(slug))
    .filter((service): service is Service => service !== undefined);
  const trendingSet = new Set(trending);
  return { trending, others: services.filter((service) => !trendingSet.has(service)) };
}

export function buildServicesMenu(
  services: readonly Service[],
  trendingSlugs: readonly string[] = TRENDING_SERVICE_SLUGS,
  labels: ShellLabels = SHELL_LABELS,
): MenuItem {
  const { trending, others } = splitTrendingServices(services, trendingSlugs);
  const entry = MAIN_NAV_ENTRIES[0];
  return {
    ...leaf(entry.id, labels.navServices, entry.href),
    hasTwoSections: true,
    children: [
      {
        ...leaf('services-trending', labels.menuTrending, entry.href),
        badge: labels.menuTrendingBadge,
        children: trending.map(serviceLink),
      },
      {
        ...leaf('services-all', labels.menuAllServices, entry.href),
        children: others.map(serviceLink),
      },
    ],
  };
}

export function buildIndustriesMenu(
  industries: readonly IndustryCard[],
  labels: ShellLabels = SHELL_LABELS,
): MenuItem {
  const entry = MAIN_NAV_ENTRIES[1];
  return {
    ...leaf(entry.id, labels.navIndustries, entry.href),
    children: [
      {
        ...leaf('industries-all', labels.menuAllIndustries, entry.href),
        children: industries.map((industry) =>
          leaf(
            `industry-${industry.slug}`,
            industry.title,
            `/industries/${industry.slug}`,
            industry.shortDescription,
          ),
        ),
      },
    ],
  };
}

/** The whole header menu: Services and Industries dropdowns, then plain links. */
export function buildMainMenu(
  services: readonly Service[],
  industries: readonly IndustryCard[],
  labels: ShellLabels = SHELL_LABELS,
  trendingSlugs: readonly string[] = TRENDING_SERVICE_SLUGS,
): MenuItem[] {
  const [, , process, portfolio, about] = MAIN_NAV_ENTRIES;
  return [
    buildServicesMenu(services, trendingSlugs, labels),
    buildIndustriesMenu(industries, labels),
    leaf(process.id, labels.navProcess, process.href),
    leaf(portfolio.id, labels.navPortfolio, portfolio.href),
    { ...leaf(about.id, labels.navAbout, about.href), hideBelowXl: true },
  ];
}

/** The menu's site links in a language: '/services/x' → '/ar/services/x'. */
export function menuInLocale(items: readonly MenuItem[], locale: Locale): MenuItem[] {
  return items.map((item) => ({
    ...item,
    href: localePath(item.href, locale),
    children: menuInLocale(item.children, locale),
  }));
}
