/**
 * One description per block field gives both the zod schema that validates a CMS record and the
 * Directus field an editor fills (interface, label, note with the limit, validation). Field names
 * are the view model's own (camelCase), so a block record read from Directus and a block bundled
 * in content-fallback/ are the same object and go through the same renderer.
 */
import { z } from 'zod';
import { lengthCountingFacts } from '@/lib/content/fact-tokens';

interface FieldBase {
  /** Label in the Directus form. */
  label: string;
  /** Shown under the field in Directus: what it is for and its limit. */
  note?: string;
  /** Half-width in the Directus form. */
  half?: boolean;
}

export interface TextField extends FieldBase {
  kind: 'text';
  /** Longest accepted value; Directus and the site enforce the same limit. */
  max: number;
  optional?: boolean;
  /** A paragraph rather than one line (a textarea in Directus). */
  multiline?: boolean;
}

export interface NumberField extends FieldBase {
  kind: 'number';
  min?: number;
  max?: number;
  optional?: boolean;
}

export interface BooleanField extends FieldBase {
  kind: 'boolean';
  default: boolean;
}

export interface ChoiceField<V extends string = string> extends FieldBase {
  kind: 'choice';
  choices: ReadonlyArray<{ value: V; text: string }>;
  default: V;
  /**
   * Reads a value written before the field was a choice (a site path, a brand spelled as the
   * editor typed it): the choice it meant, else undefined (the default). The site reads such a
   * record as its choice; `cms:seed` rewrites it in Directus (cms/seed/legacy-choices.ts).
   */
  legacy?: (value: string) => V | undefined;
}

/** A short list of words or phrases (bullet points, tags), edited as chips (Directus `tags`). */
export interface TagsField extends FieldBase {
  kind: 'tags';
  /** Longest accepted entry. */
  maxLength: number;
  maxItems: number;
}

/**
 * A repeater: an ordered list of small records, edited as a form per row (Directus `list`). A row
 * may hold one repeater of its own (a tab and its cards); deeper nesting is not offered.
 */
export interface ListField<
  F extends Record<string, RowField> = Record<string, RowField>,
> extends FieldBase {
  kind: 'list';
  fields: F;
  /** Row title in the Directus list, e.g. '{{title}}'. */
  template: string;
  min?: number;
  max?: number;
}

/**
 * A list whose rows each show a picture (a gallery's screens, success stories). A Directus
 * repeater is JSON and cannot point at a file, so these rows are records of their own: a child
 * collection `{block collection}_{field}` with a file field `image` (the image interface, into
 * the Website folder), the row's own fields and their translations, sorted by drag. The site reads
 * each row as `{ image, focus?, …fields }`: `image` a site path or the file's asset URL, `focus`
 * the file's focal point as a CSS object-position.
 */
export interface PictureListField<
  F extends Record<string, ItemField> = Record<string, ItemField>,
> extends FieldBase {
  kind: 'pictures';
  fields: F;
  /** The picture field of a row in the Directus form. */
  picture: { label: string; note?: string };
  /** Row title in the Directus list, e.g. '{{caption}}'. */
  template: string;
  max?: number;
}

export type ItemField = TextField | NumberField | BooleanField | ChoiceField | TagsField;
/** A field of a repeater's row: a plain field, or a repeater of plain fields. */
export type RowField = ItemField | ListField<Record<string, ItemField>>;
export type BlockField = ItemField | ListField | PictureListField;
export type BlockFields = Record<string, BlockField>;

type TextExtra = Partial<Omit<TextField, 'kind' | 'label' | 'max'>>;
type NumberExtra = Partial<Omit<NumberField, 'kind' | 'label'>>;

