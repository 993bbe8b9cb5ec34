import type { ComponentType, ReactNode } from 'react';
import type { BlockDefinition } from '@/lib/blocks/define';
import { BLOCK_CATALOG, type BlockData, type BlockType, type PageBlock } from '@/blocks/catalog';
import { editableItem, notEditable, type Editable } from '@/lib/visual-editing/editable';
import type { BlockPage } from './block-page';

interface BlockProps<K extends BlockType> {
  id: string;
  data: BlockData<K>;
  page: BlockPage;
  /** Marks a field for Directus's Visual Editor; no attribute outside draft mode. */
  editable: Editable<BlockData<K>>;
}

/** A block type's server component. */
type BlockComponent<K extends BlockType> = (props: BlockProps<K>) => ReactNode | Promise<ReactNode>;

/** A route's block map: the block types it renders and their components (see ./maps). */
export type BlockComponents = { [K in BlockType]?: BlockComponent<K> };
export type AllBlockComponents = { [K in BlockType]: BlockComponent<K> };

/**
 * What a route renders its blocks with: the components of the block types it offers, and the
 * observers its blocks may need. A route ships the client code of everything its map imports,
 * rendered or not, so a route without fading or entering blocks leaves the observers out (its
 * items then simply show).
 */
export interface BlockMap<C extends BlockComponents = BlockComponents> {
  components: C;
  /** Fades [data-reveal] items in on scroll. */
  RevealObserver?: ComponentType;
  /** Plays the careers cards' entrance ([data-animate-on-view]). */
  EntranceObserver?: ComponentType;
}

function renderBlock<K extends BlockType>(
  block: Extract<PageBlock, { type: K }>,
  page: BlockPage,
  components: BlockComponents,
) {
  const Component = components[block.type] as BlockComponent<K> | undefined;
  if (!Component) {
    // The CMS offers every block type on every page; a route renders those of its map.
    console.warn(
      `[content] page ${page.slug}: block ${block.id} (${block.type}) left out: this page does not offer that block type.`,
    );
    return null;
  }
  return (
    <Component
      key={block.id}
      id={block.id}
      data={block.data as BlockData<K>}
      page={page}
      editable={block.source ? editableItem(block.source, listFields(block.type)) : notEditable}
    />
  );
}

/** A block type's repeaters and picture lists: the Visual Editor opens them in its drawer. */
function listFields(type: BlockType): string[] {
  const { fields } = BLOCK_CATALOG[type] as BlockDefinition;
  return Object.entries(fields)
    .filter(([, field]) => field.kind === 'list' || field.kind === 'pictures')
    .map(([name]) => name);
}

/** Whether a block fades its items in, so the page needs the reveal observer. */
export const blockReveals = (block: PageBlock): boolean => appliesTo(block, 'reveals');

/**
 * A page's blocks in order, from the CMS or content-fallback alike, through the route's block map
 * (./maps).
 */
export function RenderBlocks({
  blocks,
  page,
  map,
}: {
  blocks: PageBlock[];
  page: BlockPage;
  map: BlockMap;
}) {
  const { RevealObserver, EntranceObserver } = map;
  const reveals = blocks.some((block) => appliesTo(block, 'reveals'));
  const animates = blocks.some((block) => appliesTo(block, 'animatesOnView'));
  return (
    <>
      {blocks.map((block) => renderBlock(block, page, map.components))}
      {reveals && RevealObserver && <RevealObserver />}
      {animates && EntranceObserver && <EntranceObserver />}
    </>
  );
}

/** Whether a block needs the page's reveal or entrance observer (some only in some layouts). */
function appliesTo(block: PageBlock, motion: 'reveals' | 'animatesOnView'): boolean {
  const rule = (BLOCK_CATALOG[block.type] as BlockDefinition)[motion];
  return typeof rule === 'function'
    ? (rule as (data: unknown) => boolean)(block.data)
    : rule === true;
}
