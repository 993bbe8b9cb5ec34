import { IntentLink } from '@/components/layout/intent-link';
import { buttonClassName } from '@/components/ui/button';
import { ArrowRight } from '@/components/ui/icons';
import { SectionHeading } from '@/components/sections/section-heading';
import { DialogTrigger } from '@/components/ui/dialog-trigger';
import type { BlockData } from '@/blocks/catalog';
import { getSchedulerUrl } from '@/lib/content';
import { getUiLabels } from '@/lib/content/copy';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

type ProcessStep = BlockData<'process_steps'>['steps'][number];

const actionClass = buttonClassName({ size: 'sm' });

/** A step's button: a dialog, the booking page in a new tab, or a link. */
function StepAction({ step, schedulerUrl }: { step: ProcessStep; schedulerUrl: string }) {
  const icon = <ArrowRight aria-hidden="true" className="size-4" />;
  if (step.action === 'health-check' || step.action === 'wizard') {
    return (
      <DialogTrigger dialog={step.action} className={actionClass}>
        {step.actionLabel}
        {icon}
      </DialogTrigger>
    );
  }
  if (step.action === 'scheduler') {
    return (
      <a href={schedulerUrl} target="_blank" rel="noopener noreferrer" className={actionClass}>
        {step.actionLabel}
        {icon}
        <span className="sr-only"> {getUiLabels().OPENS_IN_NEW_TAB}</span>
      </a>
    );
  }
  return (
    <IntentLink href={step.link ?? '/contact'} className={actionClass}>
      {step.actionLabel}
      {icon}
    </IntentLink>
  );
}

/** Numbered steps, each with what it delivers and its own call to action (the Octa framework). */
export async function ProcessStepsBlock({
  id,
  data,
  editable = notEditable,
}: {
  id: string;
  data: BlockData<'process_steps'>;
  editable?: Editable<BlockData<'process_steps'>>;
}) {
  const schedulerUrl = await getSchedulerUrl();
  const headingId = `${data.anchor ?? id}-heading`;
  return (
    <section id={data.anchor} aria-labelledby={headingId} className="scroll-mt-20 bg-white">
      <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
        <SectionHeading
          id={headingId}
          title={data.heading}
          description={data.description}
          edit={{ title: editable('heading'), description: editable('description') }}
        />
        <ol className="mt-12 space-y-6" {...editable('steps')}>
          {data.steps.map((step, index) => (
            <li
              key={`${step.name}-${index}`}
              id={step.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}
              data-reveal
              className="bg-surface scroll-mt-24 rounded-3xl p-6 sm:p-8"
            >
              <div className="flex flex-col gap-6 md:flex-row">
                <div className="md:w-56 md:shrink-0">
                  <p
                    className="text-primary-dark text-sm font-bold tracking-wide uppercase"
                    {...editable('stepLabel')}
                  >
                    {data.stepLabel} {index + 1}
                  </p>
                  <h3 className="text-ink mt-1 text-2xl font-bold">{step.name}</h3>
                  <p className="text-ink mt-1 font-medium">{step.tagline}</p>
                  <p className="text-muted mt-2 inline-flex rounded-full bg-white px-3 py-1 text-sm">
                    {step.duration}
                  </p>
                </div>
                <div className="flex-1">
                  <p className="text-muted leading-relaxed">{step.description}</p>
                  {step.deliverables.length > 0 && (
                    <>
                      <h4
                        className="text-ink mt-4 text-sm font-semibold"
                        {...editable('deliverablesLabel')}
                      >
                        {data.deliverablesLabel}
                      </h4>
                      <ul className="text-muted mt-2 list-disc space-y-1 ps-5 text-sm">
                        {step.deliverables.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    </>
                  )}
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
