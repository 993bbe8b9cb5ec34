/**
 * The Directus side of the block catalog (blocks/catalog.ts): one collection per block type
 * (`{prefix}_block_<type>`), the junction `{prefix}_pages_blocks` (sort, hide_block) and the
 * many-to-any `blocks` field on pages, as the Directus Next.js starter models a page builder.
 * Every field gets its interface, label, a note with its limit and its validation, so editors
 * fill forms. `npm run cms:schema` creates these in a throwaway Directus and writes the snapshot.
 */
import { BLOCK_CATALOG, BLOCK_TYPES } from '@/blocks/catalog';
import type {
  BlockField,
  ItemField,
  ListField,
  PictureListField,
  RowField,
} from '@/lib/blocks/fields';
import { blockCollectionName } from '@/lib/blocks/parse';
import {
  PICTURE_LISTS,
  PICTURE_ROW_BLOCK_FIELD,
  PICTURE_ROW_IMAGE_FIELD,
  pictureListCollectionName,
} from '@/lib/blocks/picture-lists';
import {
  BLOCK_PARENTS,
  blocksJunctionName,
  junctionParentField,
  type BlockParent,
} from '@/lib/blocks/parents';
import { SETTINGS_FIELDS } from '@/lib/cms/settings-fields';
import { limitPattern } from './facts';
import { BLOCK_ROW_PREFIX } from './flows-block-labels';

type Json = Record<string, unknown>;

export const parentCollection = (parent: BlockParent, prefix: string) => `${prefix}_${parent}`;
/** The folder that holds the block collections in Directus's sidebar (no table of its own). */
export const blocksFolder = (prefix: string) => `${prefix}_blocks`;
export const blockCollections = (prefix: string) =>
  BLOCK_TYPES.map((type) => blockCollectionName(type, prefix));

/** The note under a field: what it is for, then its limit, as the site enforces it. */
export function fieldNote(field: BlockField): string {
  const parts = [field.note];
  if (field.kind === 'text') {
    parts.push(`At most ${field.max} characters${field.optional ? '; optional' : ''}.`);
  } else if (field.kind === 'pictures') {
    if (field.max !== undefined) parts.push(`At most ${field.max} pictures.`);
  } else if (field.kind === 'list') {
    if (field.min !== undefined && field.max !== undefined)
      parts.push(`${field.min} to ${field.max} rows.`);
    else if (field.max !== undefined) parts.push(`At most ${field.max} rows.`);
  } else if (field.kind === 'number' && field.min !== undefined && field.max !== undefined) {
    parts.push(`From ${field.min} to ${field.max}.`);
  } else if (field.kind === 'tags') {
    parts.push(`Up to ${field.maxItems} entries of at most ${field.maxLength} characters.`);
  }
  return parts.filter(Boolean).join(' ');
}

const isRequired = (field: BlockField) =>
  (field.kind === 'text' && !field.optional) ||
  (field.kind === 'number' && !field.optional) ||
  (field.kind === 'list' && (field.min ?? 0) > 0);

/**
 * Directus validation (a filter the value must pass) mirroring the site's zod limits. Directus
 * applies it to empty values too, so an optional field's rule lets an empty value through.
 */
function validationOf(name: string, field: BlockField): Json | null {
  let rule: Json | null = null;
  if (field.kind === 'text') rule = { [name]: { _regex: limitPattern(field.max) } };
  else if (field.kind === 'number' && field.min !== undefined && field.max !== undefined)
    rule = { [name]: { _between: [field.min, field.max] } };
  if (!rule) return null;
  return isRequired(field) ? { _and: [rule] } : { _or: [{ [name]: { _null: true } }, rule] };
}

function validationMessage(field: BlockField): string | null {
  if (field.kind === 'text') return `At most ${field.max} characters.`;
  if (field.kind === 'number' && field.min !== undefined && field.max !== undefined)
    return `From ${field.min} to ${field.max}.`;
  return null;
}

