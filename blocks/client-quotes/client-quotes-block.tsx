import { Quote, Star } from '@/components/ui/icons';
import { LandingSection } from '@/components/landing/landing-section';
import type { BlockData } from '@/blocks/catalog';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';
import { getUiLabels } from '@/lib/content/copy';

/** Client quotes in cards of three, each with five stars, where it was posted and who said it. */
export function ClientQuotesBlock({
  id,
  data,
  editable = notEditable,
}: {
  id: string;
  data: BlockData<'client_quotes'>;
  editable?: Editable<BlockData<'client_quotes'>>;
}) {
  const { fiveStars } = getUiLabels().REVIEW_LABELS;
  return (
    <LandingSection
      name="testimonials"
      anchor={data.anchor}
      headingId={`${data.anchor ?? id}-heading`}
      heading={data.heading}
      description={data.description}
      edit={{ title: editable('heading'), description: editable('description') }}
      className="bg-white"
    >
      <ul className="mt-12 grid gap-6 md:grid-cols-3" {...editable('items')}>
        {data.items.map((item) => (
          <li
            key={`${item.author} ${item.city}`}
            className="bg-surface flex flex-col rounded-3xl p-6"
          >
            <div className="flex items-center justify-between">
              <span className="text-primary-dark text-sm font-semibold">{item.source}</span>
              <span className="flex text-amber-500" aria-label={fiveStars} role="img">
                {[0, 1, 2, 3, 4].map((star) => (
                  <Star key={star} aria-hidden="true" className="size-4 fill-current" />
                ))}
              </span>
            </div>
            <blockquote className="text-ink mt-4 flex-1 leading-relaxed">
              <Quote aria-hidden="true" className="text-primary/40 mb-2 size-6" />
              <p>{item.quote}</p>
            </blockquote>
            <p className="text-ink mt-6 font-semibold">{item.author}</p>
            <p className="text-muted text-sm">
              {item.industry} · {item.city}
            </p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
