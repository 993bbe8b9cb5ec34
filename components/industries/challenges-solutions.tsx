import { CircleCheck, TriangleAlert } from 'lucide-react';
import { LineIcon } from '@/components/illustrations/line-icon';
import { SectionHeading } from '@/components/sections/section-heading';
import type { IndustryDetail } from '@/lib/content/types';
import { industrySectionCopy as copy } from '@/content-fallback/pages/detail-copy';

/** Challenges with their impact points beside our solutions with benefits; the featured solution is marked. */
export function ChallengesSolutions({ data }: { data: NonNullable<IndustryDetail['challengesSolutions']> }) {
  return (
    <section aria-labelledby="industry-challenges-title" className="bg-surface py-16 md:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="industry-challenges-title" title={copy.challengesHeading} description={data.approachDescription} />
        <div className="mt-12 grid gap-10 lg:grid-cols-2">
          <div>
            <h3 className="text-xl font-semibold text-ink">{copy.challengesLabel}</h3>
            <ul className="mt-6 space-y-4">
              {data.challenges.map((challenge) => (
                <li key={challenge.title} className="rounded-2xl border border-slate-200 bg-white p-6">
                  <h4 className="flex items-center gap-3 font-semibold text-ink">
                    <LineIcon name={challenge.iconClass} className="size-5 text-rose-600" />
                    {challenge.title}
                  </h4>
                  <p className="mt-2 text-muted">{challenge.description}</p>
                  <ul aria-label={`Impact of ${challenge.title}`} className="mt-3 space-y-1 text-sm text-ink">
                    {challenge.impactPoints.map((point) => (
                      <li key={point} className="flex gap-2">
                        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
                        {point}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-xl font-semibold text-ink">{copy.solutionsLabel}</h3>
            <ul className="mt-6 space-y-4">
              {data.solutions.map((solution) => (
                <li
                  key={solution.title}
                  data-featured={solution.isFeatured || undefined}
                  className={`rounded-2xl bg-white p-6 ${solution.isFeatured ? 'border-2 border-primary shadow-md' : 'border border-slate-200'}`}
                >
                  <h4 className="flex flex-wrap items-center gap-3 font-semibold text-ink">
                    <LineIcon name={solution.iconClass} className="size-5 text-primary" />
                    {solution.title}
                    {solution.isFeatured && (
                      <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-white">{copy.featuredSolution}</span>
                    )}
                  </h4>
                  <p className="mt-2 text-muted">{solution.description}</p>
                  <ul aria-label={`Benefits of ${solution.title}`} className="mt-3 space-y-1 text-sm text-ink">
                    {solution.benefits.map((benefit) => (
                      <li key={benefit} className="flex gap-2">
                        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
                        {benefit}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
