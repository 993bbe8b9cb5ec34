/**
 * Home as blocks, in the original site's order: the hero, capabilities, platforms, services,
 * featured work, why us, industries, testimonials, expert advice, ready to scale (below lg) and
 * the contact form (from lg). The same records an editor finds on the Home page in Directus; the
 * services, projects and industries are their collections'.
 */
import type { PageBlock } from '@/blocks/catalog';
import { heroBlockData } from './hero';
import {
  contactSection,
  heroSecondaryActions,
  trustSignals,
} from '@/content-fallback/pages/shared-sections';
import { reviewSummary, testimonials } from '@/content-fallback/reviews';

export const homePageBlocks: PageBlock[] = [
  {
    id: 'home-hero',
    type: 'hero',
    data: heroBlockData('home', {
      typewriter: 'quick',
      trustSignals: [...trustSignals],
      actions: [heroSecondaryActions.viewOurWork, heroSecondaryActions.discoverMore],
    }),
  },
  {
    id: 'home-capabilities',
    type: 'cards',
    data: {
      variant: 'icon-grid',
      heading: 'Your Business, Running on Auto-Pilot',
      highlight: 'Auto-Pilot',
      description:
        'We connect your tools, automate the busywork and add AI where it pays off, so your team spends its time on customers instead of copy-paste.',
      items: [
        {
          icon: 'workflow',
          title: 'Workflow Automation',
          description:
            'Orders, invoices, onboarding and reports run themselves across the tools you already use.',
        },
        {
          icon: 'bot',
          title: 'AI Agents & Assistants',
          description:
            'Assistants that answer customers, qualify leads and draft documents around the clock.',
        },
        {
          icon: 'plug',
          title: 'System Integrations',
          description: 'CRM, ERP, e-commerce and finance systems that share one source of truth.',
        },
        {
          icon: 'bar-chart',
          title: 'Live Reporting',
          description:
            'Dashboards that update themselves and alert you before small issues become expensive.',
        },
      ],
    },
  },
  {
    id: 'home-platforms',
    type: 'platform_tiles',
    data: {
      heading: 'Platforms We Automate and Build With',
      description:
        'Certified experience with the leading automation platforms and AI development tools.',
      firstHeading: 'Automation Platforms',
      secondHeading: 'AI Development Tools',
      first: [
        {
          name: 'Zapier',
          brand: 'zapier',
          color: '#FF4F00',
          description: 'Multi-app connector workflows',
        },
        { name: 'Make', brand: 'make', color: '#6D00CC', description: 'Visual scenario builder' },
        { name: 'n8n', brand: 'n8n', color: '#EA4B71', description: 'Open-source workflow engine' },
        {
          name: 'Power Automate',
          brand: 'powerautomate',
          color: '#0066FF',
          description: 'Microsoft cloud flows',
        },
        {
          name: 'UiPath',
          brand: 'uipath',
          color: '#FA4616',
          description: 'Robotic process automation',
        },
        {
          name: 'Airtable',
          brand: 'airtable',
          color: '#18BFFF',
          description: 'Operational databases',
        },
      ],
      second: [
        { name: 'Cursor', brand: 'cursor', color: '#000000', description: 'AI code editor' },
        {
          name: 'GitHub Copilot',
          brand: 'githubcopilot',
          color: '#000000',
          description: 'AI pair programmer',
        },
        { name: 'Claude', brand: 'claude', color: '#D97757', description: 'AI assistant model' },
        { name: 'v0', brand: 'v0', color: '#000000', description: 'Natural-language UI generator' },
        {
          name: 'Replit',
          brand: 'replit',
          color: '#F26207',
          description: 'Cloud IDE with AI agent',
        },
        {
          name: 'Lovable',
          brand: 'lovable',
          color: '#E0338A',
          description: 'Visual full-stack AI builder',
        },
      ],
    },
  },
  {
    id: 'home-services',
    type: 'services_grid',
    data: {
      layout: 'compact',
      heading: 'Services That Move Your Business Forward',
      description:
        'From first prototype to automated operations: one team for software, AI and automation.',
      linkLabel: 'Learn more',
    },
  },
  {
    id: 'home-portfolio',
    type: 'featured_projects',
    data: {
      heading: 'Featured Work',
      description:
        'A few of the products and automations we have shipped for clients around the world.',
      viewAllLabel: 'View All Projects',
      viewAllHref: '/portfolios',
    },
  },
  {
    id: 'home-why',
    type: 'why_us',
    data: {
      heading: 'Why Work With Us',
      description: 'Senior engineers, clear communication and results you can measure.',
      reasons: [
        'Fixed-scope proposals with transparent pricing',
        'Weekly demos and a dedicated project lead',
        'Security-first engineering: {fact:soc}, {fact:gdpr}',
      ],
      stats: [
        { value: '{fact:projects}', label: 'Projects Delivered' },
        { value: '{fact:countries}', label: 'Countries Served' },
        { value: '{fact:satisfaction}', label: 'Clients Satisfied' },
        { value: '{fact:support}', label: 'Support' },
      ],
    },
  },
  {
    id: 'home-industries',
    type: 'industries_grid',
    data: {
      layout: 'compact',
      heading: 'Industries We Serve',
      description: 'Domain know-how that shortens every project, from clinics to logistics hubs.',
    },
  },
  {
    id: 'home-testimonials',
    type: 'testimonial_carousel',
    data: {
      heading: 'What Our Clients Say',
      description: 'Founders and operators on working with our team.',
      carouselLabel: 'Client testimonials',
      testimonials: testimonials.map(({ text, name, title }) => ({ text, name, title })),
    },
  },
  {
    id: 'home-advice',
    type: 'expert_advice',
    data: {
      heading: 'Get Expert Advice',
      description:
        'Not sure where to start? Book a free consultation and leave with a clear plan for what to build or automate first.',
      ctaText: 'Book a Free Consultation',
      projectsValue: '{fact:projects}',
      projectsLabel: 'Projects',
      satisfiedValue: '{fact:satisfaction}',
      satisfiedLabel: 'Satisfied',
      ratingPlatform: reviewSummary.platform,
      rating: reviewSummary.rating,
      maxRating: reviewSummary.maxRating,
      reviewCount: reviewSummary.reviewCount,
      ratingLine: '{fact:rating}/{best} from {fact:reviews} reviews',
      platformLine: 'on {platform}',
    },
  },
  {
    id: 'home-ready',
    type: 'cta_band',
    data: {
      variant: 'lead-modal',
      heading: 'Ready to Scale?',
      text: 'Answer three quick questions and get a tailored automation strategy.',
      primaryLabel: 'Get Your Free Strategy',
    },
  },
  { id: 'home-contact', type: 'contact_form', data: { ...contactSection, desktopOnly: true } },
];
