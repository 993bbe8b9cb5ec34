import { HeadedSection } from '@/components/sections/headed-section';
import { Star } from '@/components/ui/icons';
import type { Review, ReviewSummary } from '@/lib/content/types';
import type { SectionData } from '@/lib/sections/types';
import type { EditAttrs } from '@/lib/visual-editing/types';
import { getUiLabels } from '@/lib/content/copy';
import { fillTemplate } from '@/lib/text';

function Stars({ rating, max }: { rating: number; max: number }) {
  return (
    <span className="flex gap-0.5" aria-hidden="true">
      {Array.from({ length: Math.round(max) }, (_, star) => (
        <Star
          key={star}
          className={`size-4 ${star < Math.round(rating) ? 'fill-amber-400 text-amber-400' : 'text-slate-300'}`}
        />
      ))}
    </span>
  );
}

/** Client reviews with the review-platform rating summary (4.9/5 from 23 reviews). */
export function ReviewsSection({
  id,
  anchor,
  section,
  reviews,
  summary,
  summaryText,
  summaryEdit,
}: {
  id: string;
  /** The section's own id, the target of '#anchor' links. */
  anchor?: string;
  section: SectionData;
  reviews: Review[];
  summary: ReviewSummary;
  /** The words after the bold rating: 'from 23 reviews on Google'. */
  summaryText: string;
  /** The Visual Editor's mark on the summary's words (draft mode only). */
  summaryEdit?: EditAttrs;
}) {
  const labels = getUiLabels().REVIEW_LABELS;
  return (
    <HeadedSection id={id} anchor={anchor} section={section} className="py-16 md:py-24">
      <p className="text-ink mt-6 flex items-center justify-center gap-2" {...summaryEdit}>
        <Stars rating={summary.rating} max={summary.maxRating} />
        <span>
          <strong>
            {summary.rating}/{summary.maxRating}
          </strong>{' '}
          {summaryText}
        </span>
      </p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {reviews.map((review) => (
          <li key={review.id} data-reveal>
            <figure className="h-full rounded-2xl border border-slate-200 bg-white p-6">
              <Stars rating={review.rating} max={summary.maxRating} />
              <span className="sr-only">
                {fillTemplate(labels.rated, {
                  rating: review.rating,
                  maxRating: summary.maxRating,
                })}
              </span>
              <blockquote className="text-ink mt-4">
                <p>{review.content}</p>
              </blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="text-ink block font-semibold">{review.name}</span>
                <span className="text-muted block">{review.title}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