/** One line of text; `{ optional: true }` in extra types it as possibly undefined. */
export function text<const E extends TextExtra = object>(
  label: string,
  max: number,
  extra?: E,
): TextField & E {
  return { kind: 'text', label, max, ...(extra as E) };
}
export function paragraph<const E extends TextExtra = object>(
  label: string,
  max: number,
  extra?: E,
): TextField & E & { multiline: true } {
  return { kind: 'text', label, max, ...(extra as E), multiline: true };
}
export function number<const E extends NumberExtra = object>(
  label: string,
  extra?: E,
): NumberField & E {
  return { kind: 'number', label, ...(extra as E) };
}
export const toggle = (label: string, value: boolean, extra: Partial<FieldBase> = {}) =>
  ({ kind: 'boolean', label, default: value, ...extra }) satisfies BooleanField;
export function choice<const V extends string>(
  label: string,
  choices: ReadonlyArray<{ value: V; text: string }>,
  value: V,
  extra: Partial<FieldBase> & Pick<ChoiceField<V>, 'legacy'> = {},
): ChoiceField<V> {
  return { kind: 'choice', label, choices, default: value, ...extra };
}
export const tags = (
  label: string,
  maxItems: number,
  maxLength: number,
  extra: Partial<FieldBase> = {},
): TagsField => ({ kind: 'tags', label, maxItems, maxLength, ...extra });

export function pictureList<F extends Record<string, ItemField>>(
  label: string,
  picture: PictureListField['picture'],
  fields: F,
  template: string,
  extra: Partial<Omit<PictureListField, 'fields' | 'picture'>> = {},
): PictureListField<F> {
  return { kind: 'pictures', label, picture, fields, template, ...extra };
}

export function list<F extends Record<string, RowField>>(
  label: string,
  fields: F,
  template: string,
  extra: Partial<Omit<ListField, 'fields'>> = {},
): ListField<F> {
  return { kind: 'list', label, fields, template, ...extra };
}

/** A choice's value as it is today: an older form through its legacy reader (else null: the default). */
export function currentChoice(
  value: unknown,
  values: readonly string[],
  legacy: (value: string) => string | undefined,
): unknown {
  if (typeof value !== 'string' || values.includes(value)) return value;
  return legacy(value) ?? null;
}

/** Empty strings from the CMS mean "not filled in". */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

type TextOut<F extends TextField> = F['optional'] extends true ? string | undefined : string;
type NumberOut<F extends NumberField> = F['optional'] extends true ? number | undefined : number;
type ItemOut<F> = F extends TextField
  ? TextOut<F>
  : F extends NumberField
    ? NumberOut<F>
    : F extends BooleanField
      ? boolean
      : F extends ChoiceField<infer V>
        ? V
        : F extends TagsField
          ? string[]
          : never;
type RowOut<F> =
  F extends ListField<infer I> ? Array<{ [K in keyof I]: ItemOut<I[K]> }> : ItemOut<F>;
/** A picture of a row: where it is (a site path or an asset URL) and what to keep in a crop. */
export interface RowPicture {
  image: string;
  /** CSS object-position of the file's focal point, e.g. '42% 30%'. */
  focus?: string;
  /** A CMS file's 16 px copy as a data URL, shown until the picture arrives. */
  placeholder?: string;
}
type FieldOut<F> =
  F extends ListField<infer I>
    ? Array<{ [K in keyof I]: RowOut<I[K]> }>
    : F extends PictureListField<infer I>
      ? Array<RowPicture & { [K in keyof I]: ItemOut<I[K]> }>
      : ItemOut<F>;

type OptionalKeys<F extends BlockFields> = {
  [K in keyof F]: F[K] extends { optional: true } ? K : never;
}[keyof F];

/** The view model a set of fields describes; an optional text or number may be left out. */
export type DataOf<F extends BlockFields> = {
  [K in Exclude<keyof F, OptionalKeys<F>>]: FieldOut<F[K]>;
} & { [K in OptionalKeys<F>]?: FieldOut<F[K]> };

/**
 * A translation's words may run longer than the English they translate (Turkish and Arabic
 * marketing copy runs up to about 1.4 times its English here, 'Serving UAE, KSA, Turkey, USA'
 * becoming 56 characters), while the layout a limit protects has room to spare: translated text
 * gets half as much again. Directus's translation fields carry the same limit.
 */
