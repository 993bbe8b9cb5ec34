/**
 * View models: the only content shapes components see. lib/cms maps raw CMS records into these,
 * and content-fallback/ is written in these same types.
 */

export interface Service {
  id: string;
  title: string;
  /** Title with inline markup from the CMS (sanitised before render), when given. */
  titleHtml?: string;
  slug: string;
  shortDescription: string;
  fullDescription: string;
  /** Default /assets/services/{slug}.png */
  bannerPath: string;
  /** Default /assets/services/icons/{slug}.svg */
  icon: string;
  featured: boolean;
  /** From order or sort; default 999. */
  order: number;
  isWide: boolean;
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
}

export interface Project {
  id: string;
  title: string;
  shortDescription: string;
  description: string;
  /** Default /assets/portfolio/default.png */
  imagePath: string;
  tags: string[];
  featured: boolean;
  slug: string;
  link?: string;
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

export interface Job {
  id: string;
  title: string;
  /** Default 'DHA Phase 4 Lahore, Pakistan'. */
  location: string;
  /** Full text; cards cut it to 150 characters. */
  description: string;
  link?: string;
  employmentType?: string;
}

export type HeroButtonType = 'primary' | 'secondary' | 'link';

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
  buttonType?: HeroButtonType;
  ctaLink?: string;
  heroImage?: string;
  heroImageAlt?: string;
  backgroundImage?: string;
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
}

export interface Settings {
  /** The scheduling (booking) link. */
  calendlyLink?: string;
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
