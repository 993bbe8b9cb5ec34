import type { ComplianceBadge, SiteConfig, SocialLink } from '@/lib/content/types';
import { fallbackFacts } from './facts';

/** The brand name, written once: the shell, the SEO titles and the structured data read it. */
export const BRAND_NAME = 'Octaacer';

/** A page's SEO title with the brand after it: 'Services | Octaacer'. */
export function brandedTitle(title: string): string {
  return `${title} | ${BRAND_NAME}`;
}

/** The line under the brand on generated Open Graph cards. */
export const OG_CARD_TAGLINE = 'Software · AI · Automation';

const NETWORK_NAMES: Record<SocialLink['network'], string> = {
  facebook: 'Facebook',
  x: 'X',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
};

/** A social link's accessible name: 'Octaacer on X'. */
export function socialLinkLabel(brand: string, network: SocialLink['network']): string {
  return `${brand} on ${NETWORK_NAMES[network]}`;
}

/** Company facts shown in the header, footer, contact page and structured data. */
export const siteConfig: SiteConfig = {
  brand: BRAND_NAME,
  legalName: `${BRAND_NAME} (Private) Limited`,
  tagline: 'Software, AI and automation that put your business on auto-pilot.',
  description: `${BRAND_NAME} is a software, AI and business-automation agency headquartered in Lahore with an office in Dubai. We design, build and run custom software, AI products and automations for companies in the UAE, KSA, Turkey and the USA.`,
  email: 'hello@octaacer.com',
  careersEmail: 'careers@octaacer.com',
  // Placeholders until launch: a number in the UK's range reserved for drama (Ofcom 07700
  // 900xxx), which reaches nobody; `npm run launch:check` lists them while they are kept.
  phone: '+44 7700 900123',
  whatsappNumber: '447700900123',
  schedulerUrl: 'https://calendly.com/octaacer/free-consultation',
  socials: [
    {
      network: 'facebook',
      label: `${BRAND_NAME} on Facebook`,
      href: 'https://www.facebook.com/octaacer',
    },
    { network: 'x', label: `${BRAND_NAME} on X`, href: 'https://x.com/octaacer' },
    {
      network: 'instagram',
      label: `${BRAND_NAME} on Instagram`,
      href: 'https://www.instagram.com/octaacer',
    },
    {
      network: 'youtube',
      label: `${BRAND_NAME} on YouTube`,
      href: 'https://www.youtube.com/@octaacer',
    },
  ],
  offices: [
    {
      label: 'Headquarters',
      city: 'Lahore',
      country: 'Pakistan',
      address: 'DHA Phase 4, Lahore, Pakistan',
      kind: 'headquarters',
    },
    {
      label: 'Middle East Office',
      city: 'Dubai',
      country: 'United Arab Emirates',
      address: 'Business Bay, Dubai, United Arab Emirates',
      kind: 'regional',
    },
    {
      label: 'Expansion Office',
      city: 'Riyadh',
      country: 'Saudi Arabia',
      address: 'Riyadh, Kingdom of Saudi Arabia (opening soon)',
      kind: 'expansion',
    },
  ],
  markets: ['UAE', 'KSA', 'Turkey', 'USA'],
  foundedYear: Number(fallbackFacts.founded),
};

/** The four trust badges in the footer (marketing claims, not computed). */
export const complianceBadges: ComplianceBadge[] = [
  { id: 'soc2', label: '{fact:soc}' },
  { id: 'gdpr', label: '{fact:gdpr}' },
  { id: 'iso27001', label: 'ISO 27001 Aligned' },
  { id: 'expert-team', label: 'Expert Team' },
];
