import { LandingSection } from '@/components/landing/landing-section';
import type { BlockData } from '@/blocks/catalog';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

/** Numbered steps with their durations, then the total time against the usual one. */
export function StepCardsBlock({
  id,
  data,
  editable = notEditable,
}: {
  id: string;
  data: BlockData<'step_cards'>;
  editable?: Editable<BlockData<'step_cards'>>;
}) {
  return (
    <LandingSection
      name="process"
      anchor={data.anchor}
      headingId={`${data.anchor ?? id}-heading`}
      heading={data.heading}
      description={data.description}
      edit={{ title: editable('heading'), description: editable('description') }}
      className="bg-surface"
    >
      <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4" {...editable('steps')}>
        {data.steps.map((step) => (
          <li key={step.number} className="rounded-3xl bg-white p-6 shadow-sm">
            <span className="text-primary text-3xl font-black">{step.number}</span>
            <h3 className="text-ink mt-3 text-lg font-semibold">{step.title}</h3>
            <p className="bg-primary-light text-primary-dark mt-2 inline-flex rounded-full px-3 py-1 text-xs font-semibold">
              {step.duration}
            </p>
            <p className="text-muted mt-3 text-sm leading-relaxed">{step.description}</p>
          </li>
        ))}
      </ol>
      <p
        className="text-ink mt-10 text-center text-lg"
        {...editable(['totalLabel', 'totalFast', 'totalVersus', 'totalSlow'])}
      >
        {data.totalLabel}: <strong className="text-primary-dark">{data.totalFast}</strong>{' '}
        {data.totalVersus} <span className="text-muted line-through">{data.totalSlow}</span>
      </p>
    </LandingSection>
  );
}
