import { buttonClassName } from '@/components/ui/button';
import { Star } from '@/components/ui/icons';
import type { ReviewSummary } from '@/lib/content/types';
import type { HomeCopy } from '@/content-fallback/home';
import type { ResolvedCtaLink } from '@/lib/sections/cta-link';
import { CtaLink } from '@/components/ui/cta-link';
import { HOME_LABELS } from '@/content-fallback/ui-labels';

/** Home block 9: get expert advice, with the marketing claims and the review summary. */
export function ExpertAdviceBanner({
  copy,
  summary,
  cta,
}: {
  copy: HomeCopy['expertAdvice'];
  summary: ReviewSummary;
  cta: ResolvedCtaLink;
}) {
  return (
    <section
      aria-labelledby="home-advice-title"
      data-home-section="expert-advice"
      className="py-16 md:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="bg-primary grid gap-10 rounded-3xl px-6 py-12 text-white md:px-12 lg:grid-cols-[1.4fr_1fr] lg:items-center">
          <div>
            <h2 id="home-advice-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
              {copy.heading}
            </h2>
            {copy.description && <p className="mt-4 text-lg text-white">{copy.description}</p>}
            {copy.ctaText && (
              <CtaLink
                link={cta}
                className={buttonClassName({
                  variant: 'inverse',
                  surface: 'dark',
                  className: 'mt-8',
                })}
              >
                {copy.ctaText}
              </CtaLink>
            )}
          </div>
          <dl className="grid grid-cols-2 gap-6 text-center">
            <div className="flex flex-col rounded-2xl bg-white/10 p-6">
              <dt className="text-sm text-white">{copy.projectsLabel}</dt>
              <dd className="order-first text-4xl font-bold">{copy.projectsValue}</dd>
            </div>
            <div className="flex flex-col rounded-2xl bg-white/10 p-6">
              <dt className="text-sm text-white">{copy.satisfiedLabel}</dt>
              <dd className="order-first text-4xl font-bold">{copy.satisfiedValue}</dd>
            </div>
            <div className="col-span-2 rounded-2xl bg-white/10 p-6">
              <dt className="sr-only">{HOME_LABELS.ratingTerm(summary.platform)}</dt>
              <dd>
                <span className="flex items-center justify-center gap-1" aria-hidden="true">
                  {Array.from({ length: Math.round(summary.maxRating) }, (_, star) => (
                    <Star
                      key={star}
                      className={`size-5 ${star < Math.round(summary.rating) ? 'fill-amber-300 text-amber-300' : 'text-white/40'}`}
                    />
                  ))}
                </span>
                <span className="mt-2 block text-lg font-semibold">
                  {HOME_LABELS.ratingSummary(
                    summary.rating,
                    summary.maxRating,
                    summary.reviewCount,
                  )}
                </span>
                <span className="block text-sm text-white">
                  {HOME_LABELS.ratingPlatform(summary.platform)}
                </span>
              </dd>
            </div>
          </dl>
        </div>
      </div>
    </section>
  );
}
