import { Trophy } from '@/components/ui/icons';
import { SectionHeading } from '@/components/sections/section-heading';
import type { ProjectDetail } from '@/lib/content/types';
import { projectSectionCopy as copy } from '@/content-fallback/pages/detail-copy';

/** Results: description, metrics and key achievements. */
export function ProjectResults({ results }: { results: NonNullable<ProjectDetail['results']> }) {
  return (
    <section aria-labelledby="project-results-title" className="bg-ink py-16 text-white md:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="project-results-title"
          title={copy.resultsHeading}
          description={results.resultsDescription}
          tone="dark"
        />
        <dl className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {results.metrics.map((metric) => (
            <div
              key={metric.label}
              className="flex flex-col rounded-2xl bg-white/5 p-6 ring-1 ring-white/10"
            >
              <dt className="order-2 mt-1 font-semibold">{metric.label}</dt>
              <dd className="text-primary-light order-1 text-4xl font-bold">{metric.value}</dd>
              <dd className="order-3 mt-1 text-sm text-slate-300">{metric.description}</dd>
            </div>
          ))}
        </dl>
        {results.achievements.length > 0 && (
          <div className="mt-12">
            <h3 className="text-xl font-semibold">{copy.achievementsHeading}</h3>
            <ul className="mt-4 grid gap-3 md:grid-cols-2">
              {results.achievements.map((achievement) => (
                <li key={achievement} className="flex gap-3">
                  <Trophy aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-300" />
                  {achievement}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
