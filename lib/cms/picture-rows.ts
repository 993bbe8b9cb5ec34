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
import { CMS_CACHE_TAG } from './cache-tags';
import { CMS_REQUEST_TIMEOUT_MS, type CmsConfig } from './config';
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

/** The largest placeholder kept: a 16 px WebP is about 100-300 bytes. */
const MAX_PLACEHOLDER_BYTES = 2048;
const ASSET_ID = /\/assets\/([0-9a-f-]{36})$/i;

/**
 * A CMS picture's 16 px copy as a data URL, read from Directus's transforms at the server's own
 * CMS address and cached with the content; undefined when it cannot be read (no placeholder,
 * never a broken page).
 */
async function placeholderOf(image: string, config: CmsConfig): Promise<string | undefined> {
  const id = image.match(ASSET_ID)?.[1];
  if (!id) return undefined;
  try {
    const response = await fetch(
      `${config.url.replace(/\/+$/, '')}/assets/${id}?width=16&quality=40&format=webp`,
      {
        signal: AbortSignal.timeout(CMS_REQUEST_TIMEOUT_MS),
        next: { tags: [CMS_CACHE_TAG], revalidate: false },
      } as RequestInit,
    );
    if (!response.ok || response.headers.get('content-type') !== 'image/webp') return undefined;
    const bytes = Buffer.from(await response.arrayBuffer());
    return bytes.length <= MAX_PLACEHOLDER_BYTES
      ? `data:image/webp;base64,${bytes.toString('base64')}`
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Each picture list's rows with their placeholder (`rows` as pictureRowsOf made them). One read
 * per picture, shared by the rows that show it (a page's English and translated records).
 */
export async function withPlaceholders(
  items: ReadonlyArray<{ item: Row; collection: string }>,
  config: CmsConfig,
): Promise<void> {
  const reads = new Map<string, Promise<string | undefined>>();
  const read = (image: string) => {
    let placeholder = reads.get(image);
    if (!placeholder) {
      placeholder = placeholderOf(image, config);
      reads.set(image, placeholder);
    }
    return placeholder;
  };
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
