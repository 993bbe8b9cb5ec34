/** Copy of the sections every marketing page shares: hero extras and the two closing sections. */
import type { ClosingCtaCopy, ContactSectionCopy, LinkAction } from '@/lib/content/types';

/** Shown on the home, services and contact heroes. */
export const trustSignals: readonly string[] = [
  'Free Consultation',
  'Book Today',
  '{fact:projects} Projects',
];

export const heroDefaults = {
  /** Label of the hero button when the hero record names none; it goes to /contact. */
  buttonTitle: 'Get Free Consultation',
  buttonHref: '/contact',
} as const;

/** Secondary hero actions: 'view our work' → /portfolios, 'discover more' → /industries. */
export const heroSecondaryActions = {
  viewOurWork: { label: 'View Our Work', href: '/portfolios' },
  discoverMore: { label: 'Discover More', href: '/industries' },
} satisfies Record<string, LinkAction>;

export const closingCta: ClosingCtaCopy = {
  heading: 'Ready to Automate, Build and Scale?',
  text: 'Book a free 30-minute strategy call with our engineers, or tell us about your project and get a tailored plan within 24 hours.',
  scheduleLabel: 'Schedule A Call',
  getStartedLabel: 'Get Started Now',
};

export const contactSection: ContactSectionCopy = {
  heading: 'Get in Touch',
  text: 'Tell us what you want to build or automate. Our team replies within 24 hours.',
};
