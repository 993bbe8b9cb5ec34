import type { SectionEdit } from '@/lib/visual-editing/types';
import type { LineIconName } from '@/lib/blocks/icon-names';
/** Reusable section records. content-fallback/sections.ts is written in these types. */

export interface ServiceShowcaseItem {
  itemNumber: number;
  mainTitle: string;
  secondaryTitle?: string;
  shortDescription?: string;
  iconUrl?: string;
}

export interface SectionData {
  heading: string;
  highlightedText?: string;
  description?: string;
  ctaText?: string;
  ctaLink?: string;
  /** The Visual Editor's marks on the heading and description (draft mode only). */
  edit?: SectionEdit;
}

export interface TechItem {
  title: string;
  description: string;
}

export interface TechList {
  ctaText?: string;
  ctaLink?: string;
  techItems: TechItem[];
}

export interface CoreFeatureCard {
  cardNumber: number;
  iconUrl?: string;
  title: string;
  description: string;
}

export interface ProcessStep {
  stepNumber: number;
  title: string;
  description: string;
  icon?: string;
}

export interface StatItem {
  value: string;
  /** May contain inline markup; sanitised with sanitizeInlineHtml before render. */
  description: string;
}

export interface ContentCard {
  cardNumber: number;
  title: string;
  description: string;
}

export interface IconBenefitCard {
  /** A line-icon name (components/ui/line-icons.tsx). */
  icon: LineIconName;
  title: string;
  description: string;
}

export interface FeatureCard {
  title: string;
  description: string;
  benefits: string[];
  /** A line-icon name (components/ui/line-icons.tsx). */
  icon?: string;
  /** Marked as a highlight (portfolio key features). */
  highlighted?: boolean;
}

export interface BenefitItem {
  title: string;
  description: string;
}

export interface ServiceShowcaseSet {
  id: string;
  section: SectionData;
  items: ServiceShowcaseItem[];
}
