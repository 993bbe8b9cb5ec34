/**
 * Directus's Visual Editor finds what an editor may click by `data-directus` attributes (the item's
 * collection and id, the fields its drawer opens). Blocks mark their headings and paragraphs with
 * `editable(field)`; RenderBlocks hands each block an `editable` that writes the attribute only in
 * draft mode, for a block read from Directus (a bundled block has no item to edit). Public pages
 * get `notEditable`: no attribute.
 */
import { setAttr } from '@directus/visual-editing';
import type { EditAttrs } from './types';

export type { EditAttrs, SectionEdit } from './types';

/** The block's fields by their view-model names, which are also their Directus field names. */
export type Editable<Data = Record<string, unknown>> = ((
  fields: Extract<keyof Data, string> | Array<Extract<keyof Data, string>>,
) => EditAttrs) & {
  /** True in draft mode for a Directus item: a block may then mark a record it shows too. */
  readonly enabled: boolean;
};

/** A Directus item the Visual Editor can open. */
export interface EditableSource {
  collection: string;
  item: string | number;
}

export const notEditable: Editable<never> = Object.assign(() => ({}), { enabled: false });

/**
 * Marks fields of one Directus item. 'popover' opens a small form beside a short field (a
 * heading, a line of text); a list of rows (cards, milestones) opens in the drawer.
 */
export function editableItem<Data = Record<string, unknown>>(
  source: EditableSource,
  lists: ReadonlyArray<string> = [],
): Editable<Data> {
  const mark = (fields: string | string[]): EditAttrs => {
    const names = Array.isArray(fields) ? fields : [fields];
    return {
      'data-directus': setAttr({
        collection: source.collection,
        item: source.item,
        fields: names,
        mode: names.some((name) => lists.includes(name)) ? 'drawer' : 'popover',
      }),
    };
  };
  return Object.assign(mark, { enabled: true as const });
}
