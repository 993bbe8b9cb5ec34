/**
 * npm run cms:schema — writes the generated part of cms/schema.snapshot.yaml: the block
 * collections from the block catalog (blocks/catalog.ts) and the translations schema. It
 * starts a throwaway Directus, applies the snapshot without them, creates them through the API as
 * the seed does (cms/seed/blocks-schema.ts, cms/seed/translations.ts), and writes Directus's own
 * snapshot of the site's collections back. Run it after changing a block
 * type; a unit test fails while the snapshot and the catalog disagree.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import {
  blockCollectionBodies,
  blocksField,
  blocksRelations,
  parentCollection,
  pictureListCollectionBodies,
  pictureListRelations,
} from '@/cms/seed/blocks-schema';
import { pictureListCollections } from '@/lib/blocks/picture-lists';
import { BLOCK_PARENTS } from '@/lib/blocks/parents';
import { isSiteCollection, withoutGeneratedSchema } from '@/cms/seed/snapshot';
import { blockCollections, settingsFieldBodies } from '@/cms/seed/blocks-schema';
import { ensureTranslations } from '@/cms/seed/translations';
import { cmsCollectionName, CMS_COLLECTIONS } from '@/lib/cms/config';
import { ensureDirectusInstalled, REPO_ROOT, startDirectus } from './cms-runtime';
import { applySchema, DirectusAdmin, loadSnapshot, type Snapshot } from './cms-seed';

const PREFIX = 'octaacer';
const port = Number(process.env.CMS_SCHEMA_PORT || 8157);

async function main() {
  ensureDirectusInstalled();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cms-schema-'));
  const directus = await startDirectus({ dataDir, port, stdio: 'ignore' });
  try {
    const api = new DirectusAdmin(directus.url, directus.secrets.adminToken);
    await applySchema(api, PREFIX, [], withoutGeneratedSchema(loadSnapshot(PREFIX), PREFIX));
    for (const body of blockCollectionBodies(PREFIX))
      await api.request('POST', '/collections', body);
    for (const body of pictureListCollectionBodies(PREFIX))
      await api.request('POST', '/collections', body);
    for (const relation of pictureListRelations(PREFIX))
      await api.request('POST', '/relations', relation);
    for (const parent of BLOCK_PARENTS) {
      await api.request('POST', `/fields/${parentCollection(parent, PREFIX)}`, blocksField(parent));
      for (const relation of blocksRelations(parent, PREFIX))
        await api.request('POST', '/relations', relation);
    }
    for (const field of settingsFieldBodies())
      await api.request('POST', `/fields/${PREFIX}_settings`, field);
    // The translations schema, as the seed makes it from the fields above.
    await ensureTranslations(
      api,
      [
        ...CMS_COLLECTIONS.map((collection) => cmsCollectionName(collection, PREFIX)),
        ...blockCollections(PREFIX),
        ...pictureListCollections(PREFIX),
      ],
      [],
    );

    const snapshot = await api.request<Snapshot>('GET', '/schema/snapshot');
    const site = {
      ...snapshot,
      collections: snapshot.collections.filter((entry) =>
        isSiteCollection(entry.collection, PREFIX),
      ),
      fields: snapshot.fields.filter((entry) => isSiteCollection(entry.collection, PREFIX)),
      relations: snapshot.relations.filter((entry) => isSiteCollection(entry.collection, PREFIX)),
    };
    writeFileSync(path.join(REPO_ROOT, 'cms', 'schema.snapshot.yaml'), stringify(site));
    console.log(
      `cms/schema.snapshot.yaml: ${site.collections.length} collections, ${site.fields.length} fields, ${site.relations.length} relations.`,
    );
  } finally {
    await directus.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
