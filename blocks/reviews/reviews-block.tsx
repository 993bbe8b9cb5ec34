import { ReviewsSection } from './reviews';
import type { BlockData } from '@/blocks/catalog';
import { getReviews, getReviewSummary } from '@/lib/content';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

/** The published reviews under the block's heading, with the rating summary's figures filled in. */
export async function ReviewsBlock({
  id,
  data,
  editable = notEditable,
}: {
  id: string;
  data: BlockData<'reviews'>;
  editable?: Editable<BlockData<'reviews'>>;
}) {
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
        edit: { title: editable(['heading', 'highlight']), description: editable('description') },
      }}
      // The reviews are the Reviews collection's; the block holds the words around them.
      reviews={reviews}
      summary={summary}
      summaryText={summaryText}
      summaryEdit={editable('summary')}
    />
  );
}
