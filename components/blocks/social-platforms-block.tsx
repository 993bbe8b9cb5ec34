import { SocialPlatformsSection } from '@/components/services/social-platforms';
import type { BlockData } from '@/lib/blocks/catalog';

export function SocialPlatformsBlock({
  id,
  data,
}: {
  id: string;
  data: BlockData<'social_platforms'>;
}) {
  return (
    <SocialPlatformsSection
      id={data.anchor ?? id}
      anchor={data.anchor}
      section={{
        heading: data.heading,
        highlightedText: data.highlight,
        description: data.description,
      }}
      featuresLabel={data.featuresLabel}
      platforms={data.platforms.map((platform) => ({
        id: platform.network,
        name: platform.name,
        description: platform.description,
        features: platform.features,
      }))}
    />
  );
}
