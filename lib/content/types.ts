/**
 * View models: the only content shapes components see. lib/cms maps raw CMS records into these,
 * and content-fallback/ is written in these same types.
 */
import type {
  ContentCard,
  CoreFeatureCard,
  IconBenefitCard,
  ProcessStep,
  SectionData,
  ServiceShowcaseItem,
  StatItem,
  TechList,
} from '@/lib/sections/types';
import type { LineIconName, ServiceIconName } from '@/lib/blocks/icon-names';
import type { PlatformBrandMark } from '@/lib/blocks/brand-names';
import type { LeadPageContext } from '@/lib/dialogs';

/**
 * An editor's SEO fields on a service, industry or project (pages carry the same on their record):
 * each one left empty keeps the route's own title, description, generated card or canonical.
 */
export interface SeoFields {
  title?: string;
  metaDescription?: string;
  /** Absolute URL of the link preview image; else the generated /api/og card. */
  ogImage?: string;
  /** What that image shows (og:image:alt); only with ogImage. */
  ogImageAlt?: string;
  canonical?: string;
  /** Robots noindex, and left out of the sitemap. */
  noindex: boolean;
}

export interface Service {
  id: string;
  title: string;
  /** Words of the title shown in the accent colour on its cards (plain text; may be absent). */
  titleHighlight?: string;
  slug: string;
  shortDescription: string;
  fullDescription: string;
  /** Default /assets/services/{slug}.webp */
  bannerPath: string;
  /** Default /assets/services/icons/{slug}.svg */
  icon: string;
  featured: boolean;
  /** From order or sort; default 999. */
  order: number;
  seo?: SeoFields;
}

export interface IndustryCard {
  id: string;
  slug: string;
  title: string;
  shortDescription: string;
  /** Default /assets/industries/icons/{slug}.svg */
  iconPath: string;
  order: number;
  featured: boolean;
  seo?: SeoFields;
}

export interface Project {
  id: string;
  title: string;
  shortDescription: string;
  description: string;
  /** Default /assets/illustrations/portfolios-hero.webp */
  imagePath: string;
  /** CSS object-position of the picture's focal point (a CMS file's), for crops. */
  imageFocus?: string;
  /** A CMS picture's 16 px copy (a data URL), painted until the picture arrives. */
  imagePlaceholder?: string;
  tags: string[];
  featured: boolean;
  slug: string;
  link?: string;
  seo?: SeoFields;
}

export interface Skill {
  id: string;
  name: string;
}

export interface Review {
  id: string;
  clientId?: string;
  /** Default 'Anonymous'. */
  name: string;
  /** Default 'Client'. */
  title: string;
  content: string;
  /** Default 5. */
  rating: number;
  clientName?: string;
  clientLogo?: string;
}

export interface ClientLogo {
  id: string;
  name: string;
  /** Undefined when the client has no logo: the UI shows a placeholder with the name. */
  logoUrl?: string;
}

export interface Testimonial {
  id: string;
  text: string;
  name: string;
  title: string;
}

export interface ReviewSummary {
  platform: string;
  rating: number;
  maxRating: number;
  reviewCount: number;
}

/** schema.org's employment types, the codes an editor picks; each page shows its label. */
export const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** An open position: its card on /careers and its own page at /careers/{slug}. */
export interface Job {
  id: string;
  /** The page's URL segment. */
  slug: string;
  title: string;
  /** As shown; absent when the record names none: the default location is shown. */
  location?: string;
  /** ISO 3166 alpha-2 country of the workplace, or where a remote candidate must live. */
  addressCountry?: string;
  /** Worked from home: structured data says TELECOMMUTE. */
  remote: boolean;
  /** One or two sentences: the card's text, whole (at most JOB_LIMITS.summary characters). */
  summary: string;
  /** The whole description, shown on the job's page. */
  description: string;
  responsibilities: string[];
  requirements: string[];
  /** Apply link of an editor's own (an applicant tracking system); else the site's form. */
  link?: string;
  employmentType?: EmploymentType;
  /** ISO dates (YYYY-MM-DD). */
  datePosted?: string;
  validThrough?: string;
}