export const TRANSLATED_LIMIT_SCALE = 1.5;
export const translatedTextLimit = (max: number) => Math.ceil(max * TRANSLATED_LIMIT_SCALE);

/** How long text may be: an English record's own limits, or a translation's (scaled). */
interface LimitOptions {
  translated?: boolean;
}
const textLimit = (max: number, { translated = false }: LimitOptions) =>
  translated ? translatedTextLimit(max) : max;

/** At most `max` characters, a fact token ('{fact:projects}') counting as one. */
const withinLimit = (schema: z.ZodString, max: number) =>
  schema.refine((value) => lengthCountingFacts(value) <= max, {
    message: `Too big: expected string to have <=${max} characters`,
  });

function itemSchema(field: ItemField, limits: LimitOptions): z.ZodType {
  switch (field.kind) {
    case 'text': {
      const base = withinLimit(z.string().trim().min(1), textLimit(field.max, limits));
      return field.optional
        ? z
            .preprocess(blankToUndefined, base.optional().nullable())
            .transform((v) => v ?? undefined)
        : z.preprocess(blankToUndefined, base);
    }
    case 'number': {
      let base = z.coerce.number().finite();
      if (field.min !== undefined) base = base.min(field.min);
      if (field.max !== undefined) base = base.max(field.max);
      return field.optional
        ? z
            .preprocess(blankToUndefined, base.optional().nullable())
            .transform((v) => v ?? undefined)
        : base;
    }
    case 'boolean':
      // SQLite-backed Directus sends 0/1 for booleans inside a many-to-any item.
      return z
        .preprocess((v) => (v === 0 || v === 1 ? v === 1 : v), z.boolean().nullish())
        .transform((v) => v ?? field.default);
    case 'tags':
      return z.preprocess(
        (value) => value ?? [],
        z
          .array(withinLimit(z.string().trim().min(1), textLimit(field.maxLength, limits)))
          .max(field.maxItems),
      );
    case 'choice': {
      const values = field.choices.map((option) => option.value) as [string, ...string[]];
      const choiceSchema = z
        .enum(values)
        .nullish()
        .transform((v) => v ?? field.default);
      const { legacy } = field;
      return legacy
        ? z.preprocess((v) => currentChoice(v, values, legacy), choiceSchema)
        : choiceSchema;
    }
  }
}

function fieldSchema(field: BlockField, limits: LimitOptions): z.ZodType {
  if (field.kind === 'pictures') {
    let rows = z.array(
      z.object({
        image: z.string().trim().min(1),
        focus: z.string().optional(),
        placeholder: z
          .string()
          .regex(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/)
          .optional(),
        ...Object.fromEntries(
          Object.entries(field.fields).map(([name, f]) => [name, itemSchema(f, limits)]),
        ),
      }),
    );
    if (field.max !== undefined) rows = rows.max(field.max);
    return z.preprocess((value) => value ?? [], rows);
  }
  if (field.kind !== 'list') return itemSchema(field, limits);
  const row = z.object(
    Object.fromEntries(
      Object.entries(field.fields).map(([name, f]) => [name, fieldSchema(f, limits)]),
    ),
  );
  let rows = z.array(row);
  if (field.min !== undefined) rows = rows.min(field.min);
  if (field.max !== undefined) rows = rows.max(field.max);
  // An untouched repeater arrives as null: an empty list, unless rows are required.
  return z.preprocess((value) => value ?? [], rows);
}

/**
 * The zod schema of a block's record: unknown keys (id, sort, dates) are dropped. With
 * `translated`, text limits are a translation's (translatedTextLimit).
 */
export function schemaOf<F extends BlockFields>(
  fields: F,
  limits: LimitOptions = {},
): z.ZodType<DataOf<F>> {
  return z.object(
    Object.fromEntries(
      Object.entries(fields).map(([name, field]) => [name, fieldSchema(field, limits)]),
    ),
  ) as unknown as z.ZodType<DataOf<F>>;
}
