/**
 * The rows of a block's picture lists (lib/blocks/picture-lists.ts) as Directus sends them (each
 * row a record with its file and translations) turned into what the block's schema reads: rows in
 * their order, `image` the file's asset URL, `focus` its focal point as a CSS object-position, the
 * words in the page's language.
 */
import {
  PICTURE_LISTS,
  PICTURE_ROW_BLOCK_FIELD,
  PICTURE_ROW_IMAGE_FIELD,
  pictureListsOf,
} from '@/lib/blocks/picture-lists';
import type { Locale } from '@/lib/i18n/locales';
import type { CmsConfig } from './config';
import { placeholderReader } from './placeholders';
import { focusOf, resolveCmsAsset, withFileFocus, type CmsFileFields } from './assets';
import { translateRecords } from './translations';
import { TRANSLATIONS_FIELD } from './translation-names';

/**
 * The fields that read every picture list with its files (and, for another language, the rows'
 * translations) through a many-to-any `blocks` field: `blocks.item.{field}.…`, which Directus
 * expands on whichever block has that field, as it does `blocks.item.translations.*`. (The
 * per-collection form `blocks.item:{collection}.{field}.*` is ignored beside `blocks.item.*`:
 * Directus 11 then answers the rows' ids only.) So a picture list's field name is its own: no
 * other block may use it for another kind of field (a unit test checks).
 */
export function pictureListFields(translated: boolean): string[] {
  return [...new Set(PICTURE_LISTS.map(({ field }) => field))].flatMap((field) => {
    const rows = `blocks.item.${field}`;
    return [
      `${rows}.*`,
      ...withFileFocus(`${rows}.${PICTURE_ROW_IMAGE_FIELD}`),
      ...(translated ? [`${rows}.${TRANSLATIONS_FIELD}.*`] : []),
    ];
  });
}

type Row = Record<string, unknown>;

/** A row's fields that are not the block's data: its id, place, link, file and translations. */
const ROW_BOOKKEEPING = new Set([
  'id',
  'sort',
  PICTURE_ROW_BLOCK_FIELD,
  PICTURE_ROW_IMAGE_FIELD,
  TRANSLATIONS_FIELD,
]);

const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A picture list's rows for the block's schema. A row without a file (its file deleted from the
 * library, which empties the field) is left out: the rest of the list still shows.
 */
export function pictureRowsOf(rows: unknown, locale: Locale, cmsUrl: string): Row[] {
  if (!Array.isArray(rows)) return [];
  const records = rows.filter(isRow).sort((a, b) => Number(a.sort ?? 0) - Number(b.sort ?? 0));
  return translateRecords(records, locale).flatMap((record) => {
    const file = record[PICTURE_ROW_IMAGE_FIELD];
    const words = Object.fromEntries(
      Object.entries(record).filter(([key]) => !ROW_BOOKKEEPING.has(key)),
    );
    const image = resolveCmsAsset(
      isRow(file) ? (file as CmsFileFields) : (file as string | null),
      cmsUrl,
    );
    if (!image) return [];
    const focus = isRow(file) ? focusOf(file as CmsFileFields) : undefined;
    return [{ ...words, image, ...(focus ? { focus } : {}) }];
  });
}

/** A block record with its picture lists read in `locale`; other blocks are returned as they are. */
export function withPictureRows<T extends Row>(
  item: T,
  collection: string,
  prefix: string,
  locale: Locale,
  cmsUrl: string,
): T {
  const lists = pictureListsOf(collection, prefix);
  if (lists.length === 0) return item;
  const read: Row = { ...item };
  for (const { field } of lists) read[field] = pictureRowsOf(item[field], locale, cmsUrl);
  return read as T;
}

/**
 * Each picture list's rows with their placeholder (`rows` as pictureRowsOf made them). One read
 * per picture, shared by the rows that show it (a page's English and translated records).
 */
export async function withPlaceholders(
  items: ReadonlyArray<{ item: Row; collection: string }>,
  config: CmsConfig,
): Promise<void> {
  const read = placeholderReader(config);
  await Promise.all(
    items.flatMap(({ item, collection }) =>
      pictureListsOf(collection, config.prefix).flatMap(({ field }) =>
        (Array.isArray(item[field]) ? (item[field] as Row[]) : []).map(async (row) => {
          if (typeof row.image !== 'string') return;
          const placeholder = await read(row.image);
          if (placeholder) row.placeholder = placeholder;
        }),
      ),
    ),
  );
}
