/**
 * The block fields whose rows each show a picture (kind 'pictures', lib/blocks/fields.ts) and the
 * Directus collections that hold their rows: `{block collection}_{field}`, each row linked to its
 * block by `block` and ordered by `sort`, its picture a file in `image`.
 */
import { BLOCK_CATALOG, BLOCK_TYPES, type BlockType } from '@/blocks/catalog';
import type { PictureListField } from './fields';
import { blockCollectionName } from './parse';

/** The row's link to its block record. */
export const PICTURE_ROW_BLOCK_FIELD = 'block';
/** The row's file (many-to-one to directus_files). */
export const PICTURE_ROW_IMAGE_FIELD = 'image';

export interface PictureList {
  type: BlockType;
  /** The block's field (an alias: the one-to-many list of rows). */
  field: string;
  definition: PictureListField;
}

export const PICTURE_LISTS: readonly PictureList[] = BLOCK_TYPES.flatMap((type) =>
  Object.entries(BLOCK_CATALOG[type].fields).flatMap(([field, definition]) =>
    definition.kind === 'pictures' ? [{ type, field, definition }] : [],
  ),
);

export const pictureListCollectionName = (list: PictureList, prefix: string) =>
  `${blockCollectionName(list.type, prefix)}_${list.field}`;

export const pictureListCollections = (prefix: string) =>
  PICTURE_LISTS.map((list) => pictureListCollectionName(list, prefix));

/** The picture lists of one block collection. */
export function pictureListsOf(collection: string, prefix: string): PictureList[] {
  return PICTURE_LISTS.filter((list) => blockCollectionName(list.type, prefix) === collection);
}
