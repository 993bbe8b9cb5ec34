import { FeatureCards } from '@/components/sections/feature-cards';
import { SectionHeading } from '@/components/sections/section-heading';
import type { ProjectDetail } from '@/lib/content/types';
import { projectSectionCopy as copy } from '@/content-fallback/pages/detail-copy';

type ChallengeSolutionData = NonNullable<ProjectDetail['challengeSolution']>;

export function ChallengeSolution({ data }: { data: ChallengeSolutionData }) {
  return (
    <section aria-labelledby="project-challenge-title" className="bg-surface py-16 md:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="project-challenge-title" title={copy.challengeHeading} />
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          <div className="rounded-2xl border-l-4 border-rose-500 bg-white p-8">
            <h3 className="text-ink text-xl font-semibold">{copy.challengeLabel}</h3>
            <p className="text-muted mt-3">{data.challenge}</p>
          </div>
          <div className="border-accent rounded-2xl border-l-4 bg-white p-8">
            <h3 className="text-ink text-xl font-semibold">{copy.solutionLabel}</h3>
            <p className="text-muted mt-3">{data.solution}</p>
          </div>
        </div>
      </div>
    </section>
  );
}

/** Key features: highlighted ones marked; benefits revealed on hover and on keyboard focus. */
export function KeyFeatures({ features }: { features: ChallengeSolutionData['keyFeatures'] }) {
  if (features.length === 0) return null;
  return (
    <section aria-labelledby="project-features-title" className="bg-white py-16 md:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="project-features-title" title={copy.keyFeaturesHeading} />
        <div className="mt-12">
          <FeatureCards
            label={copy.keyFeaturesHeading}
            highlightLabel={copy.highlighted}
            cards={features.map((feature) => ({
              title: feature.title,
              description: feature.description,
              benefits: feature.benefits,
              icon: feature.iconClass,
              highlighted: feature.isHighlighted,
            }))}
          />
        </div>
      </div>
    </section>
  );
}