function itemInterface(field: ItemField): {
  type: string;
  interface: string;
  options: Json | null;
} {
  switch (field.kind) {
    case 'text':
      return field.multiline || field.max > 255
        ? {
            type: 'text',
            interface: 'input-multiline',
            options: { trim: true, softLength: field.max },
          }
        : { type: 'string', interface: 'input', options: { trim: true, softLength: field.max } };
    case 'number':
      return {
        type: 'float',
        interface: 'input',
        options: { min: field.min ?? null, max: field.max ?? null },
      };
    case 'boolean':
      return { type: 'boolean', interface: 'boolean', options: { label: field.label } };
    case 'tags':
      return { type: 'json', interface: 'tags', options: { alphabetize: false, trim: true } };
    case 'choice':
      return {
        type: 'string',
        interface: 'select-dropdown',
        options: { choices: field.choices.map(({ text, value }) => ({ text, value })) },
      };
  }
}

/** The `list` interface's options: its row title and the form of a row. */
function listOptions(field: ListField): Json {
  return {
    template: field.template,
    addLabel: `Add to ${field.label.toLowerCase()}`,
    fields: Object.entries(field.fields).map(([itemName, item]) => repeaterField(itemName, item)),
  };
}

/** A repeater row's field, in the shape the `list` interface takes in its options. */
function repeaterField(name: string, field: RowField): Json {
  const {
    type,
    interface: iface,
    options,
  } = field.kind === 'list'
    ? { type: 'json', interface: 'list', options: listOptions(field) }
    : itemInterface(field);
  return {
    field: name,
    name: field.label,
    type,
    meta: {
      field: name,
      type,
      interface: iface,
      options,
      width: field.half ? 'half' : 'full',
      note: fieldNote(field) || null,
      required: isRequired(field),
    },
  };
}

/** One block field as POST /fields takes it. */
export function directusField(name: string, field: BlockField, sort: number): Json {
  const base = {
    field: name,
    meta: {
      sort,
      note: fieldNote(field) || null,
      width: field.half ? 'half' : 'full',
      required: isRequired(field),
      validation: validationOf(name, field),
      validation_message: validationMessage(field),
      translations: [{ language: 'en-US', translation: field.label }],
    },
  };
  if (field.kind === 'pictures') return pictureListField(base, field);
  if (field.kind === 'list') {
    return {
      ...base,
      type: 'json',
      meta: {
        ...base.meta,
        special: ['cast-json'],
        interface: 'list',
        options: listOptions(field),
        display: 'related-values',
        display_options: { template: field.template },
      },
      schema: { is_nullable: true },
    };
  }
  const { type, interface: iface, options } = itemInterface(field);
  const defaultValue = field.kind === 'boolean' || field.kind === 'choice' ? field.default : null;
  return {
    ...base,
    type,
    meta: {
      ...base.meta,
      interface: iface,
      options,
      ...(field.kind === 'tags' ? { special: ['cast-json'] } : {}),
    },
    schema: {
      is_nullable: !isRequired(field),
      default_value: defaultValue,
      ...(type === 'string' ? { max_length: 255 } : {}),
    },
  };
}

/** A picture list on its block: the one-to-many list of its rows, dragged to reorder. */
function pictureListField(base: { field: string; meta: Json }, field: PictureListField): Json {
  return {
    ...base,
    type: 'alias',
    meta: {
      ...base.meta,
      special: ['o2m'],
      interface: 'list-o2m',
      options: {
        template: `{{${PICTURE_ROW_IMAGE_FIELD}.$thumbnail}} ${field.template}`,
        enableSelect: false,
        enableSearchFilter: false,
        enableLink: false,
        limit: field.max ?? 15,
      },
      display: 'related-values',
      display_options: { template: field.template },
      validation: null,
      validation_message: null,
    },
  };
}

const primaryKey = {
  field: 'id',
  type: 'integer',
  meta: { hidden: true, readonly: true, interface: 'input' },
  schema: { is_primary_key: true, has_auto_increment: true },
};

/** A block row's name in the drawer it opens in: what an editor opened, not a table's name. */
const JUNCTION_NAMES: Record<BlockParent, string> = {
  pages: 'Block of the page',
  services: 'Block of the service page',
  industries: 'Block of the industry page',
  projects: 'Block of the case study',
};

