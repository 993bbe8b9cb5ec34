/**
 * The editors' limits hold for the bundled copy in every language, so nothing the site ships is
 * cut on screen: every block passes its schema (a translation its scaled limit, as Directus
 * enforces it), and the cards' texts fit their places.
 */
import { BLOCK_CATALOG } from '@/blocks/catalog';
import { translatedTextLimit } from '@/lib/blocks/fields';
import { TEXT_LIMITS } from '@/lib/content/limits';
import { localize } from '@/lib/i18n/localize';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { fallbackPageBlocks } from '@/content-fallback/page-blocks';
import { industryDetailBlocks } from '@/lib/content/bundled-blocks/industries';
import { fallbackIndustryDetails } from '@/content-fallback/industry-details';
import { projectDetailBlocks } from '@/lib/content/bundled-blocks/projects';
import { fallbackProjectDetails } from '@/content-fallback/project-details';
import { serviceDetailBlocks } from '@/lib/content/bundled-blocks/services';
import { serviceDetails } from '@/content-fallback/service-details';
import { fallbackServices } from '@/content-fallback/services';
import { fallbackIndustries } from '@/content-fallback/industries';
import { fallbackProjects } from '@/content-fallback/projects';
import { fallbackJobs } from '@/content-fallback/jobs';
import { JOB_LIMITS } from '@/lib/routes/careers';

const pages = [
  ...Object.entries(fallbackPageBlocks),
  ...fallbackIndustryDetails.map((detail) => [
    `industries/${detail.slug}`,
    industryDetailBlocks(detail),
  ]),
  ...fallbackProjectDetails.map((detail) => [
    `portfolios/${detail.slug}`,
    projectDetailBlocks(detail),
  ]),
  ...serviceDetails.map((detail) => [`services/${detail.slug}`, serviceDetailBlocks(detail)]),
] as Array<[string, ReturnType<typeof industryDetailBlocks>]>;

const limitIn = (max: number, locale: Locale) => (locale === 'en' ? max : translatedTextLimit(max));

/** Each text over its limit, as 'where: length > limit: text'. */
function overLimit(
  locale: Locale,
  items: ReadonlyArray<{ where: string; text: string | undefined; max: number }>,
): string[] {
  return items
    .filter(({ text, max }) => (text?.trim().length ?? 0) > limitIn(max, locale))
    .map(
      ({ where, text, max }) =>
        `${where}: ${text!.trim().length} > ${limitIn(max, locale)}: ${text}`,
    );
}

describe.each(LOCALES)('the bundled %s copy is within the editors’ limits', (locale) => {
  it.each(pages)('%s: every block passes the schema Directus enforces', (_slug, blocks) => {
    for (const block of localize(blocks, locale)) {
      const definition = BLOCK_CATALOG[block.type];
      const schema = locale === 'en' ? definition.schema : definition.translatedSchema;
      const parsed = schema.safeParse(block.data);
      expect({ id: block.id, issues: parsed.error?.issues ?? [] }).toEqual({
        id: block.id,
        issues: [],
      });
    }
  });

  it('service, industry, project and job cards fit without a cut', () => {
    const services = localize(fallbackServices, locale);
    const industries = localize(fallbackIndustries, locale);
    const projects = localize(fallbackProjects, locale);
    const jobs = localize(fallbackJobs, locale);
    expect(
      overLimit(locale, [
        ...services.map((s) => ({
          where: `service ${s.slug}`,
          text: s.shortDescription,
          max: TEXT_LIMITS.sectionDescription,
        })),
        ...industries.map((i) => ({
          where: `industry ${i.slug}`,
          text: i.shortDescription,
          max: TEXT_LIMITS.industryCardDescription,
        })),
        ...industries.map((i) => ({
          where: `industry ${i.slug}`,
          text: i.title,
          max: TEXT_LIMITS.industryCardTitle,
        })),
        ...projects.map((p) => ({
          where: `project ${p.slug}`,
          text: p.shortDescription || p.description,
          max: TEXT_LIMITS.portfolioCardDescription,
        })),
        ...projects.map((p) => ({
          where: `project ${p.slug}`,
          text: p.title,
          max: TEXT_LIMITS.portfolioCardTitle,
        })),
        ...projects.flatMap((p) =>
          p.tags.map((tag) => ({
            where: `project ${p.slug} tag`,
            text: tag,
            max: TEXT_LIMITS.portfolioTag,
          })),
        ),
        ...jobs.map((j) => ({ where: `job ${j.id}`, text: j.summary, max: JOB_LIMITS.summary })),
        ...jobs.map((j) => ({ where: `job ${j.id}`, text: j.title, max: JOB_LIMITS.title })),
      ]),
    ).toEqual([]);
  });
});
