import { CircleCheck } from 'lucide-react';
import { HorizontalScroll } from '@/components/ui/horizontal-scroll';
import { SECTION_LAYOUT, STICKY } from '@/lib/constants';
import type { BenefitItem } from '@/lib/sections/types';

function BenefitBody({ item }: { item: BenefitItem }) {
  return (
    <div className="flex h-full gap-3 rounded-2xl border border-slate-200 bg-white p-5">
      <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-accent" />
      <div>
        <h3 className="font-semibold text-ink">{item.title}</h3>
        <p className="mt-1 text-sm text-muted">{item.description}</p>
      </div>
    </div>
  );
}

/** Spec 01 §4: more than 4 benefits scroll horizontally as the page scrolls (sticky at 80 px); otherwise a grid. */
export function BenefitsList({ label, items }: { label: string; items: BenefitItem[] }) {
  if (items.length > SECTION_LAYOUT.horizontalAbove) {
    return (
      <HorizontalScroll label={label} cardWidthPx={STICKY.benefitCardWidthPx} gapPx={STICKY.gapPx} offsetPx={STICKY.offsetPx}>
        {items.map((item) => (
          <BenefitBody key={item.title} item={item} />
        ))}
      </HorizontalScroll>
    );
  }
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.title}>
          <BenefitBody item={item} />
        </li>
      ))}
    </ul>
  );
}
