import { TechListSection } from '@/components/sections/tech-list';
import type { BlockData } from '@/lib/blocks/catalog';
import { getSchedulerUrl } from '@/lib/content';

export async function TechListBlock({ id, data }: { id: string; data: BlockData<'tech_list'> }) {
  const schedulerUrl = await getSchedulerUrl();
  return (
    <TechListSection
      id={data.anchor ?? id}
      anchor={data.anchor}
      section={{
        heading: data.heading,
        highlightedText: data.highlight,
        description: data.description,
      }}
      data={{ ctaText: data.buttonLabel, ctaLink: data.link, techItems: data.items }}
      schedulerUrl={schedulerUrl}
    />
  );
}
