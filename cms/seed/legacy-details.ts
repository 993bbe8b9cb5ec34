/**
 * The `detail` JSON an earlier schema kept on services (an editor's changes included) becomes the
 * service's blocks when cms:seed drops the field.
 */
import { BLOCK_CATALOG, type PageBlock } from '@/blocks/catalog';
import { platformBrandOf } from '@/lib/blocks/brand-names';
import { LINE_ICON_NAMES, serviceIconNameOf, type LineIconName } from '@/lib/blocks/icon-names';
import { toServiceDetail } from '@/lib/content/detail-pages';
import type { Service, ServiceDetail } from '@/lib/content/types';
import { serviceDetailBlocks } from '@/lib/content/bundled-blocks/services';

/** The kept JSON names its icons and marks as it was typed: a line icon, else the check mark. */
const lineIconOf = (name: unknown): LineIconName =>
  LINE_ICON_NAMES.find((candidate) => candidate === name) ?? 'check';

type LegacyShowcaseItem = { iconUrl?: string };
type LegacyPlatform = { brand?: string };

/**
 * The kept `detail` JSON in the bundle's shape: a showcase row's icon path becomes its icon's
 * name, a platform's brand (as an editor wrote it) its mark, an unknown benefit icon the check.
 */
function detailFromLegacy(legacy: ServiceDetail, slug: string): ServiceDetail {
  const { showcase, platforms, iconBenefits } = legacy;
  return {
    ...legacy,
    slug,
    ...(showcase && {
      showcase: {
        ...showcase,
        items: showcase.items.map((item) => {
          const { iconUrl, ...rest } = item as typeof item & LegacyShowcaseItem;
          return { ...rest, icon: serviceIconNameOf(iconUrl) };
        }),
      },
    }),
    ...(platforms && {
      platforms: {
        ...platforms,
        categories: platforms.categories.map((category) => ({
          ...category,
          platforms: category.platforms.map((platform) => ({
            ...platform,
            brand: platformBrandOf((platform as LegacyPlatform).brand),
          })),
        })),
      },
    }),
    ...(iconBenefits && {
      iconBenefits: {
        ...iconBenefits,
        cards: iconBenefits.cards.map((card) => ({ ...card, icon: lineIconOf(card.icon) })),
      },
    }),
  };
}

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
    blocks = serviceDetailBlocks(detailFromLegacy(legacyDetail as ServiceDetail, service.slug));
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