/** POST /collections bodies: every block collection, then the junction. */
export function blockCollectionBodies(prefix: string): Json[] {
  const blocks = BLOCK_TYPES.map((type, index) => {
    const definition = BLOCK_CATALOG[type];
    return {
      collection: blockCollectionName(type, prefix),
      meta: {
        icon: definition.icon,
        note: definition.note,
        display_template: definition.template,
        hidden: false,
        singleton: false,
        group: blocksFolder(prefix),
        sort: index + 1,
        translations: [
          {
            language: 'en-US',
            translation: `Block: ${definition.label}`,
            singular: definition.label,
            plural: `${definition.label} blocks`,
          },
        ],
      },
      schema: {},
      fields: [
        primaryKey,
        ...Object.entries(definition.fields).map(([name, field], fieldIndex) =>
          directusField(name, field, fieldIndex + 2),
        ),
      ],
    };
  });
  const junctions = BLOCK_PARENTS.map((parent) => ({
    collection: blocksJunctionName(parent, prefix),
    meta: {
      icon: 'import_export',
      hidden: true,
      note: `Which blocks each of ${parent} shows, in order (its form edits these).`,
      // The drawer a block opens in from its page's form is titled with this name.
      translations: [
        {
          language: 'en-US',
          translation: JUNCTION_NAMES[parent],
          singular: JUNCTION_NAMES[parent],
          plural: `${JUNCTION_NAMES[parent]}s`,
        },
      ],
    },
    schema: {},
    fields: [
      primaryKey,
      {
        field: junctionParentField(parent, prefix),
        type: 'integer',
        meta: { hidden: true },
        schema: { is_nullable: true },
      },
      { field: 'item', type: 'string', meta: { hidden: true }, schema: { is_nullable: true } },
      {
        field: 'collection',
        type: 'string',
        meta: { hidden: true },
        schema: { is_nullable: true },
      },
      { field: 'sort', type: 'integer', meta: { hidden: true }, schema: { is_nullable: true } },
      {
        field: 'hide_block',
        type: 'boolean',
        meta: {
          interface: 'boolean',
          width: 'half',
          note: 'Hidden blocks stay on the page in Directus but are not shown on the site.',
          options: { label: 'Hide this block' },
          translations: [{ language: 'en-US', translation: 'Hide block' }],
        },
        schema: { default_value: false, is_nullable: true },
      },
      // The Blocks list's row label (BLOCK_ROW_PREFIX), kept by the block labels Flow.
      {
        field: 'block_type',
        type: 'string',
        meta: {
          hidden: true,
          readonly: true,
          note: "The block's type as the Blocks list names it (set when the block is added).",
        },
        schema: { is_nullable: true },
      },
      {
        field: 'hidden_marker',
        type: 'string',
        meta: {
          hidden: true,
          readonly: true,
          note: "'Hidden · ' before a hidden block's name in the Blocks list (follows Hide block).",
        },
        schema: { is_nullable: true },
      },
    ],
  }));
  const folder = {
    collection: blocksFolder(prefix),
    meta: {
      icon: 'widgets',
      note: 'Every block of every page, by type. Edit blocks from their page; here to find one.',
      collapse: 'closed',
      sort: 100,
      translations: [{ language: 'en-US', translation: 'Blocks' }],
    },
    schema: null,
  };
  return [folder, ...blocks, ...junctions];
}

const BLOCKS_FIELD_NOTES: Record<BlockParent, string> = {
  pages:
    'The sections of the page, top to bottom: drag to reorder, open one to edit it, "Hide block" to take it off the site without deleting it (the list then reads "Hidden · " before it).',
  services:
    'The sections of the service\'s page below its hero, top to bottom: drag to reorder, "Hide block" to take one off the site (it then reads "Hidden · " in this list).',
  industries:
    'The sections of the industry\'s page below its hero, top to bottom: drag to reorder, "Hide block" to take one off the site (it then reads "Hidden · " in this list).',
  projects:
    'The sections of the project\'s case study below its hero, top to bottom: drag to reorder, "Hide block" to take one off the site (it then reads "Hidden · " in this list).',
};

/** The `blocks` field of a parent collection: the many-to-any list of blocks. */
export function blocksField(parent: BlockParent): Json {
  return {
    field: 'blocks',
    type: 'alias',
    meta: {
      special: ['m2a'],
      interface: 'list-m2a',
      // Each row reads "Hidden · Hero" or "Hero" before its title (flows-block-labels.ts).
      options: { enableSelect: false, prefix: BLOCK_ROW_PREFIX },
      note: BLOCKS_FIELD_NOTES[parent],
      translations: [{ language: 'en-US', translation: 'Blocks' }],
      width: 'full',
    },
  };
}

