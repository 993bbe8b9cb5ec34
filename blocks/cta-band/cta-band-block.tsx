import { IntentLink } from '@/components/layout/intent-link';
import { ClosingCta } from '@/components/sections/closing-cta';
import { CtaBand } from './cta-band';
import { ButtonLink, buttonClassName } from '@/components/ui/button';
import type { BlockData } from '@/blocks/catalog';
import { getSchedulerUrl } from '@/lib/content';
import { getSharedSections, getUiLabels } from '@/lib/content/copy';
import { DialogTrigger } from '@/components/ui/dialog-trigger';
import { SeparatedPhrases } from '@/components/ui/separated-phrases';
import { leadButtonClass } from '@/components/landing/landing-ui';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';
import { homeSectionMarker, type BlockPage } from '../block-page';

/** 'Get a quote' (the booking link, new tab) and 'Contact Us' (/contact) on a light band. */
async function QuoteContactBand({ id, data, editable }: BandProps) {
  const quoteUrl = await getSchedulerUrl();
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="bg-primary-light">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <h2
          id={headingId}
          {...editable('heading')}
          className="text-ink text-3xl font-bold tracking-tight text-balance sm:text-4xl"
        >
          {data.heading}
        </h2>
        <p {...editable('text')} className="text-muted mx-auto mt-4 max-w-2xl text-lg">
          {data.text}
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <a
            href={quoteUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClassName()}
          >
            {data.primaryLabel}
            <span className="sr-only"> {getUiLabels().OPENS_IN_NEW_TAB}</span>
          </a>
          <IntentLink
            href="/contact"
            className="border-primary text-primary-dark inline-flex items-center justify-center rounded-full border bg-white px-6 py-3 font-semibold hover:bg-white/70"
          >
            {data.secondaryLabel ?? getSharedSections().closingCta.getStartedLabel}
          </IntentLink>
        </div>
      </div>
    </section>
  );
}

/** Phones and tablets only (hidden from lg): one button opening the three-question lead form. */
function LeadModalCard({ id, data, page, editable }: BandProps) {
  const headingId = `${id}-title`;
  return (
    <section
      id={data.anchor}
      aria-labelledby={headingId}
      {...homeSectionMarker(page, 'ready-to-scale')}
      className="px-4 py-12 sm:px-6 lg:hidden"
    >
      <div className="bg-ink rounded-3xl px-6 py-10 text-center text-white">
        <h2 id={headingId} {...editable('heading')} className="text-2xl font-bold">
          {data.heading}
        </h2>
        <p {...editable('text')} className="mt-3 text-slate-200">
          {data.text}
        </p>
        <DialogTrigger
          dialog="lead-modal"
          className={buttonClassName({ surface: 'dark', className: 'mt-6' })}
        >
          {data.primaryLabel}
        </DialogTrigger>
      </div>
    </section>
  );
}

/** A landing page's result banner: heading and text beside one lead button, on the brand colour. */
function LeadBanner({ id, data, page, editable }: BandProps) {
  const headingId = `${data.anchor ?? id}-heading`;
  return (
    <section
      id={data.anchor}
      aria-labelledby={headingId}
      data-lp-section="result-banner"
      className="bg-primary text-white"
    >
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="max-w-3xl">
          <h2 id={headingId} {...editable('heading')} className="text-2xl font-bold sm:text-3xl">
            {data.heading}
          </h2>
          <p {...editable('text')} className="text-primary-light mt-3 text-lg">
            {data.text}
          </p>
        </div>
        <DialogTrigger
          dialog="lead-modal"
          pageContext={page.leadContext}
          className={buttonClassName({
            variant: 'inverse',
            surface: 'dark',
            className: 'shrink-0',
          })}
        >
          {data.primaryLabel}
        </DialogTrigger>
      </div>
    </section>
  );
}

/** A landing page's closing offer: heading, offer, lead buttons, a deadline line, small print. */
function LeadOffer({ id, data, page, editable }: BandProps) {
  const headingId = `${data.anchor ?? id}-heading`;
  const labels = [data.primaryLabel, data.secondaryLabel].filter(Boolean);
  return (
    <section
      id={data.anchor}
      aria-labelledby={headingId}
      data-lp-section="final-cta"
      className="bg-primary-light"
    >
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <h2
          id={headingId}
          {...editable('heading')}
          className="text-ink text-3xl font-bold tracking-tight sm:text-4xl"
        >
          {data.heading}
        </h2>
        <p {...editable('text')} className="text-primary-dark mt-4 text-lg font-semibold">
          {data.text}
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
          {labels.map((label) => (
            <DialogTrigger
              key={label}
              dialog="lead-modal"
              pageContext={page.leadContext}
              className={leadButtonClass}
            >
              {label}
            </DialogTrigger>
          ))}
        </div>
        {data.urgency && (
          <p {...editable('urgency')} className="text-ink mt-4 font-semibold">
            {data.urgency}
          </p>
        )}
        {data.note && (
          <SeparatedPhrases text={data.note} className="text-muted mt-4" edit={editable('note')} />
        )}
      </div>
    </section>
  );
}

/** A centred teaser on grey: heading, a line of text and one outlined button to the block's link. */
function Teaser({ id, data, editable }: BandProps) {
  const headingId = `${data.anchor ?? id}-heading`;
  return (
    <section id={data.anchor} aria-labelledby={headingId} className="bg-surface">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <h2
          id={headingId}
          {...editable('heading')}
          className="text-ink text-3xl font-bold tracking-tight"
        >
          {data.heading}
        </h2>
        <p {...editable('text')} className="text-muted mt-3 text-lg">
          {data.text}
        </p>
        <ButtonLink href={data.link ?? '/contact'} variant="outline" className="mt-6">
          {data.primaryLabel}
        </ButtonLink>
      </div>
    </section>
  );
}

interface BandProps {
  id: string;
  data: BlockData<'cta_band'>;
  page: BlockPage;
  editable: Editable<BlockData<'cta_band'>>;
}

export function CtaBandBlock({
  id,
  data,
  page,
  editable = notEditable,
}: Omit<BandProps, 'editable'> & { editable?: BandProps['editable'] }) {
  const props = { id, data, page, editable };
  const edit = { title: editable('heading'), description: editable('text') };
  if (data.variant === 'quote-contact') return <QuoteContactBand {...props} />;
  if (data.variant === 'lead-modal') return <LeadModalCard {...props} />;
  if (data.variant === 'lead') return <LeadBanner {...props} />;
  if (data.variant === 'lead-offer') return <LeadOffer {...props} />;
  if (data.variant === 'teaser') return <Teaser {...props} />;
  if (data.variant === 'link')
    return (
      <CtaBand
        id={data.anchor ?? id}
        heading={data.heading}
        description={data.text}
        buttonText={data.primaryLabel}
        buttonUrl={data.link ?? '/contact'}
        scheduleLabel={data.secondaryLabel}
        edit={edit}
      />
    );
  return (
    <ClosingCta
      copy={{
        heading: data.heading,
        text: data.text,
        scheduleLabel: data.primaryLabel,
        getStartedLabel: data.secondaryLabel ?? getSharedSections().closingCta.getStartedLabel,
      }}
      edit={edit}
    />
  );
}
