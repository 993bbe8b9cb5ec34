import { IntentLink } from '@/components/layout/intent-link';
import { ArrowRight } from '@/components/ui/icons';
import { SectionHeading } from '@/components/sections/section-heading';
import type { BlockData } from '@/blocks/catalog';
import { getIndustries } from '@/lib/content';
import type { IndustryCard } from '@/lib/content/types';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

/** The industry page a chip names ('Retail' → Retail & E-commerce), when there is one. */
function industryHref(
  chip: string,
  industries: IndustryCard[],
  locale: Locale,
): string | undefined {
  const name = chip.trim().toLocaleLowerCase(locale);
  const industry = industries.find((candidate) =>
    candidate.title.toLocaleLowerCase(locale).includes(name),
  );
  return industry ? localePath(`/industries/${industry.slug}`, locale) : undefined;
}

/**
 * A centred heading, a row of chips and a link under them (the industries /process serves). A
 * chip that names one of the site's industries links to its page and looks like a link; any
 * other is a plain tag, which does not look pressable.
 */
export async function ChipListBlock({
  id,
  data,
  editable = notEditable,
}: {
  id: string;
  data: BlockData<'chip_list'>;
  editable?: Editable<BlockData<'chip_list'>>;
}) {
  const headingId = `${data.anchor ?? id}-heading`;
  const locale = getRequestLocale();
  const industries = await getIndustries();
  return (
    <section id={data.anchor} aria-labelledby={headingId} className="bg-surface scroll-mt-20">
      <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <SectionHeading
          id={headingId}
          title={data.heading}
          description={data.description}
          edit={{ title: editable('heading'), description: editable('description') }}
        />
        <ul
          className="mt-8 flex flex-wrap justify-center gap-3"
          aria-label={data.heading}
          {...editable('chips')}
        >
          {data.chips.map((chip) => {
            const href = industryHref(chip, industries, locale);
            return (
              <li key={chip}>
                {href ? (
                  <IntentLink
                    href={href}
                    className="text-primary-dark hover:border-primary focus-visible:outline-primary inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-5 font-semibold focus-visible:outline-2"
                  >
                    {chip}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </IntentLink>
                ) : (
                  <span className="text-muted inline-flex min-h-11 items-center px-3 font-medium">
                    {chip}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
        {data.linkLabel && data.link && (
          <IntentLink
            href={data.link}
            className="text-primary-dark mt-8 inline-flex items-center gap-2 font-semibold underline-offset-4 hover:underline"
            {...editable(['linkLabel', 'link'])}
          >
            {data.linkLabel}
            <ArrowRight aria-hidden="true" className="size-4" />
          </IntentLink>
        )}
      </div>
    </section>
  );
}
