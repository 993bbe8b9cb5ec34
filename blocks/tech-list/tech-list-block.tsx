import { TechListSection } from './tech-list';
import type { BlockData } from '@/blocks/catalog';
import { getSchedulerUrl } from '@/lib/content';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

export async function TechListBlock({
  id,
  data,
  editable = notEditable,
}: {
  id: string;
  data: BlockData<'tech_list'>;
  editable?: Editable<BlockData<'tech_list'>>;
}) {
  const schedulerUrl = await getSchedulerUrl();
  return (
    <TechListSection
      id={data.anchor ?? id}
      anchor={data.anchor}
      section={{
        heading: data.heading,
        highlightedText: data.highlight,
        description: data.description,
        edit: { title: editable(['heading', 'highlight']), description: editable('description') },
      }}
      data={{ ctaText: data.buttonLabel, ctaLink: data.link, techItems: data.items }}
      schedulerUrl={schedulerUrl}
      edit={{ items: editable('items'), cta: editable(['buttonLabel', 'link']) }}
    />
  );
}
