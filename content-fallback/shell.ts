import type { ShellLabels } from '@/lib/content/types';
import { BRAND_NAME } from './site';
import { OPENS_IN_NEW_TAB } from './ui-labels';
import { CONSENT_COPY } from './consent';

/**
 * The shell's fixed wording (header, footer, sticky bar, error and not-found screens),
 * kept as data so the components only lay it out.
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
  /** A dropdown's chevron button: {label} is the entry's name. */
  submenuToggle: '{label} menu',
  /** The language switcher's name, and the mobile menu's heading above it. */
  languages: 'Language',
  legalRowLabel: 'Legal Documents',
  privacyPolicy: 'Privacy Policy',
} as const;

/** The header's five main entries, in order. */
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
  chatLabel: 'WhatsApp {phone}',
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
  languages: HEADER_COPY.languages,
  opensInNewTab: OPENS_IN_NEW_TAB,
} as const;

/**
 * The header's, menu's and footer's visible words, as the settings singleton holds them (an
 * editor's value wins, see lib/cms/settings-fields.ts). {year} and {brand} in the copyright line
 * are filled in by the site.
 */
export const SHELL_LABELS: ShellLabels = {
  navServices: MAIN_NAV_ENTRIES[0].label,
  navIndustries: MAIN_NAV_ENTRIES[1].label,
  navProcess: MAIN_NAV_ENTRIES[2].label,
  navPortfolio: MAIN_NAV_ENTRIES[3].label,
  navAbout: MAIN_NAV_ENTRIES[4].label,
  headerCta: HEADER_COPY.healthCheck,
  menuTrending: HEADER_COPY.trendingSection,
  menuTrendingBadge: HEADER_COPY.trendingBadge,
  menuAllServices: HEADER_COPY.allServicesSection,
  menuAllIndustries: HEADER_COPY.allIndustriesSection,
  legalRow: HEADER_COPY.legalRowLabel,
  legalPrivacy: HEADER_COPY.privacyPolicy,
  footerSchedule: FOOTER_COPY.scheduleCall,
  footerServicesHeading: FOOTER_COPY.servicesHeading,
  footerQuickLinksHeading: FOOTER_COPY.quickLinksHeading,
  footerCompanyHeading: FOOTER_COPY.companyHeading,
  footerHealthCheck: FOOTER_COPY.startHealthCheck,
  footerAudit: FOOTER_COPY.bookAudit,
  footerPortfolio: FOOTER_COPY.portfolio,
  footerProcess: FOOTER_COPY.process,
  footerIndustries: FOOTER_COPY.industries,
  footerAbout: FOOTER_COPY.aboutUs,
  footerContact: FOOTER_COPY.contactUs,
  footerCareers: FOOTER_COPY.careers,
  footerPrivacy: FOOTER_COPY.privacyPolicy,
  footerCopyright: '© {year} {brand}. All rights reserved.',
  cookieSettings: CONSENT_COPY.settingsButton,
  stickyText: 'Free Consultation',
  stickyAction: 'Get Started Now',
};

/** The sticky bar's variants: the site's default bar and the automation landing pages' bar. */
export const STICKY_CTA_COPY = {
  default: { text: SHELL_LABELS.stickyText, action: SHELL_LABELS.stickyAction },
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
