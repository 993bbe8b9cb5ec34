import { buttonClassName } from '@/components/ui/button';
import { Star } from '@/components/ui/icons';
import { fillTemplate } from '@/lib/text';
import type { BlockData } from '@/blocks/catalog';
import { getSchedulerUrl } from '@/lib/content';
import { resolveCtaLink } from '@/lib/sections/cta-link';
import { CtaLink } from '@/components/ui/cta-link';
import { getUiLabels } from '@/lib/content/copy';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';
import { homeSectionMarker, type BlockPage } from '../block-page';

/** Expert advice: a booking button, two claims and the review platform's rating. */
export async function ExpertAdviceBlock({
  id,
  data,
  page,
  editable = notEditable,
}: {
  id: string;
  data: BlockData<'expert_advice'>;
  page?: BlockPage;
  editable?: Editable<BlockData<'expert_advice'>>;
}) {
  const schedulerUrl = await getSchedulerUrl();
  const cta = resolveCtaLink(data.ctaLink ?? schedulerUrl, schedulerUrl);
  const summary = {
    platform: data.ratingPlatform,
    rating: data.rating,
    maxRating: data.maxRating,
    reviewCount: data.reviewCount,
  };
  const { ratingTerm } = getUiLabels().HOME_LABELS;
  const headingId = `${id}-title`;
  return (
    <section
      aria-labelledby={headingId}
      {...homeSectionMarker(page, 'expert-advice')}
      className="py-16 md:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="bg-primary grid gap-10 rounded-3xl px-6 py-12 text-white md:px-12 lg:grid-cols-[1.4fr_1fr] lg:items-center">
          <div>
            <h2
              id={headingId}
              className="text-3xl font-bold tracking-tight sm:text-4xl"
              {...editable('heading')}
            >
              {data.heading}
            </h2>
            {data.description && (
              <p className="mt-4 text-lg text-white" {...editable('description')}>
                {data.description}
              </p>
            )}
            <CtaLink
              link={cta}
              edit={editable(['ctaText', 'ctaLink'])}
              className={buttonClassName({
                variant: 'inverse',
                surface: 'dark',
                className: 'mt-8',
              })}
            >
              {data.ctaText}
            </CtaLink>
          </div>
          <dl className="grid grid-cols-2 gap-6 text-center">
            <div
              className="flex flex-col rounded-2xl bg-white/10 p-6"
              {...editable(['projectsValue', 'projectsLabel'])}
            >
              <dt className="text-sm text-white">{data.projectsLabel}</dt>
              <dd className="order-first text-4xl font-bold">{data.projectsValue}</dd>
            </div>
            <div
              className="flex flex-col rounded-2xl bg-white/10 p-6"
              {...editable(['satisfiedValue', 'satisfiedLabel'])}
            >
              <dt className="text-sm text-white">{data.satisfiedLabel}</dt>
              <dd className="order-first text-4xl font-bold">{data.satisfiedValue}</dd>
            </div>
            <div className="col-span-2 rounded-2xl bg-white/10 p-6">
              <dt className="sr-only">
                {fillTemplate(ratingTerm, { platform: summary.platform })}
              </dt>
              <dd>
                <span className="flex items-center justify-center gap-1" aria-hidden="true">
                  {Array.from({ length: Math.round(summary.maxRating) }, (_, star) => (
                    <Star
                      key={star}
                      className={`size-5 ${star < Math.round(summary.rating) ? 'fill-amber-300 text-amber-300' : 'text-white/40'}`}
                    />
                  ))}
                </span>
                <span
                  className="mt-2 block text-lg font-semibold"
                  {...editable(['ratingLine', 'rating', 'maxRating', 'reviewCount'])}
                >
                  {fillTemplate(data.ratingLine, {
                    rating: summary.rating,
                    best: summary.maxRating,
                    count: summary.reviewCount,
                  })}
                </span>
                <span
                  className="block text-sm text-white"
                  {...editable(['platformLine', 'ratingPlatform'])}
                >
                  {fillTemplate(data.platformLine, { platform: summary.platform })}
                </span>
              </dd>
            </div>
          </dl>
        </div>
      </div>
    </section>
  );
}
