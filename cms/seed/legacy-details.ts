/**
 * The `detail` JSON an earlier schema kept on services (an editor's changes included) becomes the
 * service's blocks when cms:seed drops the field.
 */
import { BLOCK_CATALOG, type PageBlock } from '@/blocks/catalog';
import { toServiceDetail } from '@/lib/content/detail-pages';
import type { Service, ServiceDetail } from '@/lib/content/types';
import { serviceDetailBlocks } from '@/content-fallback/detail-blocks/services';

/**
 * A service's blocks: from the `detail` JSON an earlier schema kept (an editor's changes
 * included), else its bundled sections. A detail that gives no valid blocks throws, naming the
 * service, block and field.
 */
export function serviceBlocksFrom(service: Service, legacyDetail: unknown): PageBlock[] {
  if (!legacyDetail) return serviceDetailBlocks(toServiceDetail(service));
  const where = `${service.slug}: its detail JSON`;
  let blocks: PageBlock[];
  try {
    blocks = serviceDetailBlocks({ ...(legacyDetail as ServiceDetail), slug: service.slug });
  } catch (error) {
    throw new Error(
      `${where} lacks a section (${String(error)}); fix it in Directus and seed again.`,
    );
  }
  for (const block of blocks) {
    const parsed = BLOCK_CATALOG[block.type].schema.safeParse(block.data);
    const issue = parsed.error?.issues[0];
    if (issue)
      throw new Error(
        `${where} gives an invalid ${block.type} block (${issue.path.join('.')}: ${issue.message}); fix it in Directus and seed again.`,
      );
  }
  return blocks;
}
