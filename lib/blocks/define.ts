import type { z } from 'zod';
import { schemaOf, type BlockFields, type DataOf } from './fields';

/** A block type: its Directus collection (`{prefix}_block_<type>`), editor labels and fields. */
export interface BlockDefinition<T extends string = string, F extends BlockFields = BlockFields> {
  type: T;
  /** Name of the block in Directus's "Add block" menu. */
  label: string;
  /** Material icon of the collection in Directus. */
  icon: string;
  /** What the block shows, for editors (the collection note). */
  note: string;
  /** Row title of the block in a page's block list, e.g. '{{heading}}'. */
  template: string;
  fields: F;
  schema: z.ZodType<DataOf<F>>;
  /** The same record in another language: text may run longer (translatedTextLimit). */
  translatedSchema: z.ZodType<DataOf<F>>;
  /**
   * Renders items that fade in on scroll (the page then loads the shared reveal observer). A
   * function when only some layouts of the block do.
   */
  reveals?: boolean | ((data: DataOf<F>) => boolean);
  /**
   * Renders cards that play an entrance when scrolled into view ([data-animate-on-view]); the page
   * then loads that observer. A function when only some layouts of the block do.
   */
  animatesOnView?: boolean | ((data: DataOf<F>) => boolean);
}

export function defineBlock<const T extends string, F extends BlockFields>(
  definition: Omit<BlockDefinition<T, F>, 'schema' | 'translatedSchema'>,
): BlockDefinition<T, F> {
  return {
    ...definition,
    schema: schemaOf(definition.fields),
    translatedSchema: schemaOf(definition.fields, { translated: true }),
  };
}