/** POST /relations bodies of a parent's many-to-any. */
export function blocksRelations(parent: BlockParent, prefix: string): Json[] {
  const junction = blocksJunctionName(parent, prefix);
  return [
    {
      collection: junction,
      field: 'item',
      related_collection: null,
      meta: {
        one_field: null,
        sort_field: null,
        one_collection_field: 'collection',
        one_allowed_collections: blockCollections(prefix),
        junction_field: junctionParentField(parent, prefix),
        one_deselect_action: 'nullify',
      },
    },
    {
      collection: junction,
      field: junctionParentField(parent, prefix),
      related_collection: parentCollection(parent, prefix),
      meta: {
        one_field: 'blocks',
        sort_field: 'sort',
        one_collection_field: null,
        one_allowed_collections: null,
        junction_field: 'item',
        one_deselect_action: 'delete',
      },
      schema: { on_delete: 'CASCADE' },
    },
  ];
}

/** A row's name in the drawer it opens in, one and many. */
const PICTURE_ROW_NAMES: Record<string, [string, string]> = {
  images: ['Gallery picture', 'Gallery pictures'],
  stories: ['Success story', 'Success stories'],
};

/**
 * POST /collections bodies of the picture lists' rows: hidden in the sidebar (an editor opens
 * them from their block), each with its block link, its order, its file and its own fields.
 */
export function pictureListCollectionBodies(prefix: string): Json[] {
  return PICTURE_LISTS.map((list) => {
    const [name, plural] = PICTURE_ROW_NAMES[list.field] ?? [
      list.definition.label,
      list.definition.label,
    ];
    return {
      collection: pictureListCollectionName(list, prefix),
      meta: {
        icon: 'image',
        hidden: true,
        sort_field: 'sort',
        display_template: list.definition.template,
        note: `${list.definition.label} of a ${BLOCK_CATALOG[list.type].label} block (its form edits these).`,
        translations: [{ language: 'en-US', translation: plural, singular: name, plural }],
      },
      schema: {},
      fields: [
        primaryKey,
        {
          field: PICTURE_ROW_BLOCK_FIELD,
          type: 'integer',
          meta: { hidden: true },
          schema: { is_nullable: true },
        },
        { field: 'sort', type: 'integer', meta: { hidden: true }, schema: { is_nullable: true } },
        {
          field: PICTURE_ROW_IMAGE_FIELD,
          type: 'uuid',
          meta: {
            special: ['file'],
            interface: 'file-image',
            options: { crop: false, letterbox: true },
            display: 'image',
            sort: 2,
            required: true,
            note: [
              list.definition.picture.note,
              'Uploads go to the Website folder; set the focal point in the picture editor (the crop keeps it in view). The description below is read by screen readers.',
            ]
              .filter(Boolean)
              .join(' '),
            translations: [{ language: 'en-US', translation: list.definition.picture.label }],
          },
          schema: { is_nullable: true },
        },
        ...Object.entries(list.definition.fields).map(([fieldName, field], index) =>
          directusField(fieldName, field, index + 3),
        ),
      ],
    };
  });
}

/** POST /relations bodies of the picture lists: each row to its block and to its file. */
export function pictureListRelations(prefix: string): Json[] {
  return PICTURE_LISTS.flatMap((list) => {
    const collection = pictureListCollectionName(list, prefix);
    return [
      {
        collection,
        field: PICTURE_ROW_BLOCK_FIELD,
        related_collection: blockCollectionName(list.type, prefix),
        meta: { one_field: list.field, sort_field: 'sort', one_deselect_action: 'delete' },
        schema: { on_delete: 'CASCADE' },
      },
      {
        collection,
        field: PICTURE_ROW_IMAGE_FIELD,
        related_collection: 'directus_files',
        meta: { one_field: null, sort_field: null, one_deselect_action: 'nullify' },
        schema: { on_delete: 'SET NULL' },
      },
    ];
  });
}

/** The settings singleton's shell fields (after its id and calendly_link), as POST /fields takes them. */
export function settingsFieldBodies(): Json[] {
  return Object.entries(SETTINGS_FIELDS).map(([name, field], index) =>
    directusField(name, field, index + 3),
  );
}
