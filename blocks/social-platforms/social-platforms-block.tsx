import { SocialPlatformsSection } from '@/components/services/social-platforms';
import type { BlockData } from '@/blocks/catalog';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

export function SocialPlatformsBlock({
  id,
  data,
  editable = notEditable,
}: {
  id: string;
  data: BlockData<'social_platforms'>;
  editable?: Editable<BlockData<'social_platforms'>>;
}) {
  return (
    <SocialPlatformsSection
      id={data.anchor ?? id}
      anchor={data.anchor}
      section={{
        heading: data.heading,
        highlightedText: data.highlight,
        description: data.description,
        edit: { title: editable(['heading', 'highlight']), description: editable('description') },
      }}
      featuresLabel={data.featuresLabel}
      platformsEdit={editable('platforms')}
      platforms={data.platforms.map((platform) => ({
        id: platform.network,
        name: platform.name,
        description: platform.description,
        features: platform.features,
      }))}
    />
  );
}
