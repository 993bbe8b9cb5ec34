import { ServiceShowcase } from './service-showcase';
import type { BlockData } from '@/blocks/catalog';
import { serviceIconPath } from '@/lib/blocks/icon-names';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

/** The showcase's ids (data-showcase, its panels) follow the anchor, else the block's id. */
export function ServiceShowcaseBlock({
  id,
  data,
  editable = notEditable,
}: {
  id: string;
  data: BlockData<'service_showcase'>;
  editable?: Editable<BlockData<'service_showcase'>>;
}) {
  return (
    <ServiceShowcase
      anchor={data.anchor}
      itemsEdit={editable('items')}
      set={{
        id: data.anchor ?? id,
        section: {
          heading: data.heading,
          highlightedText: data.highlight,
          description: data.description,
          edit: { title: editable(['heading', 'highlight']), description: editable('description') },
        },
        items: data.items.map((item, index) => ({
          itemNumber: index + 1,
          mainTitle: item.title,
          secondaryTitle: item.subtitle,
          shortDescription: item.description,
          iconUrl: item.icon === 'none' ? undefined : serviceIconPath(item.icon),
        })),
      }}
    />
  );
}
