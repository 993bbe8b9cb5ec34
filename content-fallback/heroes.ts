import type { HeroSection } from '@/lib/content/types';
import { BRAND_NAME } from '@/content-fallback/site';
import {
  aiDevelopmentLandingPage,
  automationLandingPage,
} from '@/content-fallback/pages/landing-pages';

type HeroCopy = Omit<HeroSection, 'id' | 'key' | 'showClientLogos' | 'showTrustSignals'> &
  Partial<Pick<HeroSection, 'showClientLogos' | 'showTrustSignals'>>;

/** Trust signals (Free Consultation, Book Today, {fact:projects} Projects) show on these heroes only. */
const trustSignalKeys = new Set(['home', 'services', 'contact']);

const heroCopy: Record<string, HeroCopy> = {
  home: {
    title: 'Put Your Business on',
    titlePrimary: 'Auto-Pilot with AI',
    description:
      'We build custom software, AI agents and business automations that remove busywork, cut costs and help you scale across the UAE, KSA, Turkey and the USA.',
    labelText: 'Free Health Check',
    labelInformation: 'Find the hours your team loses to manual work in 10 minutes',
    buttonTitle: 'Get Free Consultation',
    ctaLink: '/contact',
    showClientLogos: true,
  },
  about: {
    title: 'Eight Values,',
    titlePrimary: `One ${BRAND_NAME}`,
    description:
      'Openness, Creativity, Trust, Agility, Automation, Collaboration, Excellence and Reliability: the values that spell our name guide every project we deliver from Lahore and Dubai.',
    labelText: 'About Us',
    buttonTitle: 'Work With Us',
    ctaLink: '/contact',
  },
  contact: {
    title: "Let's Build Something",
    titlePrimary: 'Remarkable Together',
    description:
      'Tell us about your goals and our team replies within 24 hours. Prefer to talk? Book a free consultation call at a time that suits you.',
    labelText: 'Contact Us',
    buttonTitle: 'Book a Free Call',
    ctaLink: '/contact',
  },
  services: {
    title: 'Services That Move',
    titlePrimary: 'Your Business Forward',
    description:
      'Business automation, AI development, product engineering, cloud and design: one accountable team from first idea to measurable results.',
    labelText: 'Our Services',
    buttonTitle: 'Get Free Consultation',
    ctaLink: '/contact',
    showClientLogos: true,
  },
  'business-automation': {
    title: 'Automate the Busywork,',
    titlePrimary: 'Scale What Matters',
    description:
      'We connect your CRM, inbox, spreadsheets and ERP into reliable automated workflows, so leads, orders and reports move on their own and your team focuses on growth.',
    labelText: 'Business Automation',
    labelInformation: 'Save {fact:hoursSaved} hours every week',
    buttonTitle: 'Start Free Health Check',
    ctaLink: '/contact',
  },
  'ai-development': {
    title: 'AI That Does',
    titlePrimary: 'Real Work',
    description:
      'Custom AI agents, chatbots and document intelligence grounded in your data, evaluated against real cases and shipped with the guardrails your business needs.',
    labelText: 'AI Development',
    labelInformation: 'From proof of concept to production in weeks',
    buttonTitle: 'Book an AI Strategy Call',
    ctaLink: '/contact',
  },
  industries: {
    title: 'Industry Expertise That',
    titlePrimary: 'Drives Results',
    description:
      'From hospitality and retail to healthcare, logistics and real estate, we bring proven automation and AI playbooks for the way your industry works.',
    labelText: 'Industries',
    buttonTitle: 'Explore Our Work',
    ctaLink: '/portfolios',
  },
  careers: {
    title: 'Build the Future of',
    titlePrimary: 'Work With Us',
    description:
      'Join a team of engineers, designers and automation specialists in Lahore and Dubai shipping AI and software for clients across four markets.',
    labelText: 'Careers',
    buttonTitle: 'See Open Positions',
    ctaLink: '#open-positions',
  },
  process: {
    title: 'The Octa Framework:',
    titlePrimary: 'Five Steps to Auto-Pilot',
    description:
      'OctaScan, OctaAudit, OctaPlan, OctaCore and OctaReact: a proven path from a free 10-minute health check to automations that keep improving.',
    labelText: 'Our Process',
    buttonTitle: 'Start With OctaScan',
    ctaLink: '/contact',
  },
  portfolios: {
    title: 'Work That Speaks',
    titlePrimary: 'For Itself',
    description:
      '{fact:projects} projects delivered for start-ups and enterprises: commerce platforms, fintech apps, AI assistants and automations that pay for themselves.',
    labelText: 'Portfolio',
    buttonTitle: 'Start Your Project',
    ctaLink: '/contact',
  },
  'privacy-policy': {
    title: 'Privacy',
    titlePrimary: 'Policy',
    description: `How ${BRAND_NAME} collects, uses and protects the information you share with us through this website and our forms.`,
    labelText: 'Legal',
  },
};

/** Default heroes by page key, used when the CMS has none for that key. */
export const fallbackHeroSections: HeroSection[] = [
  ...Object.entries(heroCopy).map(([key, copy]) => ({
    id: `hero-${key}`,
    key,
    ...copy,
    showClientLogos: copy.showClientLogos ?? false,
    showTrustSignals: copy.showTrustSignals ?? trustSignalKeys.has(key),
  })),
  // The landing pages' heroes, keyed by their page slugs.
  automationLandingPage.hero,
  aiDevelopmentLandingPage.hero,
];
