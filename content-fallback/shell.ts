import { BRAND_NAME } from './site';
import { OPENS_IN_NEW_TAB } from './ui-labels';

/**
 * The shell's fixed wording (header, footer, sticky bar, error and not-found screens), from
 * spec 01 §2 and 02 §2. Kept as data so the components only lay it out.
 */
export const HEADER_COPY = {
  homeLabel: `${BRAND_NAME} home`,
  primaryNavLabel: 'Main',
  mobileNavLabel: 'Mobile',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  healthCheck: 'Free Health Check',
  trendingSection: 'Trending Solutions',
  trendingBadge: 'Hot',
  allServicesSection: 'All Services',
  allIndustriesSection: 'All Industries',
  submenuToggle: (label: string) => `${label} menu`,
  legalRowLabel: 'Legal Documents',
  privacyPolicy: 'Privacy Policy',
} as const;

/** The header's five main entries, in order (spec 01 §2 Header). */
export const MAIN_NAV_ENTRIES = [
  { id: 'services', label: 'Services', href: '/services' },
  { id: 'industries', label: 'Industries', href: '/industries' },
  { id: 'process', label: 'Our Process', href: '/process' },
  { id: 'portfolio', label: 'Portfolio', href: '/portfolios' },
  { id: 'about', label: 'About', href: '/about' },
] as const;

export const FOOTER_COPY = {
  socialHeading: 'Follow us',
  contactHeading: 'Contact',
  emailLabel: 'Email',
  chatLabel: (phone: string) => `WhatsApp ${phone}`,
  scheduleCall: 'Schedule a Call',
  servicesHeading: 'Services',
  quickLinksHeading: 'Quick Links',
  companyHeading: 'Company',
  startHealthCheck: 'Start Free Health Check',
  bookAudit: 'Book Audit',
  portfolio: 'Portfolio',
  process: 'Our Process',
  industries: 'Industries',
  aboutUs: 'About Us',
  contactUs: 'Contact Us',
  careers: 'Careers',
  privacyPolicy: 'Privacy Policy',
  complianceHeading: 'Compliance',
  opensInNewTab: OPENS_IN_NEW_TAB,
  copyright: (year: number, brand: string) => `© ${year} ${brand}. All rights reserved.`,
} as const;

export const STICKY_CTA_COPY = {
  default: { text: 'Free Consultation', action: 'Get Started Now' },
  automation: { text: 'FREE Audit, Worth $2,500', action: 'Get FREE Audit' },
} as const;

export const STATUS_COPY = {
  errorMessage: 'Oops! Something went wrong. Please refresh the page or try again later.',
  refreshPage: 'Refresh Page',
  notFoundTitle: 'Page Not Found',
  notFoundMessage: 'The page you are looking for does not exist or has been moved.',
  backToHome: 'Back to Home',
  contactSupport: 'Contact Support',
  loading: 'Loading…',
  skipToContent: 'Skip to content',
} as const;
