/** Copy of the home page blocks (spec 01 §2 'Home screen order'); the data lists come from lib/content. */
import type { SectionData } from '@/lib/sections/types';

export interface Capability {
  /** Key of the icon the capabilities block draws (components/home/capabilities.tsx). */
  icon: 'workflow' | 'bot' | 'chart' | 'plug';
  title: string;
  description: string;
}

export interface PlatformTile {
  name: string;
  /** Key of a brand mark in components/ui/platform-logo.tsx; absent → first-letter circle. */
  brand?: string;
  /** Optional image logo; a failed load also becomes the first-letter circle. */
  logoUrl?: string;
  /** Circle colour for the first-letter fallback. */
  color: string;
  description: string;
}

export interface CounterStat {
  value: string;
  label: string;
}

export interface HomeCopy {
  capabilities: SectionData & { items: Capability[] };
  platforms: SectionData & {
    automationHeading: string;
    aiToolsHeading: string;
    automation: PlatformTile[];
    aiTools: PlatformTile[];
  };
  services: SectionData;
  portfolio: SectionData & { viewAllLabel: string; viewAllHref: string };
  whyUs: SectionData & { reasons: string[]; stats: CounterStat[] };
  industries: SectionData;
  testimonials: SectionData & { carouselLabel: string };
  expertAdvice: SectionData & {
    projectsValue: string;
    projectsLabel: string;
    satisfiedValue: string;
    satisfiedLabel: string;
  };
  readyToScale: SectionData;
}

export const homeCopy: HomeCopy = {
  capabilities: {
    heading: 'Your Business, Running on Auto-Pilot',
    highlightedText: 'Auto-Pilot',
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
        icon: 'chart',
        title: 'Live Reporting',
        description:
          'Dashboards that update themselves and alert you before small issues become expensive.',
      },
    ],
  },
  platforms: {
    heading: 'Platforms We Automate and Build With',
    description:
      'Certified experience with the leading automation platforms and AI development tools.',
    automationHeading: 'Automation Platforms',
    aiToolsHeading: 'AI Development Tools',
    automation: [
      {
        name: 'Zapier',
        brand: 'zapier',
        color: '#FF4F00',
        description: 'Multi-app connector workflows',
      },
      { name: 'Make', brand: 'make', color: '#6D00CC', description: 'Visual scenario builder' },
      { name: 'n8n', brand: 'n8n', color: '#EA4B71', description: 'Open-source workflow engine' },
      { name: 'Power Automate', color: '#0066FF', description: 'Microsoft cloud flows' },
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
    aiTools: [
      { name: 'Cursor', brand: 'cursor', color: '#000000', description: 'AI code editor' },
      {
        name: 'GitHub Copilot',
        brand: 'githubcopilot',
        color: '#000000',
        description: 'AI pair programmer',
      },
      { name: 'Claude', brand: 'claude', color: '#D97757', description: 'AI assistant model' },
      { name: 'v0', brand: 'v0', color: '#000000', description: 'Natural-language UI generator' },
      { name: 'Replit', brand: 'replit', color: '#F26207', description: 'Cloud IDE with AI agent' },
      { name: 'Lovable', color: '#E0338A', description: 'Visual full-stack AI builder' },
    ],
  },
  services: {
    heading: 'Services That Move Your Business Forward',
    description:
      'From first prototype to automated operations: one team for software, AI and automation.',
  },
  portfolio: {
    heading: 'Featured Work',
    description:
      'A few of the products and automations we have shipped for clients around the world.',
    viewAllLabel: 'View All Projects',
    viewAllHref: '/portfolios',
  },
  whyUs: {
    heading: 'Why Work With Us',
    description: 'Senior engineers, clear communication and results you can measure.',
    reasons: [
      'Fixed-scope proposals with transparent pricing',
      'Weekly demos and a dedicated project lead',
      'Security-first engineering, SOC 2 and GDPR aware',
    ],
    stats: [
      { value: '50+', label: 'Projects Delivered' },
      { value: '8', label: 'Countries Served' },
      { value: '98%', label: 'Client Satisfaction' },
      { value: '24', label: 'Hour Support' },
    ],
  },
  industries: {
    heading: 'Industries We Serve',
    description: 'Domain know-how that shortens every project, from clinics to logistics hubs.',
  },
  testimonials: {
    heading: 'What Our Clients Say',
    description: 'Founders and operators on working with our team.',
    carouselLabel: 'Client testimonials',
  },
  expertAdvice: {
    heading: 'Get Expert Advice',
    description:
      'Not sure where to start? Book a free consultation and leave with a clear plan for what to build or automate first.',
    ctaText: 'Book a Free Consultation',
    projectsValue: '500+',
    projectsLabel: 'Projects',
    satisfiedValue: '92%',
    satisfiedLabel: 'Satisfied',
  },
  readyToScale: {
    heading: 'Ready to Scale?',
    description: 'Answer three quick questions and get a tailored automation strategy.',
    ctaText: 'Get Your Free Strategy',
  },
};
