import type { Page } from '@/lib/content/types';
import { BRAND_NAME, brandedTitle, siteConfig } from './site';

interface PageSeo {
  /** Canonical path when it differs from /{slug}. */
  path?: string;
  title: string;
  description: string;
  metaDescription?: string;
  showClientLogos?: boolean;
}

export const seoBySlug = {
  home: {
    path: '/',
    title: `${BRAND_NAME} | AI, Automation & Software Development Agency`,
    description:
      'Custom software, AI development and business automation for companies in the UAE, KSA, Turkey and the USA. Book a free health check.',
    showClientLogos: true,
  },
  services: {
    title: brandedTitle('Services'),
    description:
      'Business automation, AI development, product development, cloud, DevOps, web and mobile apps, UI/UX design and automated social media.',
    showClientLogos: true,
  },
  'business-automation': {
    path: '/services/business-automation',
    title: brandedTitle('Business Automation Services'),
    description:
      'Automate lead handling, orders, reporting and back-office work with n8n, Make, Zapier and custom integrations.',
  },
  'ai-development': {
    path: '/services/ai-development',
    title: brandedTitle('AI Development Services'),
    description:
      'Custom AI agents, chatbots and document intelligence grounded in your data and built for production.',
  },
  industries: {
    title: brandedTitle('Industries We Serve'),
    description:
      'Automation and AI solutions for hospitality, retail, healthcare, education, logistics, public services, manufacturing and real estate.',
  },
  portfolios: {
    title: brandedTitle('Portfolio'),
    description: `Case studies of commerce platforms, fintech apps, AI assistants and automations built by ${BRAND_NAME}.`,
  },
  process: {
    title: brandedTitle('Our Process'),
    description: `OctaScan, OctaAudit, OctaPlan, OctaCore and OctaReact: the five-step framework behind every ${BRAND_NAME} engagement.`,
  },
  about: {
    title: brandedTitle('About Us'),
    description: `Meet ${BRAND_NAME}: a software, AI and automation agency headquartered in Lahore with an office in Dubai.`,
  },
  contact: {
    title: brandedTitle('Contact Us'),
    description: `Talk to ${BRAND_NAME} about your project. We reply within 24 hours, or book a free consultation call.`,
  },
  careers: {
    title: brandedTitle('Careers'),
    description: `Join ${BRAND_NAME} in Lahore or Dubai and build AI, automation and software products for clients worldwide.`,
  },
  'privacy-policy': {
    title: brandedTitle('Privacy Policy'),
    description: `How ${BRAND_NAME} collects, uses and protects personal information.`,
  },
} satisfies Record<string, PageSeo>;

/** Page-level SEO records. Canonical links are paths; lib/seo resolves them against the site URL. */
export const fallbackPages: Page[] = Object.entries(seoBySlug as Record<string, PageSeo>).map(
  ([slug, seo]) => ({
    slug,
    title: seo.title,
    description: seo.description,
    metaDescription: seo.metaDescription ?? seo.description,
    heroSectionId: `hero-${slug}`,
    canonicalLink: seo.path ?? `/${slug}`,
    jsonLdSchema:
      slug === 'home'
        ? {
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: siteConfig.brand,
            email: siteConfig.email,
            telephone: siteConfig.phone,
            address: { '@type': 'PostalAddress', addressLocality: 'Lahore', addressCountry: 'PK' },
          }
        : undefined,
    showClientLogos: seo.showClientLogos ?? false,
  }),
);
