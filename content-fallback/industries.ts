import type { IndustryCard } from '@/lib/content/types';

/** The eight industry cards (home, /industries, header menu). getIndustries sorts them by title. */
export const fallbackIndustries: IndustryCard[] = [
  {
    id: 'vacation-rentals-hospitality',
    slug: 'vacation-rentals-hospitality',
    title: 'Vacation Rentals & Hospitality',
    shortDescription:
      'Channel-manager sync, automated guest messaging and dynamic pricing that keep occupancy high and hosts off their phones.',
    iconPath: '/assets/industries/icons/vacation-rentals-hospitality.svg',
    order: 1,
    featured: true,
  },
  {
    id: 'retail-e-commerce',
    slug: 'retail-e-commerce',
    title: 'Retail & E-commerce',
    shortDescription:
      'Storefronts, inventory and order automation, and AI product recommendations that lift conversion and average order value.',
    iconPath: '/assets/industries/icons/retail-e-commerce.svg',
    order: 2,
    featured: true,
  },
  {
    id: 'healthcare-biotech',
    slug: 'healthcare-biotech',
    title: 'Healthcare & Biotech',
    shortDescription:
      'Patient portals, appointment automation and AI document processing built with privacy and compliance in mind.',
    iconPath: '/assets/industries/icons/healthcare-biotech.svg',
    order: 3,
    featured: true,
  },
  {
    id: 'edtech-education',
    slug: 'edtech-education',
    title: 'EdTech & Education',
    shortDescription:
      'Learning platforms, AI tutors and automated admissions that scale teaching without scaling admin work.',
    iconPath: '/assets/industries/icons/edtech-education.svg',
    order: 4,
    featured: false,
  },
  {
    id: 'logistics-supply-chain',
    slug: 'logistics-supply-chain',
    title: 'Logistics & Supply Chain',
    shortDescription:
      'Shipment tracking, route planning and automated paperwork that give you real-time visibility from warehouse to doorstep.',
    iconPath: '/assets/industries/icons/logistics-supply-chain.svg',
    order: 5,
    featured: true,
  },
  {
    id: 'community-public-services',
    slug: 'community-public-services',
    title: 'Community & Public Services',
    shortDescription:
      'Accessible citizen portals, case management and service automation for non-profits and public bodies.',
    iconPath: '/assets/industries/icons/community-public-services.svg',
    order: 6,
    featured: false,
  },
  {
    id: 'manufacturing-3d-printing',
    slug: 'manufacturing-3d-printing',
    title: 'Manufacturing & 3D Printing',
    shortDescription:
      'Production scheduling, quote automation and quality analytics connecting the shop floor with the front office.',
    iconPath: '/assets/industries/icons/manufacturing-3d-printing.svg',
    order: 7,
    featured: false,
  },
  {
    id: 'construction-real-estate',
    slug: 'construction-real-estate',
    title: 'Construction & Real Estate',
    shortDescription:
      'Lead management, project tracking and property portals that shorten sales cycles and keep every site on schedule.',
    iconPath: '/assets/industries/icons/construction-real-estate.svg',
    order: 8,
    featured: true,
  },
];

/** Older links used 'retail-ecommerce'; both spellings reach the same page. */
export const industrySlugAliases: Record<string, string> = {
  'retail-ecommerce': 'retail-e-commerce',
};
