/**
 * The pages of blocks bundled with the site, by page slug: what a page shows when no CMS is
 * configured, the CMS fails, or the CMS has no blocks for it. The same records as in Directus.
 */
import type { PageBlock } from '@/blocks/catalog';
import { aboutPageBlocks } from './about';
import { processPageBlocks } from './process';
import { careersPageBlocks } from './careers';
import { privacyPolicyPageBlocks } from './privacy-policy';
import { contactPageBlocks } from './contact';
import { homePageBlocks } from './home';
import { aiDevelopmentPageBlocks, automationPageBlocks } from './landing-pages';
import { industriesPageBlocks, portfoliosPageBlocks, servicesPageBlocks } from './overview-pages';

export const fallbackPageBlocks: Record<string, PageBlock[]> = {
  home: homePageBlocks,
  about: aboutPageBlocks,
  process: processPageBlocks,
  careers: careersPageBlocks,
  'privacy-policy': privacyPolicyPageBlocks,
  contact: contactPageBlocks,
  'lp-automation-solutions': automationPageBlocks,
  'lp-ai-development-services': aiDevelopmentPageBlocks,
  services: servicesPageBlocks,
  industries: industriesPageBlocks,
  portfolios: portfoliosPageBlocks,
};
