import { fillTemplate } from '@/lib/text';
import type { Service, SiteConfig, SocialLink } from '@/lib/content/types';
import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/i18n/locales';
import { SHELL_LABELS } from '@/content-fallback/shell';
import type { ShellLabels } from '@/lib/content/types';

/** Footer Services list: these come first, each with a blinking dot. */
const FOOTER_HIGHLIGHTED_SERVICE_SLUGS = ['business-automation', 'ai-development'] as const;

export interface FooterLink {
  label: string;
  href: string;
  /** Opens in a new tab (scheduler, socials). */
  external: boolean;
  /** Blinking dot next to the highlighted services. */
  highlighted?: boolean;
}

export interface FooterModel {
  socials: SocialLink[];
  emailHref: string;
  chatHref: string;
  schedulerHref: string;
  services: FooterLink[];
  quickLinks: FooterLink[];
  companyLinks: FooterLink[];
  privacyLink: FooterLink;
}

/** Social networks the footer shows, in this order. */
export const FOOTER_SOCIAL_NETWORKS: readonly SocialLink['network'][] = [
  'facebook',
  'x',
  'instagram',
  'youtube',
];

function internal(label: string, href: string): FooterLink {
  return { label, href, external: false };
}

/** wa.me wants the number as digits only, country code first. */
export function buildChatHref(whatsappNumber: string): string {
  return `https://wa.me/${whatsappNumber.replace(/\D/g, '')}`;
}

/** Highlighted services first (in their fixed order), then the rest in the given order. */
export function orderFooterServices(
  services: readonly Service[],
  highlightedSlugs: readonly string[] = FOOTER_HIGHLIGHTED_SERVICE_SLUGS,
): FooterLink[] {
  const slugOf = (service: Service) => service.slug || service.id;
  const highlighted = highlightedSlugs
    .map((slug) => services.find((service) => slugOf(service) === slug))
    .filter((service): service is Service => service !== undefined);
  const rest = services.filter((service) => !highlighted.includes(service));
  return [
    ...highlighted.map((service) => ({
      ...internal(service.title, `/services/${slugOf(service)}`),
      highlighted: true,
    })),
    ...rest.map((service) => internal(service.title, `/services/${slugOf(service)}`)),
  ];
}

export function buildFooterModel(
  site: Pick<SiteConfig, 'email' | 'whatsappNumber' | 'socials'>,
  services: readonly Service[],
  schedulerUrl: string,
  labels: ShellLabels = SHELL_LABELS,
  locale: Locale = DEFAULT_LOCALE,
): FooterModel {
  // Site links stay in the page's language; the scheduler and socials are other sites.
  const siteLink = (label: string, href: string): FooterLink => ({
    label,
    href: localePath(href, locale),
    external: false,
  });
  const socials = FOOTER_SOCIAL_NETWORKS.map((network) =>
    site.socials.find((social) => social.network === network),
  ).filter((social): social is SocialLink => social !== undefined);

  return {
    socials,
    emailHref: `mailto:${site.email}`,
    chatHref: buildChatHref(site.whatsappNumber),
    schedulerHref: schedulerUrl,
    services: orderFooterServices(services).map((link) => ({
      ...link,
      href: localePath(link.href, locale),
    })),
    quickLinks: [
      siteLink(labels.footerHealthCheck, '/contact'),
      { label: labels.footerAudit, href: schedulerUrl, external: true },
      siteLink(labels.footerPortfolio, '/portfolios'),
      siteLink(labels.footerProcess, '/process'),
      siteLink(labels.footerIndustries, '/industries'),
    ],
    companyLinks: [
      siteLink(labels.footerAbout, '/about'),
      siteLink(labels.footerContact, '/contact'),
      siteLink(labels.footerCareers, '/careers'),
    ],
    privacyLink: siteLink(labels.footerPrivacy, '/privacy-policy'),
  };
}

/** The copyright line: the editor's template with {year} and {brand} filled in. */
export function copyrightLine(template: string, year: number, brand: string): string {
  return fillTemplate(template, { year, brand });
}
