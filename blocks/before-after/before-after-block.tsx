import { LandingIcon } from '@/components/landing/landing-icon';
import { LandingSection } from '@/components/landing/landing-section';
import { ResponsiveText } from '@/components/landing/landing-ui';
import { MobileCollapsibleList } from '@/components/landing/mobile-collapsible-list';
import type { BlockData } from '@/blocks/catalog';
import { LANDING_MOBILE } from '@/components/landing/landing-mobile';
import type { EditAttrs } from '@/lib/visual-editing/types';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

type Data = BlockData<'before_after'>;

interface Side {
  heading: string;
  moreLabel: string;
  items: Data['beforeItems'];
  resultValue: string;
  resultLabel: string;
}

function ComparisonCard({
  side,
  tone,
  lessLabel,
  edit = {},
}: {
  side: Side;
  tone: 'before' | 'after';
  lessLabel: string;
  /** The Visual Editor's marks on the side's heading and rows (draft mode only). */
  edit?: { heading?: EditAttrs; items?: EditAttrs };
}) {
  const before = tone === 'before';
  return (
    <div
      className={`flex flex-col rounded-3xl border p-6 sm:p-8 ${before ? 'border-rose-200 bg-rose-50' : 'border-emerald-200 bg-emerald-50'}`}
      data-side={tone}
    >
      <h3
        {...edit.heading}
        className={`text-2xl font-bold ${before ? 'text-rose-900' : 'text-emerald-900'}`}
      >
        {side.heading}
      </h3>
      <div className="mt-6 flex-1" {...edit.items}>
        <MobileCollapsibleList
          visibleCount={before ? LANDING_MOBILE.visibleProblems : LANDING_MOBILE.visibleBenefits}
          moreLabel={side.moreLabel}
          lessLabel={lessLabel}
          className="space-y-5"
          buttonClassName={`mt-5 min-h-11 rounded-full border bg-white px-4 text-sm font-semibold ${before ? 'border-rose-300 text-rose-900' : 'border-emerald-300 text-emerald-900'}`}
          items={side.items.map((item) => ({
            key: item.desktopTitle,
            node: (
              <div className="flex gap-4">
                <span
                  className={`inline-flex size-10 shrink-0 items-center justify-center rounded-xl ${before ? 'bg-rose-100 text-rose-700' : 'bg-emerald-100 text-emerald-700'}`}
                >
                  <LandingIcon name={item.icon} />
                </span>
                <div>
                  <p className="text-ink font-semibold">
                    <ResponsiveText mobile={item.mobileTitle} desktop={item.desktopTitle} />
                  </p>
                  <p className="text-muted mt-1 text-sm leading-relaxed">
                    <ResponsiveText mobile={item.mobileDesc} desktop={item.desktopDesc} />
                  </p>
                </div>
              </div>
            ),
          }))}
        />
      </div>
      <p
        className={`mt-8 rounded-2xl bg-white p-4 text-center ${before ? 'text-rose-800' : 'text-emerald-800'}`}
      >
        <span className="block text-3xl font-black">{side.resultValue}</span>
        <span className="text-sm font-semibold tracking-wide uppercase">{side.resultLabel}</span>
      </p>
    </div>
  );
}

/** Problems before and gains after, side by side; phones show the first rows until asked. */
export function BeforeAfterBlock({
  id,
  data,
  editable = notEditable,
}: {
  id: string;
  data: Data;
  editable?: Editable<Data>;
}) {
  return (
    <LandingSection
      name="before-after"
      anchor={data.anchor}
      headingId={`${data.anchor ?? id}-heading`}
      heading={data.heading}
      description={data.description}
      edit={{ title: editable('heading'), description: editable('description') }}
      className="bg-surface"
    >
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        <ComparisonCard
          tone="before"
          lessLabel={data.showLessLabel}
          edit={{ heading: editable('beforeHeading'), items: editable('beforeItems') }}
          side={{
            heading: data.beforeHeading,
            moreLabel: data.beforeMoreLabel,
            items: data.beforeItems,
            resultValue: data.beforeResultValue,
            resultLabel: data.beforeResultLabel,
          }}
        />
        <ComparisonCard
          tone="after"
          lessLabel={data.showLessLabel}
          edit={{ heading: editable('afterHeading'), items: editable('afterItems') }}
          side={{
            heading: data.afterHeading,
            moreLabel: data.afterMoreLabel,
            items: data.afterItems,
            resultValue: data.afterResultValue,
            resultLabel: data.afterResultLabel,
          }}
        />
      </div>
    </LandingSection>
  );
}
