import type { Page } from '@/lib/content/types';
import { siteConfig } from './site';

interface PageSeo {
  /** Canonical path when it differs from /{slug}. */
  path?: string;
  title: string;
  description: string;
  metaDescription?: string;
  showClientLogos?: boolean;
}

const seoBySlug: Record<string, PageSeo> = {
  home: {
    path: '/',
    title: 'Octaacer | AI, Automation & Software Development Agency',
    description:
      'Custom software, AI development and business automation for companies in the UAE, KSA, Turkey and the USA. Book a free health check.',
    showClientLogos: true,
  },
  services: {
    title: 'Services | Octaacer',
    description:
      'Business automation, AI development, product development, cloud, DevOps, web and mobile apps, UI/UX design and automated social media.',
    showClientLogos: true,
  },
  'business-automation': {
    path: '/services/business-automation',
    title: 'Business Automation Services | Octaacer',
    description:
      'Automate lead handling, orders, reporting and back-office work with n8n, Make, Zapier and custom integrations.',
  },
  'ai-development': {
    path: '/services/ai-development',
    title: 'AI Development Services | Octaacer',
    description:
      'Custom AI agents, chatbots and document intelligence grounded in your data and built for production.',
  },
  industries: {
    title: 'Industries We Serve | Octaacer',
    description:
      'Automation and AI solutions for hospitality, retail, healthcare, education, logistics, public services, manufacturing and real estate.',
  },
  portfolios: {
    title: 'Portfolio | Octaacer',
    description:
      'Case studies of commerce platforms, fintech apps, AI assistants and automations built by Octaacer.',
  },
  process: {
    title: 'Our Process | Octaacer',
    description:
      'OctaScan, OctaAudit, OctaPlan, OctaCore and OctaReact: the five-step framework behind every Octaacer engagement.',
  },
  about: {
    title: 'About Us | Octaacer',
    description:
      'Meet Octaacer: a software, AI and automation agency headquartered in Lahore with an office in Dubai.',
  },
  contact: {
    title: 'Contact Us | Octaacer',
    description:
      'Talk to Octaacer about your project. We reply within 24 hours, or book a free consultation call.',
  },
  careers: {
    title: 'Careers | Octaacer',
    description:
      'Join Octaacer in Lahore or Dubai and build AI, automation and software products for clients worldwide.',
  },
  'privacy-policy': {
    title: 'Privacy Policy | Octaacer',
    description: 'How Octaacer collects, uses and protects personal information.',
  },
};

/** Page-level SEO records. Canonical links are paths; lib/seo resolves them against the site URL. */
export const fallbackPages: Page[] = Object.entries(seoBySlug).map(([slug, seo]) => ({
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
}));
