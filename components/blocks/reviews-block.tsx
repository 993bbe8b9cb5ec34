import { ReviewsSection } from '@/components/sections/reviews';
import type { BlockData } from '@/lib/blocks/catalog';
import { getReviews, getReviewSummary } from '@/lib/content';

/** The published reviews under the block's heading, with the rating summary's figures filled in. */
export async function ReviewsBlock({ id, data }: { id: string; data: BlockData<'reviews'> }) {
  const reviews = await getReviews();
  const summary = getReviewSummary();
  const summaryText = data.summary
    .replaceAll('{count}', String(summary.reviewCount))
    .replaceAll('{platform}', summary.platform);
  return (
    <ReviewsSection
      id={data.anchor ?? id}
      anchor={data.anchor}
      section={{
        heading: data.heading,
        highlightedText: data.highlight,
        description: data.description,
      }}
      reviews={reviews}
      summary={summary}
      summaryText={summaryText}
    />
  );
}