export interface HeroSection {
  id: string;
  /** Page key this hero belongs to (home, about, contact, services/{slug} ...). */
  key: string;
  title: string;
  /** Part of the title highlighted in the primary colour. */
  titlePrimary?: string;
  description: string;
  labelText?: string;
  labelInformation?: string;
  buttonTitle?: string;
  ctaLink?: string;
  heroImage?: string;
  heroImageAlt?: string;
  /** CSS object-position of the hero picture's focal point (a CMS file's). */
  heroImageFocus?: string;
  /** A CMS hero picture's 16 px copy (a data URL), painted until the picture arrives. */
  heroImagePlaceholder?: string;
  showClientLogos: boolean;
  showTrustSignals: boolean;
}

export interface Page {
  slug: string;
  title: string;
  description: string;
  metaDescription?: string;
  heroSectionId?: string;
  heroSection?: HeroSection;
  canonicalLink?: string;
  jsonLdSchema?: Record<string, unknown>;
  showClientLogos: boolean;
  /** Absolute URL of the link preview image; else the generated /api/og card. */
  ogImage?: string;
  /** What that image shows (og:image:alt); only with ogImage. */
  ogImageAlt?: string;
  /** Robots noindex, and left out of the sitemap. */
  noindex?: boolean;
}

/** What a landing page's sticky call to action opens: the lead modal, or the Get Started wizard. */
export type StickyCtaChoice = 'lead-modal' | 'wizard';

/** A campaign landing page: a page record whose permalink is /lp/{slug}. */
export interface LandingPage {
  /** The page record's key: its blocks and hero are found by it. */
  slug: string;
  /** Where it answers: '/lp/{slug}'. */
  permalink: string;
  title: string;
  /** Meta description. */
  description: string;
  canonicalLink?: string;
  keywords?: string[];
  /** Its lead buttons open the lead modal with this context's options. */
  leadContext: string;
  stickyCta: StickyCtaChoice;
  /** The title is kept whole instead of trimmed to 50 characters (the AI landing page's rule). */
  keepFullTitle?: boolean;
  /**
   * A variant of another campaign page (an A/B experiment's arm): never indexed, out of the
   * sitemap, its canonical the original's permalink (when the original is published).
   */
  variant?: { of?: string };
}

export interface Settings {
  /** The scheduling (booking) link. */
  calendlyLink?: string;
  /** Shell values an editor set; each one absent keeps the bundled value. */
  brandName?: string;
  contactEmail?: string;
  phone?: string;
  /** Digits only with country code. */
  whatsappNumber?: string;
  footerTagline?: string;
  socials?: Array<{ network: SocialLink['network']; href: string }>;
  complianceBadges?: string[];
  consentTitle?: string;
  consentText?: string;
  /** The header's, menu's and footer's words an editor changed. */
  shellLabels?: Partial<ShellLabels>;
  /** Company facts an editor set, value by key ({fact:key} in the copy). */
  facts?: Record<string, string>;
  /** In draft mode, the Directus record these values are read from (the Visual Editor opens it). */
  source?: { collection: string; item: string | number };
}

/**
 * The header's, menu's and footer's visible words, one field of the settings singleton each (an
 * editor's value wins over the bundled one, content-fallback/shell.ts).
 */
export interface ShellLabels {
  navServices: string;
  navIndustries: string;
  navProcess: string;
  navPortfolio: string;
  navAbout: string;
  headerCta: string;
  menuTrending: string;
  menuTrendingBadge: string;
  menuAllServices: string;
  menuAllIndustries: string;
  legalRow: string;
  legalPrivacy: string;
  footerSchedule: string;
  footerServicesHeading: string;
  footerQuickLinksHeading: string;
  footerCompanyHeading: string;
  footerHealthCheck: string;
  footerAudit: string;
  footerPortfolio: string;
  footerProcess: string;
  footerIndustries: string;
  footerAbout: string;
  footerContact: string;
  footerCareers: string;
  footerPrivacy: string;
  footerCopyright: string;
  cookieSettings: string;
  stickyText: string;
  stickyAction: string;
}

/** The shell's values: company facts, the footer's badges and the cookie banner's words. */
export interface SiteSettings {
  site: SiteConfig;
  complianceBadges: ComplianceBadge[];
  consent: { title: string; body: string };
  /** The header's, menu's and footer's words. */
  labels: ShellLabels;
  /** In draft mode, the settings record of the words an editor may change there. */
  source?: Settings['source'];
}

export interface Office {
  label: string;
  city: string;
  country: string;
  address: string;
  kind: 'headquarters' | 'regional' | 'expansion';
}

export interface SocialLink {
  network: 'facebook' | 'x' | 'instagram' | 'youtube' | 'linkedin';
  label: string;
  href: string;
}

