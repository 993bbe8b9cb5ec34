import { ShieldCheck } from '@/components/ui/icons';
import type { BlockData } from '@/blocks/catalog';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

/** One line of trust marks between bands, each with a shield. */
export function TrustStripBlock({
  data,
  editable = notEditable,
}: {
  data: BlockData<'trust_strip'>;
  editable?: Editable<BlockData<'trust_strip'>>;
}) {
  return (
    <section
      aria-label={data.label}
      data-lp-section="trust"
      className="border-y border-slate-200 bg-white"
    >
      <ul
        {...editable('items')}
        className="text-ink mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-10 gap-y-3 px-4 py-6 text-sm font-semibold"
      >
        {data.items.map((item) => (
          <li key={item} className="inline-flex items-center gap-2">
            <ShieldCheck aria-hidden="true" className="text-primary size-5" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
