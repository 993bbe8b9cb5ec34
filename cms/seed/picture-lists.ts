/**
 * cms:seed for the picture lists (lib/blocks/picture-lists.ts): the bundled pictures become files
 * in the Website folder and each bundled row a record pointing at its file; a Directus seeded by
 * the earlier schema, which kept these rows as JSON with a site path, gets the same records made
 * from what is there (an editor's rows, order and translations included) and the JSON goes away.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { PageBlock } from '@/blocks/catalog';
import { blockCollectionName } from '@/lib/blocks/parse';
import {
  PICTURE_LISTS,
  PICTURE_ROW_BLOCK_FIELD,
  PICTURE_ROW_IMAGE_FIELD,
  pictureListCollectionName,
  type PictureList,
} from '@/lib/blocks/picture-lists';
import { translationsCollectionName, translationsParentField } from '@/lib/cms/translation-names';

import type { AdminApi } from './directus-admin';

type Json = Record<string, unknown>;

const PUBLIC_DIR = path.join(__dirname, '..', '..', 'public');

const MIME: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.avif': 'image/avif',
};

/**
 * The site's pictures as files of the Website folder, by site path (the file's title): each is
 * uploaded once, so a second seed and a second block showing the same picture reuse it.
 */
export class SitePictures {
  private known?: Promise<Map<string, string>>;
  /** Uploads under way, so two rows showing one picture share one file. */
  private readonly pending = new Map<string, Promise<string | undefined>>();

  constructor(
    private readonly api: AdminApi,
    private readonly folder: string,
    private readonly changes: string[],
  ) {}

  /** The file id of a bundled picture (`/assets/…`); undefined when the site has no such file. */
  fileOf(sitePath: string): Promise<string | undefined> {
    let file = this.pending.get(sitePath);
    if (!file) {
      file = this.upload(sitePath);
      this.pending.set(sitePath, file);
    }
    return file;
  }

  private async upload(sitePath: string): Promise<string | undefined> {
    const known = await this.files();
    const existing = known.get(sitePath);
    if (existing) return existing;
    const file = path.join(PUBLIC_DIR, sitePath);
    if (!sitePath.startsWith('/') || !file.startsWith(PUBLIC_DIR) || !existsSync(file))
      return undefined;
    const extension = path.extname(file).toLowerCase();
    // Directus transforms rasters, not SVG: a drawn SVG is uploaded as a PNG of it.
    const [bytes, type, name] =
      extension === '.svg'
        ? [
            await sharp(readFileSync(file), { density: 144 }).png().toBuffer(),
            'image/png',
            `${path.basename(file, extension)}.png`,
          ]
        : [readFileSync(file), MIME[extension] ?? 'application/octet-stream', path.basename(file)];
    const form = new FormData();
    form.append('folder', this.folder);
    form.append('title', sitePath);
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    const created = await this.api.request<{ id: string }>('POST', '/files', form);
    known.set(sitePath, created.id);
    this.changes.push(`file ${sitePath}`);
    return created.id;
  }

  private files(): Promise<Map<string, string>> {
    this.known ??= this.api
      .list<{ id: string; title: string | null }>('/files', {
        'filter[folder][_eq]': this.folder,
        fields: 'id,title',
      })
      .then(
        (files) =>
          new Map(
            files.flatMap((file) =>
              file.title?.startsWith('/') ? [[file.title, file.id] as const] : [],
            ),
          ),
      );
    return this.known;
  }
}

/**
 * A row of a picture list as Directus creates it: its file instead of the site path, its place,
 * and its own fields (the focal point is the file's, not the row's).
 */
async function rowRecord(
  pictures: SitePictures,
  row: Json,
  sort: number,
): Promise<Json | undefined> {
  const { image, ...fields } = row;
  delete fields.focus;
  const file = typeof image === 'string' ? await pictures.fileOf(image) : undefined;
  if (!file) return undefined;
  return { ...fields, [PICTURE_ROW_IMAGE_FIELD]: file, sort };
}

/**
 * A bundled block's record for a nested create: each picture list's rows as records with files
 * (a row whose picture the site lacks is left out).
 */
