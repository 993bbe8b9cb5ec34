/**
 * lib/cms/schema.ts (the @directus/sdk schema type) must be what cms/schema.snapshot.yaml generates,
 * and the raw record types the mappers read must accept what that schema returns.
 */
import { SETTINGS_FIELDS } from '@/lib/cms/settings-fields';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import type {
  CmsClients,
  CmsHeroSection,
  CmsIndustries,
  CmsJobs,
  CmsPages,
  CmsProjects,
  CmsQuotePriceBands,
  CmsQuoteTimelines,
  CmsReviews,
  CmsServices,
  CmsSettings,
  CmsSkills,
} from '../schema';
import { CMS_SCHEMA_FIELDS, type CmsSchema } from '../schema';
import type { CmsCollection, CmsSchemaCollection } from '../config';
import type {
  RawClient,
  RawHeroSection,
  RawIndustry,
  RawJob,
  RawPage,
  RawProject,
  RawQuotePriceBand,
  RawQuoteTimeline,
  RawReview,
  RawService,
  RawSettings,
  RawSkill,
} from '../types';

const root = path.resolve(__dirname, '../../..');
const snapshotPath = path.join(root, 'cms/schema.snapshot.yaml');

function checkTypes(snapshot?: string) {
  const args = ['scripts/cms-types.mjs', '--check', ...(snapshot ? [snapshot] : [])];
  return spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
}

// Compile-time half: a schema record is assignable to the raw type its mapper reads. JSON fields
// (typed unknown) are left out: the mappers check their shape at run time.
type Accepts<Raw, Record extends Raw> = Record;
// The typed client reads every logical collection by its schema name.
type InSchema<Name extends keyof CmsSchema> = Name;
export type CollectionsInSchema = InSchema<CmsSchemaCollection<CmsCollection>>;
export type SchemaRecordsFitRawTypes = [
  Accepts<RawService, CmsServices>,
  Accepts<RawIndustry, CmsIndustries>,
  Accepts<RawSkill, CmsSkills>,
  Accepts<
    RawProject,
    Omit<CmsProjects, 'project_skills' | 'technologies'> & {
      project_skills: Array<{ skills_id: number }>;
    }
  >,
  Accepts<RawClient, CmsClients>,
  Accepts<RawReview, CmsReviews>,
  Accepts<RawJob, CmsJobs>,
  Accepts<RawHeroSection, CmsHeroSection>,
  Accepts<RawPage, Omit<CmsPages, 'json_ld_schema'>>,
  Accepts<RawSettings, CmsSettings>,
  Accepts<RawQuotePriceBand, CmsQuotePriceBands>,
  Accepts<RawQuoteTimeline, CmsQuoteTimelines>,
];

describe('CMS schema types', () => {
  it('lib/cms/schema.ts is what the snapshot generates', () => {
    const result = checkTypes();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  }, 30_000);

  it('a snapshot with a field the types lack fails the check', () => {
    const snapshot = parse(readFileSync(snapshotPath, 'utf8'));
    const title = snapshot.fields.find(
      (field: { collection: string; field: string }) =>
        field.collection === 'octaacer_jobs' && field.field === 'title',
    );
    snapshot.fields.push({ ...title, field: 'salary_range' });
    const changed = path.join(mkdtempSync(path.join(tmpdir(), 'cms-types-')), 'snapshot.yaml');
    writeFileSync(changed, stringify(snapshot));
    const result = checkTypes(changed);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/does not match/);
  }, 30_000);

  it('lists the fields every CMS collection needs', () => {
    expect(CMS_SCHEMA_FIELDS.octaacer_services).toEqual(
      expect.arrayContaining([
        'title',
        'title_highlight',
        'slug',
        'short_description',
        'description',
        'banner',
        'icon',
        'featured',
        'order',
        'sort',
        'show_wide_banner',
      ]),
    );
    expect(CMS_SCHEMA_FIELDS.octaacer_projects).toEqual(
      expect.arrayContaining([
        'title',
        'slug',
        'short_description',
        'description',
        'image',
        'project_skills',
        'technologies',
        'is_featured',
        'link',
      ]),
    );
    expect(CMS_SCHEMA_FIELDS.octaacer_clients).toEqual(
      expect.arrayContaining(['name', 'client_logo']),
    );
    expect(CMS_SCHEMA_FIELDS.octaacer_reviews).toEqual(
      expect.arrayContaining(['client', 'person_name', 'person_designation', 'feedback', 'rating']),
    );
    expect(CMS_SCHEMA_FIELDS.octaacer_pages).toEqual(
      expect.arrayContaining([
        'slug',
        'title',
        'description',
        'meta_description',
        'hero_section',
        'canonical_link',
        'json_ld_schema',
        'show_client_logos',
      ]),
    );
    expect(CMS_SCHEMA_FIELDS.hero_section).toEqual(
      expect.arrayContaining([
        'title',
        'title_primary',
        'description',
        'label_text',
        'label_information',
        'button_title',
        'button_type',
        'button_action_link',
        'hero_image',
        'backgroundImage',
        'show_client_logos',
      ]),
    );
    // The booking link, then the shell's fields an editor changes (lib/cms/settings-fields.ts),
    // then their Arabic and Turkish (cms/seed/translations.ts).
    expect(CMS_SCHEMA_FIELDS.octaacer_settings).toEqual([
      'id',
      'calendly_link',
      ...Object.keys(SETTINGS_FIELDS),
      'translations',
    ]);
    expect(CMS_SCHEMA_FIELDS.octaacer_settings_translations).toEqual(
      expect.arrayContaining(['octaacer_settings_id', 'languages_code', 'footer_copyright']),
    );
  });
});
