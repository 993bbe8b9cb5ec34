import { buttonClassName } from '@/components/ui/button';
import { Briefcase, MapPin } from '@/components/ui/icons';
import type { JobCardModel } from '@/lib/routes/careers';
import { careersCopy } from '@/content-fallback/pages/careers';

const primaryLinkClass = buttonClassName({ className: 'shrink-0' });

/** 'Open Positions': job cards, or the empty state with 'Send Us Your Resume' (spec 02 §4). */
export function OpenPositions({ jobs, resumeHref }: { jobs: JobCardModel[]; resumeHref: string }) {
  return (
    <section
      id="open-positions"
      aria-labelledby="open-positions-heading"
      className="scroll-mt-20 bg-white"
    >
      <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
        <h2
          id="open-positions-heading"
          className="text-ink text-3xl font-bold tracking-tight sm:text-4xl"
        >
          {careersCopy.openPositions.heading}
        </h2>
        <p className="text-muted mt-3 text-lg">{careersCopy.openPositions.description}</p>
        {jobs.length > 0 ? (
          <ul className="mt-10 grid gap-6">
            {jobs.map((job) => (
              <li
                key={job.id}
                data-animate-on-view
                data-testid="job-card"
                className="rounded-2xl border border-slate-200 p-6 shadow-sm"
              >
                <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
                  <div>
                    <h3 className="text-ink text-xl font-semibold">{job.title}</h3>
                    <p className="text-muted mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
                      <span className="inline-flex items-center gap-1.5">
                        <MapPin aria-hidden="true" className="size-4" />
                        {job.location}
                      </span>
                      {job.employmentType && (
                        <span className="inline-flex items-center gap-1.5">
                          <Briefcase aria-hidden="true" className="size-4" />
                          {job.employmentType}
                        </span>
                      )}
                    </p>
                    <p className="text-muted mt-3">{job.description}</p>
                  </div>
                  <a href={job.applyHref} className={primaryLinkClass}>
                    {careersCopy.applyLabel}
                    <span className="sr-only">: {job.title}</span>
                  </a>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-10 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
            <h3 className="text-ink text-2xl font-semibold">{careersCopy.emptyState.heading}</h3>
            <p className="text-muted mx-auto mt-3 max-w-xl">{careersCopy.emptyState.text}</p>
            <a href={resumeHref} className={`mt-6 ${primaryLinkClass}`}>
              {careersCopy.emptyState.resumeLabel}
            </a>
          </div>
        )}
      </div>
    </section>
  );
}

export function CareersBenefits() {
  return (
    <section aria-labelledby="benefits-heading" className="bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
        <h2
          id="benefits-heading"
          className="text-ink text-3xl font-bold tracking-tight sm:text-4xl"
        >
          {careersCopy.benefits.heading}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {careersCopy.benefits.items.map((benefit) => (
            <li
              key={benefit.title}
              data-animate-on-view
              data-testid="benefit-card"
              className="rounded-2xl bg-white p-6 shadow-sm"
            >
              <h3 className="text-ink text-lg font-semibold">{benefit.title}</h3>
              <p className="text-muted mt-2">{benefit.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function HiringProcess() {
  const { heading, description, steps } = careersCopy.hiringProcess;
  return (
    <section aria-labelledby="hiring-process-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
        <h2
          id="hiring-process-heading"
          className="text-ink text-3xl font-bold tracking-tight sm:text-4xl"
        >
          {heading}
        </h2>
        <p className="text-muted mt-3 text-lg">{description}</p>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li
              key={step.title}
              data-animate-on-view
              data-testid="hiring-step"
              className="bg-surface rounded-2xl p-6"
            >
              <span className="text-primary text-3xl font-black">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="text-ink mt-2 text-lg font-semibold">{step.title}</h3>
              <p className="text-muted mt-2 text-sm">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
