import { CircleCheck, TriangleAlert } from '@/components/ui/icons';
import { LineIcon } from '@/components/ui/line-icons';
import { SectionHeading } from '@/components/sections/section-heading';
import type { BlockData } from '@/blocks/catalog';
import { getUiLabels } from '@/lib/content/copy';
import { fillTemplate } from '@/lib/text';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

/** Challenges with their impact points beside our solutions; the featured solution is marked. */
export function ChallengesSolutionsBlock({
  id,
  data,
  editable = notEditable,
}: {
  id: string;
  data: BlockData<'challenges_solutions'>;
  editable?: Editable<BlockData<'challenges_solutions'>>;
}) {
  const base = data.anchor ?? id;
  const labels = getUiLabels().SECTION_LABELS;
  return (
    <section
      id={data.anchor}
      aria-labelledby={`${base}-title`}
      className="bg-surface py-16 md:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={`${base}-title`}
          title={data.heading}
          description={data.description}
          edit={{ title: editable('heading'), description: editable('description') }}
        />
        <div className="mt-12 grid gap-10 lg:grid-cols-2">
          <div>
            <h3 className="text-ink text-xl font-semibold" {...editable('challengesHeading')}>
              {data.challengesHeading}
            </h3>
            <ul className="mt-6 space-y-4" {...editable('challenges')}>
              {data.challenges.map((challenge) => (
                <li
                  key={challenge.title}
                  className="rounded-2xl border border-slate-200 bg-white p-6"
                >
                  <h4 className="text-ink flex items-center gap-3 font-semibold">
                    <LineIcon name={challenge.icon} className="size-5 text-rose-600" />
                    {challenge.title}
                  </h4>
                  <p className="text-muted mt-2">{challenge.description}</p>
                  <ul
                    aria-label={fillTemplate(labels.challengeImpact, {
                      challenge: challenge.title,
                    })}
                    className="text-ink mt-3 space-y-1 text-sm"
                  >
                    {challenge.points.map((point) => (
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
            <h3 className="text-ink text-xl font-semibold" {...editable('solutionsHeading')}>
              {data.solutionsHeading}
            </h3>
            <ul className="mt-6 space-y-4" {...editable('solutions')}>
              {data.solutions.map((solution) => (
                <li
                  key={solution.title}
                  data-featured={solution.featured || undefined}
                  className={`rounded-2xl bg-white p-6 ${solution.featured ? 'border-primary border-2 shadow-md' : 'border border-slate-200'}`}
                >
                  <h4 className="text-ink flex flex-wrap items-center gap-3 font-semibold">
                    <LineIcon name={solution.icon} className="text-primary size-5" />
                    {solution.title}
                    {solution.featured && (
                      <span
                        className="bg-primary rounded-full px-2.5 py-0.5 text-xs font-semibold text-white"
                        {...editable('featuredLabel')}
                      >
                        {data.featuredLabel}
                      </span>
                    )}
                  </h4>
                  <p className="text-muted mt-2">{solution.description}</p>
                  <ul
                    aria-label={fillTemplate(labels.solutionBenefits, { solution: solution.title })}
                    className="text-ink mt-3 space-y-1 text-sm"
                  >
                    {solution.points.map((point) => (
                      <li key={point} className="flex gap-2">
                        <CircleCheck
                          aria-hidden="true"
                          className="text-accent mt-0.5 size-4 shrink-0"
                        />
                        {point}
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
