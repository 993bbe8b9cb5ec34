/**
 * One get* per kind of content. Step 1: served from content-fallback/ only; the CMS layer plugs in
 * behind the same signatures.
 */
import { DEFAULT_JOB_LOCATION, DEFAULT_SERVICE_ORDER } from '@/lib/constants';
import { getEnv } from '@/lib/env';
import { fallbackHeroSections } from '@/content-fallback/heroes';
import { fallbackIndustries, industrySlugAliases } from '@/content-fallback/industries';
import { fallbackJobs } from '@/content-fallback/jobs';
import { fallbackPages } from '@/content-fallback/pages';
import { fallbackProjects } from '@/content-fallback/projects';
import { fallbackClientLogos, fallbackReviews, reviewSummary, testimonials } from '@/content-fallback/reviews';
import { fallbackSettings } from '@/content-fallback/settings';
import { fallbackServices } from '@/content-fallback/services';
import { siteConfig } from '@/content-fallback/site';
import { fallbackSkills } from '@/content-fallback/skills';
import type {
  ClientLogo,
  HeroSection,
  IndustryCard,
  Job,
  Page,
  Project,
  ReviewSummary,
  Review,
  Service,
  Settings,
  SiteConfig,
  Skill,
  Testimonial,
} from './types';

const byOrder = (a: Service, b: Service) => (a.order ?? DEFAULT_SERVICE_ORDER) - (b.order ?? DEFAULT_SERVICE_ORDER);
const byTitle = (a: IndustryCard, b: IndustryCard) => a.title.localeCompare(b.title);

export async function getServices(): Promise<Service[]> {
  return [...fallbackServices].sort(byOrder);
}

export async function getServiceBySlug(slug: string): Promise<Service | undefined> {
  return (await getServices()).find((service) => service.slug === slug);
}

export async function getIndustries(): Promise<IndustryCard[]> {
  return [...fallbackIndustries].sort(byTitle);
}

/** Canonical known industry slug for a slug or its alias ('retail-ecommerce'), else undefined. */
export function resolveIndustrySlug(slug: string): string | undefined {
  const canonical = industrySlugAliases[slug] ?? slug;
  return fallbackIndustries.some((industry) => industry.slug === canonical) ? canonical : undefined;
}

export async function getIndustryBySlug(slug: string): Promise<IndustryCard | undefined> {
  const canonical = industrySlugAliases[slug] ?? slug;
  return (await getIndustries()).find((industry) => industry.slug === canonical);
}

export async function getProjects(): Promise<Project[]> {
  return [...fallbackProjects];
}

export async function getFeaturedProjects(limit?: number): Promise<Project[]> {
  const featured = (await getProjects()).filter((project) => project.featured);
  return limit === undefined ? featured : featured.slice(0, limit);
}

export async function getProjectBySlug(slug: string): Promise<Project | undefined> {
  return (await getProjects()).find((project) => project.slug === slug);
}

export async function getSkills(): Promise<Skill[]> {
  return [...fallbackSkills];
}

export async function getReviews(): Promise<Review[]> {
  return [...fallbackReviews];
}

export async function getClientLogos(): Promise<ClientLogo[]> {
  return fallbackClientLogos.slice(0, 6);
}

export async function getTestimonials(): Promise<Testimonial[]> {
  return [...testimonials];
}

export function getReviewSummary(): ReviewSummary {
  return reviewSummary;
}

export async function getJobs(): Promise<Job[]> {
  return fallbackJobs.map((job) => ({ ...job, location: job.location ?? DEFAULT_JOB_LOCATION }));
}

export async function getHeroSection(key: string): Promise<HeroSection | undefined> {
  return fallbackHeroSections.find((hero) => hero.key === key);
}

export async function getPage(slug: string): Promise<Page | undefined> {
  const page = fallbackPages.find((candidate) => candidate.slug === slug);
  if (!page) return undefined;
  return { ...page, heroSection: fallbackHeroSections.find((hero) => hero.id === page.heroSectionId) };
}

export async function getSettings(): Promise<Settings> {
  return { ...fallbackSettings };
}

/** Booking link: CMS settings, then SCHEDULER_URL, then the built-in default. */
export async function getSchedulerUrl(): Promise<string> {
  const settings = await getSettings();
  return settings.calendlyLink ?? getEnv().SCHEDULER_URL ?? siteConfig.schedulerUrl;
}

/** Company facts; WHATSAPP_NUMBER (digits kept) overrides the chat-app number. */
export function getSiteConfig(): SiteConfig {
  const whatsappOverride = getEnv().WHATSAPP_NUMBER?.replace(/\D/g, '');
  return whatsappOverride ? { ...siteConfig, whatsappNumber: whatsappOverride } : siteConfig;
}

export { complianceBadges } from '@/content-fallback/site';
