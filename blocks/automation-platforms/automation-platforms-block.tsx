import { AutomationPlatformsSection } from '@/components/services/automation-platforms';
import type { BlockData } from '@/blocks/catalog';
import type { AutomationPlatformCategory } from '@/lib/content/types';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

type Data = BlockData<'automation_platforms'>;

/** Each category with its platforms, in the order of the categories' rows. */
function platformsByCategory(data: Data): AutomationPlatformCategory[] {
  return data.categories.map((category) => ({
    categoryName: category.name,
    description: category.description,
    platforms: data.platforms
      .filter((platform) => platform.category === category.name)
      .map((platform) => ({
        name: platform.name,
        description: platform.description,
        brand: platform.icon === 'none' ? undefined : platform.icon,
        brandColor: platform.color,
        features: platform.features,
        benefitMetric: platform.metric,
        benefitDescription: platform.metricText,
      })),
  }));
}

export function AutomationPlatformsBlock({
  id,
  data,
  editable = notEditable,
}: {
  id: string;
  data: Data;
  editable?: Editable<Data>;
}) {
  return (
    <AutomationPlatformsSection
      id={data.anchor ?? id}
      anchor={data.anchor}
      section={{
        heading: data.heading,
        highlightedText: data.highlight,
        description: data.description,
        edit: { title: editable(['heading', 'highlight']), description: editable('description') },
      }}
      featuresLabel={data.featuresLabel}
      categories={platformsByCategory(data)}
      edit={{ categories: editable('categories'), platforms: editable('platforms') }}
    />
  );
}
