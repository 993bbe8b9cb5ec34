import { buttonClassName } from '@/components/ui/button';
import { DialogTrigger } from '@/components/ui/dialog-trigger';
import { SeparatedPhrases } from '@/components/ui/separated-phrases';
import { LandingSection } from '@/components/landing/landing-section';
import type { BlockData } from '@/blocks/catalog';
import type { BlockPage } from '../block-page';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

/** Typical gains, a headline figure and the track record on the ink band, with a lead button. */
export function RoiFiguresBlock({
  id,
  data,
  page,
  editable = notEditable,
}: {
  id: string;
  data: BlockData<'roi_figures'>;
  page: BlockPage;
  editable?: Editable<BlockData<'roi_figures'>>;
}) {
  return (
    <LandingSection
      name="roi"
      anchor={data.anchor}
      headingId={`${data.anchor ?? id}-heading`}
      heading={data.heading}
      description={data.description}
      edit={{ title: editable('heading'), description: editable('description') }}
      tone="dark"
      className="bg-ink text-white"
    >
      <div className="mt-12 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="rounded-3xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-8">
          <h3 className="text-lg font-semibold" {...editable('gainsHeading')}>
            {data.gainsHeading}
          </h3>
          <dl className="mt-6 grid grid-cols-2 gap-4" {...editable('gains')}>
            {data.gains.map((item) => (
              <div key={item.label} className="flex flex-col-reverse rounded-2xl bg-white/5 p-4">
                <dt className="mt-1 text-sm text-slate-300">{item.label}</dt>
                <dd className="text-lg font-bold text-white sm:text-2xl">{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="bg-primary flex flex-col items-center justify-center rounded-3xl p-8 text-center">
          <p className="text-6xl font-black" {...editable('headlineValue')}>
            {data.headlineValue}
          </p>
          <p
            className="text-primary-light mt-2 text-lg font-semibold"
            {...editable('headlineLabel')}
          >
            {data.headlineLabel}
          </p>
        </div>
      </div>
      <dl
        className="mt-10 grid grid-cols-2 gap-6 text-center md:grid-cols-4"
        {...editable('stats')}
      >
        {data.stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse">
            <dt className="mt-1 text-sm text-slate-300">{stat.label}</dt>
            <dd className="text-3xl font-bold">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-10 text-center">
        <DialogTrigger
          dialog="lead-modal"
          pageContext={page.leadContext}
          className={buttonClassName({ variant: 'inverse', surface: 'dark' })}
        >
          {data.ctaLabel}
        </DialogTrigger>
        <SeparatedPhrases
          text={data.note}
          className="mt-4 text-sm text-slate-300"
          edit={editable('note')}
        />
      </div>
    </LandingSection>
  );
}
