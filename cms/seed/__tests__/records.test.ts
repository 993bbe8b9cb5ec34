/**
 * A freshly seeded CMS must show what content-fallback/ shows: every seed record, read back
 * through the site's own mappers (lib/cms/mappers), gives the fallback view model again.
 */
import { SHELL_LABELS } from '@/content-fallback/shell';
import { fallbackHeroSections } from '@/content-fallback/heroes';
import { fallbackIndustries } from '@/content-fallback/industries';
import { fallbackJobs } from '@/content-fallback/jobs';
import { fallbackPages } from '@/content-fallback/pages';
import { fallbackProjects } from '@/content-fallback/projects';
import { fallbackReviews } from '@/content-fallback/reviews';
import { fallbackServices } from '@/content-fallback/services';
import { fallbackSkills } from '@/content-fallback/skills';
import {
  mapHeroSection,
  mapIndustry,
  mapJob,
  mapPage,
  mapProject,
  mapReview,
  mapService,
  mapSettings,
} from '@/lib/cms/mappers';
import { complianceBadges, siteConfig } from '@/content-fallback/site';
import { CONSENT_COPY } from '@/content-fallback/consent';
import type { RawHeroSection, RawSkill } from '@/lib/cms/types';
import { discoverDetailContent } from '../detail-records';
import {
  projectSkillIds,
  toHeroRecord,
  toIndustryRecord,
  toJobRecord,
  toPageRecord,
  toProjectRecord,
  toReviewRecord,
  toServiceRecord,
  toSettingsRecord,
} from '../records';
import { fallbackFacts } from '@/content-fallback/facts';

const CMS_URL = 'http://cms.test';

describe('seed records read back as the fallback content', () => {
  it('services (banner and icon stay the site files)', () => {
    for (const service of fallbackServices) {
      const mapped = mapService({ id: service.id, ...toServiceRecord(service) }, CMS_URL);
      expect({ ...mapped, bannerPath: undefined, icon: undefined }).toEqual({
        ...service,
        bannerPath: undefined,
        icon: undefined,
      });
      expect(mapped.bannerPath).toMatch(new RegExp(`^/assets/services/${service.slug}\\.`));
    }
  });

  it('industries', () => {
    for (const industry of fallbackIndustries) {
      const mapped = mapIndustry({ id: industry.id, ...toIndustryRecord(industry) }, CMS_URL);
      expect({ ...mapped, iconPath: undefined }).toEqual({
        ...industry,
        featured: industry.featured ?? false,
        iconPath: undefined,
      });
    }
  });

  it('projects: tags through linked skills, the image through the CMS assets', () => {
    const skills: RawSkill[] = fallbackSkills.map((skill, index) => ({
      id: index + 1,
      name: skill.name,
    }));
    const skillIds = new Map(skills.map((skill) => [skill.name!, skill.id as number]));
    for (const project of fallbackProjects) {
      const record = toProjectRecord(project, {
        imageId: 'file-1',
        skillIds: projectSkillIds(project, skillIds),
      });
      const mapped = mapProject({ id: project.id, ...record }, skills, CMS_URL);
      expect({ ...mapped, imagePath: undefined }).toEqual({ ...project, imagePath: undefined });
      expect(mapped.imagePath).toBe(`${CMS_URL}/assets/file-1`);
    }
  });

  it('a project whose tags are not all skills keeps its technologies list', () => {
    const project = { ...fallbackProjects[0]!, tags: ['Next.js', 'Some Tool Nobody Lists'] };
    const skillIds = new Map([['Next.js', 1]]);
    expect(projectSkillIds(project, skillIds)).toEqual([]);
    const mapped = mapProject(
      { id: 'p', ...toProjectRecord(project, { skillIds: [] }) },
      [],
      CMS_URL,
    );
    expect(mapped.tags).toEqual(project.tags);
  });

  it('reviews, jobs, heroes and pages', () => {
    for (const review of fallbackReviews) {
      expect(mapReview({ id: review.id, ...toReviewRecord(review) }, [], CMS_URL)).toEqual({
        ...review,
        clientId: undefined,
        clientName: undefined,
        clientLogo: undefined,
      });
    }
    for (const job of fallbackJobs) {
      expect(mapJob({ id: job.id, ...toJobRecord(job) })).toEqual(job);
    }
    const heroes: RawHeroSection[] = fallbackHeroSections.map((hero) => ({
      id: hero.id,
      ...toHeroRecord(hero),
    }));
    for (const hero of fallbackHeroSections) {
      const raw = heroes.find((candidate) => candidate.key === hero.key)!;
      expect(mapHeroSection(raw, hero.key, CMS_URL)).toEqual(hero);
    }
    for (const page of fallbackPages) {
      const hero = heroes.find((candidate) => `hero-${candidate.key}` === page.heroSectionId);
      const mapped = mapPage(
        { ...toPageRecord(page, {}), hero_section: hero?.id ?? null },
        heroes,
        CMS_URL,
      );
      expect({ ...mapped, heroSection: undefined }).toEqual({ ...page, heroSection: undefined });
    }
  });
});

describe('the seeded settings read back as the bundled shell values', () => {
  it("contact details, WhatsApp number, tagline, social links, badges, banner text, the shell's labels and the company facts", () => {
    expect(mapSettings(toSettingsRecord())).toEqual({
      calendlyLink: undefined,
      brandName: siteConfig.brand,
      contactEmail: siteConfig.email,
      phone: siteConfig.phone,
      whatsappNumber: siteConfig.whatsappNumber,
      footerTagline: siteConfig.tagline,
      socials: siteConfig.socials.map(({ network, href }) => ({ network, href })),
      complianceBadges: complianceBadges.map(({ label }) => label),
      consentTitle: CONSENT_COPY.title,
      consentText: CONSENT_COPY.body,
      shellLabels: SHELL_LABELS,
      facts: { ...fallbackFacts },
    });
  });
});

describe('detail content discovery', () => {
  it('files records by slug from exports named after what they detail; landing copy is blocks now, not page content', () => {
    const found = discoverDetailContent({
      'content-fallback/service-details.ts': {
        serviceDetails: { automation: { intro: 'a' }, 'ai-development': { intro: 'b' } },
        unrelatedList: [{ slug: 'x' }],
      },
      'content-fallback/industry-details.ts': {
        fallbackIndustryDetails: [{ slug: 'healthcare', stats: [] }],
        industryDetailCopy: { overviewHeading: 'Overview' },
      },
      'content-fallback/portfolio.ts': {
        portfolioDetailsBySlug: { 'fintech-mobile': { challenge: 'c' } },
      },
      'content-fallback/pages/landing-pages.ts': {
        automationLandingPage: {
          pageContext: 'automation',
          hero: { key: 'lp/automation-solutions' },
        },
      },
    });
    expect([...found.details.services.keys()]).toEqual(['automation', 'ai-development']);
    expect(found.details.industries.get('healthcare')).toEqual({ slug: 'healthcare', stats: [] });
    expect(found.details.projects.get('fintech-mobile')).toEqual({ challenge: 'c' });
    expect(found.sources).toHaveLength(3);
    expect(found.sources.join(' ')).not.toMatch(/landing/);
  });
});
