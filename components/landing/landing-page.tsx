import { CircleCheck, ShieldCheck } from 'lucide-react';
import { Hero } from '@/components/sections/hero';
import { ClosingCta } from '@/components/sections/closing-cta';
import { ContactSection } from '@/components/sections/contact-section';
import { DialogTrigger } from '@/components/ui/dialog-trigger';
import type { LandingPageCopy } from '@/content-fallback/pages/landing-pages';

const leadButtonClass =
  'inline-flex cursor-pointer items-center justify-center gap-2 rounded-full bg-primary px-6 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';
const secondaryLeadButtonClass =
  'inline-flex cursor-pointer items-center justify-center rounded-full border border-primary px-6 py-3 text-base font-semibold text-primary-dark transition-colors hover:bg-primary-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/**
 * The shared frame of a landing page: hero with stats and lead-modal buttons, final offer,
 * trust strip and the closing sections. Every lead button opens the lead modal with the page's
 * context, so leads say which page they came from.
 */
export function LandingPage({ copy }: { copy: LandingPageCopy }) {
  const { pageContext } = copy;
  return (
    <>
      <Hero hero={copy.hero} showPrimaryCta={false}>
        <div className="flex flex-wrap gap-4">
          <DialogTrigger dialog="lead-modal" pageContext={pageContext} className={leadButtonClass}>
            {copy.primaryCta.label}
            {copy.primaryCta.badges.map((badge) => (
              <span key={badge} className="rounded-full bg-white px-2 py-0.5 text-xs font-bold text-primary-dark">
                {badge}
              </span>
            ))}
          </DialogTrigger>
          {copy.secondaryCta && (
            <DialogTrigger dialog="lead-modal" pageContext={pageContext} className={secondaryLeadButtonClass}>
              {copy.secondaryCta.label}
            </DialogTrigger>
          )}
        </div>
        <ul className="mt-6 space-y-2 text-ink">
          {copy.reassurance.map((line) => (
            <li key={line} className="flex items-start gap-2">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
              {line}
            </li>
          ))}
        </ul>
        <dl className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {copy.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse rounded-xl bg-white p-4 shadow-sm">
              <dt className="text-sm text-muted">{stat.label}</dt>
              <dd className="text-2xl font-bold text-primary-dark">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Hero>
      <section aria-labelledby="landing-final-cta-heading" className="bg-primary-light">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
          <h2 id="landing-final-cta-heading" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {copy.finalCta.heading}
          </h2>
          <p className="mt-4 text-lg font-semibold text-primary-dark">{copy.finalCta.offer}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
            {copy.finalCta.buttons.map((label) => (
              <DialogTrigger key={label} dialog="lead-modal" pageContext={pageContext} className={leadButtonClass}>
                {label}
              </DialogTrigger>
            ))}
          </div>
          {copy.finalCta.urgency && <p className="mt-4 font-semibold text-ink">{copy.finalCta.urgency}</p>}
          <p className="mt-4 text-muted">{copy.finalCta.text}</p>
        </div>
      </section>
      <section aria-label="Trust and compliance" className="border-y border-slate-200 bg-white">
        <ul className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-10 gap-y-3 px-4 py-6 text-sm font-semibold text-ink">
          {copy.trustStrip.map((item) => (
            <li key={item} className="inline-flex items-center gap-2">
              <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
              {item}
            </li>
          ))}
        </ul>
      </section>
      <ClosingCta />
      <ContactSection />
    </>
  );
}
