import type { ProjectDetail } from '@/lib/content/types';
import { projectSectionCopy as copy } from '@/content-fallback/pages/detail-copy';
import { OPENS_IN_NEW_TAB } from '@/content-fallback/ui-labels';

type DetailKey = 'client' | 'industry' | 'projectType' | 'duration' | 'teamSize';
const detailKeys: DetailKey[] = ['client', 'industry', 'projectType', 'duration', 'teamSize'];

/** Project details (client, industry, type, duration, team size, services) and the overview; id="overview" for the hero link. */
export function ProjectOverview({ project }: { project: ProjectDetail }) {
  const { overview } = project;
  const details = detailKeys.filter((key) => overview[key].trim());
  return (
    <section
      id="overview"
      aria-labelledby="project-overview-title"
      className="scroll-mt-20 bg-white py-16 md:py-24"
    >
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.6fr] lg:px-8">
        <div className="bg-surface self-start rounded-2xl p-8">
          <h2 id="project-details-title" className="text-ink text-xl font-semibold">
            {copy.detailsHeading}
          </h2>
          <dl className="mt-6 space-y-4">
            {details.map((key) => (
              <div key={key}>
                <dt className="text-muted text-sm font-medium">{copy.labels[key]}</dt>
                <dd className="text-ink font-semibold">{overview[key]}</dd>
              </div>
            ))}
            {overview.services.length > 0 && (
              <div>
                <dt className="text-muted text-sm font-medium">{copy.labels.services}</dt>
                <dd>
                  <ul className="mt-1 flex flex-wrap gap-2">
                    {overview.services.map((service) => (
                      <li
                        key={service}
                        className="bg-primary-light text-primary-dark rounded-full px-3 py-1 text-xs font-medium"
                      >
                        {service}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            )}
            <div>
              <dt className="text-muted text-sm font-medium">{copy.labels.status}</dt>
              <dd className="text-ink inline-flex items-center gap-2 font-semibold">
                <span aria-hidden="true" className="bg-accent size-2 rounded-full" />
                {project.metadata.status}
              </dd>
            </div>
          </dl>
        </div>
        <div>
          <h2
            id="project-overview-title"
            className="text-ink text-3xl font-bold tracking-tight sm:text-4xl"
          >
            {copy.overviewHeading}
          </h2>
          <p className="text-muted mt-6 text-lg leading-relaxed">{overview.detailedDescription}</p>
          {project.metadata.projectUrl && (
            <a
              href={project.metadata.projectUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="text-primary-dark hover:text-primary mt-8 inline-flex font-semibold underline underline-offset-4"
            >
              {copy.liveLinkLabel}
              <span className="sr-only"> {OPENS_IN_NEW_TAB}</span>
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
