import { SectionHeading } from '@/components/sections/section-heading';
import type { BlockData } from '@/blocks/catalog';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

export function ChallengeSolutionBlock({
  id,
  data,
  editable = notEditable,
}: {
  id: string;
  data: BlockData<'challenge_solution'>;
  editable?: Editable<BlockData<'challenge_solution'>>;
}) {
  const base = data.anchor ?? id;
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
          edit={{ title: editable('heading') }}
        />
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          <div className="rounded-2xl border-s-4 border-rose-500 bg-white p-8">
            <h3 className="text-ink text-xl font-semibold" {...editable('challengeHeading')}>
              {data.challengeHeading}
            </h3>
            <p className="text-muted mt-3" {...editable('challenge')}>
              {data.challenge}
            </p>
          </div>
          <div className="border-accent rounded-2xl border-s-4 bg-white p-8">
            <h3 className="text-ink text-xl font-semibold" {...editable('solutionHeading')}>
              {data.solutionHeading}
            </h3>
            <p className="text-muted mt-3" {...editable('solution')}>
              {data.solution}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