export interface SiteConfig {
  brand: string;
  legalName: string;
  tagline: string;
  description: string;
  email: string;
  careersEmail: string;
  phone: string;
  /** Digits only with country code, for chat-app links. */
  whatsappNumber: string;
  schedulerUrl: string;
  socials: SocialLink[];
  offices: Office[];
  markets: string[];
  foundedYear: number;
}

export interface ComplianceBadge {
  id: string;
  label: string;
}

/* ---- Detail pages: services, industries, portfolio ---- */

export interface AutomationPlatform {
  name: string;
  description: string;
  /** Its brand mark (components/ui/brand-marks); none: the letter circle. */
  brand?: PlatformBrandMark;
  /** Every feature; the page shows the first 4. */
  features: string[];
  /** e.g. '70%' or '10x'; a value with '%' sets the bar width, else the bar is full. */
  benefitMetric: string;
  benefitDescription: string;
  /** Colour of the letter mark when the platform has no brand icon. */
  brandColor?: string;
}

export interface AutomationPlatformCategory {
  categoryName: string;
  description: string;
  platforms: AutomationPlatform[];
}

export type SocialPlatformId = 'facebook' | 'instagram' | 'x' | 'linkedin' | 'tiktok' | 'youtube';

export interface SocialPlatform {
  id: SocialPlatformId;
  name: string;
  /** Brand mark; drawn from simple-icons by id when the record has no file. */
  iconPath?: string;
  description: string;
  features: string[];
}

/** A service showcase as the bundle holds it: each row's icon by its service icon's name. */
export interface ServiceShowcaseRecord {
  id: string;
  section: SectionData;
  items: Array<Omit<ServiceShowcaseItem, 'iconUrl'> & { icon?: ServiceIconName }>;
}

/**
 * A service page's bundled sections beyond the Service record (lib/content/bundled-blocks
 * turns them into its blocks), and the shape of the `detail` JSON an earlier schema kept in Directus.
 */
export interface ServiceDetail {
  slug: string;
  /** Hero illustration; default the service banner. */
  heroImage?: string;
  stats: StatItem[];
  contentCards: { section: SectionData; cards: ContentCard[] };
  process: { section: SectionData; steps: ProcessStep[] };
  techList: { section: SectionData; data: TechList };
  coreFeatures?: { section: SectionData; cards: CoreFeatureCard[] };
  iconBenefits?: { section: SectionData; cards: IconBenefitCard[] };
  showcase?: ServiceShowcaseRecord;
  platforms?: { section: SectionData; categories: AutomationPlatformCategory[] };
  socialPlatforms?: { section: SectionData; platforms: SocialPlatform[] };
  /** Featured projects shown: 6, or 3 on automated-social-media. */
  featuredProjectLimit: number;
}

export interface ServicePageModel {
  service: Service;
  /** The hero illustration, resolved: the detail record's own, the drawn banner or the service's. */
  heroImage: string;
}

export interface TechnologyItem {
  name: string;
  description: string;
}

export interface TechnologyCategory {
  categoryName: string;
  technologies: TechnologyItem[];
}

/** The full Industry record. Sections are optional so a CMS-only industry renders what it has. */
export interface IndustryDetail {
  id: string;
  title: string;
  slug: string;
  shortDescription: string;
  heroBannerUrl: string;
  seo?: SeoFields;
  iconPath: string;
  overview?: {
    detailedDescription: string;
    keyStats: Array<{ value: string; label: string; description: string; iconClass: LineIconName }>;
    marketTrends: string[];
  };
  challengesSolutions?: {
    approachDescription: string;
    challenges: Array<{
      title: string;
      description: string;
      iconClass: LineIconName;
      impactPoints: string[];
    }>;
    solutions: Array<{
      title: string;
      description: string;
      iconClass: LineIconName;
      benefits: string[];
      isFeatured: boolean;
    }>;
  };
  services?: {
    sectionTitle: string;
    sectionDescription: string;
    serviceCategories: Array<{
      categoryName: string;
      categoryDescription: string;
      iconClass: LineIconName;
      services: Array<{
        name: string;
        description: string;
        features: string[];
        iconClass: LineIconName;
        isPopular: boolean;
      }>;
    }>;
  };
  technologies?: {
    sectionTitle: string;
    sectionDescription: string;
    categories: TechnologyCategory[];
  };
  successStories?: {
    sectionTitle: string;
    sectionDescription: string;
    metrics: {
      clientsSatisfied: string;
      projectsCompleted: string;
      timeToMarket: string;
      costReduction: string;
    };
    projects: Array<{
      title: string;
      description: string;
      imageUrl: string;
      /** What the picture shows, for screen readers. */
      imageAlt: string;
      technologies: string[];
      achievements: string[];
    }>;
  };
}

