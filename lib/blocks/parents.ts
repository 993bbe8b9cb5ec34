/**
 * The collections whose items are ordered lists of blocks: pages, and the detail pages of
 * services, industries and projects. Each holds its blocks through its own many-to-any junction
 * `{prefix}_{parent}_blocks` (sort, hide_block), as the Directus Next.js starter's pages do.
 */
/** Block collections are `{prefix}_block_<type>`. */
export const BLOCK_COLLECTION_INFIX = 'block_';

export const BLOCK_PARENTS = ['pages', 'services', 'industries', 'projects'] as const;
export type BlockParent = (typeof BLOCK_PARENTS)[number];

export const blocksJunctionName = (parent: BlockParent, prefix: string) =>
  `${prefix}_${parent}_blocks`;
/** The junction's field that points at the parent item. */
export const junctionParentField = (parent: BlockParent, prefix: string) =>
  `${prefix}_${parent}_id`;

/**
 * What a Directus collection name means for the blocks: a block type's collection (shown by any
 * parent), a parent's junction, or neither.
 */
export function blockCollectionRole(
  collectionName: string,
  prefix: string,
): { kind: 'block' } | { kind: 'junction'; parent: BlockParent } | undefined {
  if (collectionName.startsWith(`${prefix}_${BLOCK_COLLECTION_INFIX}`)) return { kind: 'block' };
  const parent = BLOCK_PARENTS.find(
    (candidate) => blocksJunctionName(candidate, prefix) === collectionName,
  );
  return parent ? { kind: 'junction', parent } : undefined;
}