export async function withPictureFiles(pictures: SitePictures, block: PageBlock): Promise<Json> {
  const data = { ...(block.data as Json) };
  for (const list of PICTURE_LISTS.filter((candidate) => candidate.type === block.type)) {
    const rows = Array.isArray(data[list.field]) ? (data[list.field] as Json[]) : [];
    const records = await Promise.all(
      rows.map((row, index) => rowRecord(pictures, row, index + 1)),
    );
    data[list.field] = records.filter((record): record is Json => record !== undefined);
  }
  return data;
}

/** A picture list kept as JSON by an earlier schema: each block's rows and their translations. */
export interface LegacyPictureList {
  list: PictureList;
  rows: Array<{ block: number; rows: Json[] }>;
  translations: Array<{ block: number; language: string; rows: Json[] }>;
}

/**
 * Reads the picture lists that are still JSON fields, then removes those fields (and their
 * translation columns), so the schema can make them lists of records. Call before the schema is
 * applied; give the result to restoreLegacyPictureLists once it is.
 */
export async function takeLegacyPictureLists(
  api: AdminApi,
  prefix: string,
  changes: string[],
): Promise<LegacyPictureList[]> {
  const fields = await api.list<{ collection: string; field: string; type: string }>('/fields');
  const typeOf = (collection: string, field: string) =>
    fields.find((entry) => entry.collection === collection && entry.field === field)?.type;
  const taken: LegacyPictureList[] = [];
  for (const list of PICTURE_LISTS) {
    const collection = blockCollectionName(list.type, prefix);
    if (typeOf(collection, list.field) !== 'json') continue;
    const records = await api.list<Json & { id: number }>(`/items/${collection}`, {
      fields: `id,${list.field}`,
    });
    const junction = translationsCollectionName(collection);
    const parentKey = translationsParentField(collection);
    const translated = typeOf(junction, list.field) === 'json';
    const translationRows = translated
      ? await api.list<Json>(`/items/${junction}`, {
          fields: `${parentKey},languages_code,${list.field}`,
        })
      : [];
    taken.push({
      list,
      rows: records.map((record) => ({
        block: record.id,
        rows: Array.isArray(record[list.field]) ? (record[list.field] as Json[]) : [],
      })),
      translations: translationRows.flatMap((row) =>
        Array.isArray(row[list.field])
          ? [
              {
                block: Number(row[parentKey]),
                language: String(row.languages_code),
                rows: row[list.field] as Json[],
              },
            ]
          : [],
      ),
    });
    if (translated) await api.request('DELETE', `/fields/${junction}/${list.field}`);
    await api.request('DELETE', `/fields/${collection}/${list.field}`);
    changes.push(`${collection}.${list.field}: JSON rows read, to become records`);
  }
  return taken;
}

/**
 * The rows read by takeLegacyPictureLists as records of their list, each with its file and, when
 * the block had them, its translations (matched by position). A row whose picture is not one of
 * the site's files is left out and logged. Call after ensureTranslations.
 */
export async function restoreLegacyPictureLists(
  api: AdminApi,
  prefix: string,
  pictures: SitePictures,
  legacy: readonly LegacyPictureList[],
  changes: string[],
  log: (line: string) => void,
): Promise<void> {
  for (const { list, rows, translations } of legacy) {
    const collection = pictureListCollectionName(list, prefix);
    const wordFields = Object.keys(list.definition.fields);
    let made = 0;
    for (const { block, rows: blockRows } of rows) {
      const blockTranslations = translations.filter((entry) => entry.block === block);
      for (const [index, row] of blockRows.entries()) {
        const record = await rowRecord(pictures, row, index + 1);
        if (!record) {
          log(
            `${collection}: block ${block} row ${index + 1} left out: its picture ${JSON.stringify(row.image)} is not a file of the site.`,
          );
          continue;
        }
        const translationRows = blockTranslations.flatMap(({ language, rows: translatedRows }) => {
          const translated = translatedRows[index];
          if (!translated) return [];
          const words = Object.fromEntries(
            wordFields
              .filter((field) => field in translated)
              .map((field) => [field, translated[field]]),
          );
          return Object.keys(words).length > 0 ? [{ languages_code: language, ...words }] : [];
        });
        await api.request('POST', `/items/${collection}`, {
          ...record,
          [PICTURE_ROW_BLOCK_FIELD]: block,
          ...(translationRows.length > 0 ? { translations: translationRows } : {}),
        });
        made += 1;
      }
    }
    if (made > 0) changes.push(`${collection}: ${made} rows from the JSON of an earlier schema`);
  }
}
