import { buttonClassName } from '@/components/ui/button';
import Link from 'next/link';
import { ArrowRight } from '@/components/ui/icons';
import { SectionHeading } from '@/components/sections/section-heading';
import { DialogTrigger } from '@/components/ui/dialog-trigger';
import { processCopy, type OctaStep } from '@/content-fallback/pages/process';

const actionClass = buttonClassName({ size: 'sm' });

function StepAction({ step, schedulerUrl }: { step: OctaStep; schedulerUrl: string }) {
  const { action } = step;
  const icon = <ArrowRight aria-hidden="true" className="size-4" />;
  if (action.kind === 'dialog') {
    return (
      <DialogTrigger dialog={action.dialog} className={actionClass}>
        {action.label}
        {icon}
      </DialogTrigger>
    );
  }
  if (action.kind === 'scheduler') {
    return (
      <a href={schedulerUrl} target="_blank" rel="noopener noreferrer" className={actionClass}>
        {action.label}
        {icon}
        <span className="sr-only"> {processCopy.framework.newTabNote}</span>
      </a>
    );
  }
  return (
    <Link href={action.href} className={actionClass}>
      {action.label}
      {icon}
    </Link>
  );
}

/** The five Octa steps, each with what it delivers and its own call to action. */
export function OctaFramework({ schedulerUrl }: { schedulerUrl: string }) {
  const { heading, description, stepLabel, deliverablesLabel } = processCopy.framework;
  return (
    <section aria-labelledby="octa-framework-heading" className="bg-white">
      <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
        <SectionHeading id="octa-framework-heading" title={heading} description={description} />
        <ol className="mt-12 space-y-6">
          {processCopy.steps.map((step, index) => (
            <li
              key={step.name}
              id={step.name.toLowerCase()}
              data-reveal
              className="bg-surface scroll-mt-24 rounded-3xl p-6 sm:p-8"
            >
              <div className="flex flex-col gap-6 md:flex-row">
                <div className="md:w-56 md:shrink-0">
                  <p className="text-primary-dark text-sm font-bold tracking-wide uppercase">
                    {stepLabel} {index + 1}
                  </p>
                  <h3 className="text-ink mt-1 text-2xl font-bold">{step.name}</h3>
                  <p className="text-ink mt-1 font-medium">{step.tagline}</p>
                  <p className="text-muted mt-2 inline-flex rounded-full bg-white px-3 py-1 text-sm">
                    {step.duration}
                  </p>
                </div>
                <div className="flex-1">
                  <p className="text-muted leading-relaxed">{step.description}</p>
                  <h4 className="text-ink mt-4 text-sm font-semibold">{deliverablesLabel}</h4>
                  <ul className="text-muted mt-2 list-disc space-y-1 pl-5 text-sm">
                    {step.deliverables.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                  <div className="mt-6">
                    <StepAction step={step} schedulerUrl={schedulerUrl} />
                  </div>
                </div>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function IndustryChips() {
  const { heading, description, chips, linkLabel } = processCopy.industries;
  return (
    <section aria-labelledby="process-industries-heading" className="bg-surface">
      <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <SectionHeading id="process-industries-heading" title={heading} description={description} />
        <ul className="mt-8 flex flex-wrap justify-center gap-3" aria-label={heading}>
          {chips.map((chip) => (
            <li
              key={chip}
              className="text-ink rounded-full border border-slate-300 bg-white px-5 py-2 font-semibold"
            >
              {chip}
            </li>
          ))}
        </ul>
        <Link
          href="/industries"
          className="text-primary-dark mt-8 inline-flex items-center gap-2 font-semibold underline-offset-4 hover:underline"
        >
          {linkLabel}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
