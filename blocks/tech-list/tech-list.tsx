import { cardGridClass } from '@/components/ui/card-grid';
import { HeadedSection } from '@/components/sections/headed-section';
import { buttonClassName } from '@/components/ui/button';
import { CtaLink } from '@/components/ui/cta-link';
import { clampCardText, TECH_LIST_LIMITS } from '@/lib/sections/cards';
import { resolveCtaLink } from '@/lib/sections/cta-link';
import type { SectionData, TechList } from '@/lib/sections/types';
import type { EditAttrs } from '@/lib/visual-editing/types';

/** Tech list: title 30, description 120 characters per item. */
export function TechListSection({
  id,
  anchor,
  section,
  data,
  schedulerUrl,
  edit = {},
}: {
  id: string;
  /** The section's own id, the target of '#anchor' links. */
  anchor?: string;
  section: SectionData;
  data: TechList;
  schedulerUrl: string;
  /** The Visual Editor's marks on the list and the button (draft mode only). */
  edit?: { items?: EditAttrs; cta?: EditAttrs };
}) {
  const items = data.techItems.map((item) => clampCardText(item, TECH_LIST_LIMITS));
  return (
    <HeadedSection id={id} anchor={anchor} section={section} className="py-16 md:py-24">
      <ul className={`mt-12 gap-6 ${cardGridClass({ twoFrom: 'sm', columns: 4 })}`} {...edit.items}>
        {items.map((item) => (
          <li
            key={item.title}
            data-reveal
            className="rounded-2xl border border-slate-200 bg-white p-6"
          >
            <h3 className="text-ink font-semibold">{item.title}</h3>
            <p className="text-muted mt-2 text-sm">{item.description}</p>
          </li>
        ))}
      </ul>
      {data.ctaText && (
        <div className="mt-10 text-center">
          <CtaLink
            link={resolveCtaLink(data.ctaLink, schedulerUrl)}
            className={buttonClassName()}
            edit={edit.cta}
          >
            {data.ctaText}
          </CtaLink>
        </div>
      )}
    </HeadedSection>
  );
}