/** The full Portfolio record. */
export interface ProjectDetail {
  id: string;
  slug: string;
  title: string;
  shortDescription: string;
  heroBannerUrl: string;
  /** CSS object-position of the hero picture's focal point (a CMS file's). */
  heroBannerFocus?: string;
  /** A CMS hero picture's 16 px copy (a data URL), painted until the picture arrives. */
  heroBannerPlaceholder?: string;
  seo?: SeoFields;
  overview: {
    client: string;
    industry: string;
    projectType: string;
    duration: string;
    teamSize: string;
    services: string[];
    detailedDescription: string;
  };
  challengeSolution?: {
    challenge: string;
    solution: string;
    keyFeatures: Array<{
      title: string;
      description: string;
      iconClass: LineIconName;
      benefits: string[];
      isHighlighted: boolean;
    }>;
  };
  technologies: { categories: TechnologyCategory[] };
  results?: {
    resultsDescription: string;
    metrics: Array<{ label: string; value: string; description: string }>;
    achievements: string[];
  };
  gallery: { images: Array<{ imageUrl: string; caption: string; altText: string }> };
  relatedProjects: {
    sectionTitle: string;
    projects: Array<{
      id: string;
      slug: string;
      title: string;
      description: string;
      imagePath: string;
      tags: string[];
    }>;
  };
  callToAction: { heading: string; description: string; buttonText: string; buttonUrl: string };
  metadata: {
    tags: string[];
    launchDate?: string;
    projectUrl?: string;
    repositoryUrl?: string;
    isFeatured: boolean;
    status: string;
  };
}

/** One of /about's counters: a figure ('{fact:projects}' until the facts fill it in) and its label. */
export interface AboutStat {
  value: string;
  label: string;
}

/**
 * The testimonial carousel's control names in the page's language (content-fallback/ui-labels.ts
 * has the English): whole phrases, '{position}' and '{count}' being slide numbers.
 */
export interface CarouselLabels {
  /** What a screen reader calls the carousel and each slide (aria-roledescription). */
  carousel: string;
  slide: string;
  pause: string;
  play: string;
  previous: string;
  next: string;
  showItem: string;
  slidePosition: string;
}

/** The service showcase's screen-reader names in the page's language. */
export interface ShowcaseLabels {
  itemList: string;
  details: string;
}

/** A choice on a lead dialog's step: the stable id the schemas accept and the words it shows. */
export interface ChoiceOption<Value extends string = string> {
  value: Value;
  label: string;
  /** Short second line on the card. */
  hint?: string;
}

/** The lead modal's industries (content-fallback/lead-modal-options.ts LEAD_INDUSTRY_OPTIONS). */
export type LeadIndustry =
  'healthcare' | 'ecommerce' | 'finance' | 'manufacturing' | 'tech' | 'other';

/** An industry's challenges and use cases in a lead context (an editor's context may list any number). */
export interface LeadIndustryNeeds {
  challenges: readonly ChoiceOption[];
  useCases: readonly ChoiceOption[];
}

/**
 * A lead context: the modal's title and the choices it offers on the pages that carry it. Two are
 * bundled (content-fallback/lead-modal-options.ts); editors add more in the CMS (lead_contexts).
 */
export interface LeadContextOptions {
  key: LeadPageContext;
  title: string;
  goals: readonly ChoiceOption[];
  /** Per industry; an industry a context leaves out offers no challenges or use cases. */
  needs: Partial<Record<LeadIndustry, LeadIndustryNeeds>>;
}

// The shared sections' words (content-fallback/pages/shared-sections; read through getSharedSections).

/** A link button: its label and where it goes (a hero's secondary actions). */
export interface LinkAction {
  label: string;
  href: string;
}

/** The call-to-action band every marketing page ends with. */
export interface ClosingCtaCopy {
  heading: string;
  text: string;
  scheduleLabel: string;
  getStartedLabel: string;
}

/** The closing contact section's heading and text. */
export interface ContactSectionCopy {
  heading: string;
  text: string;
}
