import { CircleCheck, TriangleAlert } from '@/components/ui/icons';
import { LineIcon } from '@/components/illustrations/line-icon';
import { SectionHeading } from '@/components/sections/section-heading';
import type { IndustryDetail } from '@/lib/content/types';
import { industrySectionCopy as copy } from '@/content-fallback/pages/detail-copy';
import { SECTION_LABELS } from '@/content-fallback/ui-labels';

/** Challenges with their impact points beside our solutions with benefits; the featured solution is marked. */
export function ChallengesSolutions({
  data,
}: {
  data: NonNullable<IndustryDetail['challengesSolutions']>;
}) {
  return (
    <section aria-labelledby="industry-challenges-title" className="bg-surface py-16 md:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="industry-challenges-title"
          title={copy.challengesHeading}
          description={data.approachDescription}
        />
        <div className="mt-12 grid gap-10 lg:grid-cols-2">
          <div>
            <h3 className="text-ink text-xl font-semibold">{copy.challengesLabel}</h3>
            <ul className="mt-6 space-y-4">
              {data.challenges.map((challenge) => (
                <li
                  key={challenge.title}
                  className="rounded-2xl border border-slate-200 bg-white p-6"
                >
                  <h4 className="text-ink flex items-center gap-3 font-semibold">
                    <LineIcon name={challenge.iconClass} className="size-5 text-rose-600" />
                    {challenge.title}
                  </h4>
                  <p className="text-muted mt-2">{challenge.description}</p>
                  <ul
                    aria-label={SECTION_LABELS.challengeImpact(challenge.title)}
                    className="text-ink mt-3 space-y-1 text-sm"
                  >
                    {challenge.impactPoints.map((point) => (
                      <li key={point} className="flex gap-2">
                        <TriangleAlert
                          aria-hidden="true"
                          className="mt-0.5 size-4 shrink-0 text-amber-600"
                        />
                        {point}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-ink text-xl font-semibold">{copy.solutionsLabel}</h3>
            <ul className="mt-6 space-y-4">
              {data.solutions.map((solution) => (
                <li
                  key={solution.title}
                  data-featured={solution.isFeatured || undefined}
                  className={`rounded-2xl bg-white p-6 ${solution.isFeatured ? 'border-primary border-2 shadow-md' : 'border border-slate-200'}`}
                >
                  <h4 className="text-ink flex flex-wrap items-center gap-3 font-semibold">
                    <LineIcon name={solution.iconClass} className="text-primary size-5" />
                    {solution.title}
                    {solution.isFeatured && (
                      <span className="bg-primary rounded-full px-2.5 py-0.5 text-xs font-semibold text-white">
                        {copy.featuredSolution}
                      </span>
                    )}
                  </h4>
                  <p className="text-muted mt-2">{solution.description}</p>
                  <ul
                    aria-label={SECTION_LABELS.solutionBenefits(solution.title)}
                    className="text-ink mt-3 space-y-1 text-sm"
                  >
                    {solution.benefits.map((benefit) => (
                      <li key={benefit} className="flex gap-2">
                        <CircleCheck
                          aria-hidden="true"
                          className="text-accent mt-0.5 size-4 shrink-0"
                        />
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
