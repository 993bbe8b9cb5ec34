import { HeadedSection } from '@/components/sections/headed-section';
import { clampCardText, PROCESS_STEP_LIMITS } from '@/lib/sections/cards';
import type { ProcessStep, SectionData } from '@/lib/sections/types';
import { getUiLabels } from '@/lib/content/copy';
import { fillTemplate } from '@/lib/text';

/** Numbered process step cards: title 35, description 150 characters. */
export function ProcessFlowSection({
  id,
  anchor,
  section,
  steps,
}: {
  id: string;
  /** The section's own id, the target of '#anchor' links. */
  anchor?: string;
  section: SectionData;
  steps: ProcessStep[];
}) {
  const { processStep } = getUiLabels().SECTION_LABELS;
  return (
    <HeadedSection id={id} anchor={anchor} section={section} className="bg-surface py-16 md:py-24">
      <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {steps.map((step) => {
          const shown = clampCardText(step, PROCESS_STEP_LIMITS);
          return (
            <li key={step.stepNumber} data-reveal className="rounded-2xl bg-white p-6 shadow-sm">
              <span aria-hidden="true" className="text-primary/70 text-4xl font-bold">
                {String(step.stepNumber).padStart(2, '0')}
              </span>
              <h3 className="text-ink mt-2 text-lg font-semibold">
                <span className="sr-only">
                  {`${fillTemplate(processStep, { step: step.stepNumber })} `}
                </span>
                {shown.title}
              </h3>
              <p className="text-muted mt-2">{shown.description}</p>
            </li>
          );
        })}
      </ol>
    </HeadedSection>
  );
}
