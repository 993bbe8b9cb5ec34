import { buttonClassName } from '@/components/ui/button';
import { CircleCheck, Quote, ShieldCheck, Star } from '@/components/ui/icons';
import { DialogTrigger } from '@/components/ui/dialog-trigger';
import { PlatformLogo } from '@/components/ui/platform-logo';
import { LANDING_MOBILE } from '@/lib/constants';
import type { LeadPageContext } from '@/lib/dialogs';
import { truncateAtWord } from '@/lib/text';
import type {
  BeforeAfterCopy,
  ComparisonItem,
  ComparisonSide,
  LandingPageCopy,
  LandingProcessCopy,
  RoiBlockCopy,
} from '@/content-fallback/pages/landing-pages';
import { LandingIcon } from './landing-icon';
import { LandingSection } from './landing-section';
import { MobileCollapsibleList } from './mobile-collapsible-list';
import { SeparatedPhrases } from '@/components/ui/separated-phrases';
import { REVIEW_LABELS, SECTION_LABELS } from '@/content-fallback/ui-labels';

export const leadButtonClass = buttonClassName({ className: 'shadow-sm' });
/** The hero's lead button may wrap its badges below its label on phones. */
const heroLeadButtonClass = buttonClassName({ className: 'flex-wrap shadow-sm' });
const secondaryLeadButtonClass = buttonClassName({ variant: 'outline' });

/** Mobile wording (cut at 80) below 768 px, desktop wording from 768 px (spec 02 §3, §9). */
export function ResponsiveText({ mobile, desktop }: { mobile: string; desktop: string }) {
  const mobileText = truncateAtWord(mobile, LANDING_MOBILE.descriptionMax);
  // Same words on both sizes: one copy keeps the served HTML small.
  if (mobileText === desktop) return <>{desktop}</>;
  return (
    <>
      <span className="md:hidden">{mobileText}</span>
      <span className="max-md:hidden">{desktop}</span>
    </>
  );
}

/** One row of hero stats from 640 px, as many columns as tiles (up to four). */
const HERO_STATS_COLUMNS = ['sm:grid-cols-1', 'sm:grid-cols-2', 'sm:grid-cols-3', 'sm:grid-cols-4'];

/** Hero children: stats tiles, the main lead button with its badges, the reassurance list. */
export function LandingHeroExtras({ copy }: { copy: LandingPageCopy }) {
  const columns = HERO_STATS_COLUMNS[Math.min(copy.stats.length, 4) - 1] ?? '';
  return (
    <>
      {/* Two columns on phones; an odd last tile spans both so no half row stays empty. */}
      <dl
        className={`grid grid-cols-2 gap-3 max-sm:[&>:last-child:nth-child(odd)]:col-span-2 ${columns}`}
        data-testid="hero-stats"
      >
        {copy.stats.map((stat) => (
          // Value above label (dd first in view, dt first for screen readers), values top-aligned.
          <div
            key={stat.label}
            className="flex flex-col-reverse justify-end rounded-xl bg-white p-4 shadow-sm"
          >
            <dt className="text-muted text-sm">{stat.label}</dt>
            <dd className="text-primary-dark text-2xl font-bold">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-8 flex flex-wrap gap-4">
        <DialogTrigger
          dialog="lead-modal"
          pageContext={copy.pageContext}
          className={heroLeadButtonClass}
        >
          {copy.primaryCta.label}
          {/* One group: on a phone where label and badges do not fit one line, the badges move
              below the label together instead of squeezing it onto two lines. */}
          {copy.primaryCta.badges.length > 0 && (
            <span className="inline-flex gap-2">
              {copy.primaryCta.badges.map((badge, index) => (
                <span
                  key={badge}
                  className={`rounded-full px-2 py-0.5 text-xs font-bold ${index === 0 ? 'text-primary-dark bg-white' : 'bg-amber-300 text-amber-950'}`}
                >
                  {badge}
                </span>
              ))}
            </span>
          )}
        </DialogTrigger>
        {copy.secondaryCta && (
          <DialogTrigger
            dialog="lead-modal"
            pageContext={copy.pageContext}
            className={secondaryLeadButtonClass}
          >
            {copy.secondaryCta.label}
          </DialogTrigger>
        )}
      </div>
      <ul className="text-ink mt-6 space-y-2">
        {copy.reassurance.map((line) => (
          <li key={line} className="flex items-start gap-2">
            <CircleCheck aria-hidden="true" className="text-accent mt-0.5 size-5 shrink-0" />
            {line}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Platform grid; with five cards the fifth shows only on large screens (spec 02 §2). */
export function PlatformGrid({ platforms }: { platforms: LandingPageCopy['platforms'] }) {
  const columns = platforms.items.length >= 5 ? 'lg:grid-cols-5' : 'lg:grid-cols-4';
  return (
    <LandingSection
      name="platforms"
      headingId="lp-platforms-heading"
      heading={platforms.heading}
      description={platforms.description}
      className="bg-white"
    >
      <ul className={`mt-12 grid gap-5 sm:grid-cols-2 ${columns}`}>
        {platforms.items.map((platform, index) => (
          <li
            key={platform.name}
            className={`bg-surface flex flex-col rounded-2xl p-6 ${index >= 4 ? 'hidden lg:flex' : ''}`}
          >
            <PlatformLogo
              name={platform.name}
              brand={platform.brand}
              color={platform.color}
              size={40}
            />
            <h3 className="text-ink mt-4 text-lg font-semibold">{platform.name}</h3>
            <p className="text-muted mt-2 flex-1 text-sm leading-relaxed">{platform.description}</p>
            <p className="text-primary-dark mt-4 text-sm font-semibold">{platform.highlight}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

function ComparisonCard({ side, tone }: { side: ComparisonSide; tone: 'before' | 'after' }) {
  const before = tone === 'before';
  return (
    <div
      className={`flex flex-col rounded-3xl border p-6 sm:p-8 ${before ? 'border-rose-200 bg-rose-50' : 'border-emerald-200 bg-emerald-50'}`}
      data-side={tone}
    >
      <h3 className={`text-2xl font-bold ${before ? 'text-rose-900' : 'text-emerald-900'}`}>
        {side.heading}
      </h3>
      <div className="mt-6 flex-1">
        <MobileCollapsibleList
          visibleCount={before ? LANDING_MOBILE.visibleProblems : LANDING_MOBILE.visibleBenefits}
          moreLabel={side.showMoreLabel}
          lessLabel={SECTION_LABELS.landingShowLess}
          className="space-y-5"
          buttonClassName={`mt-5 rounded-full border bg-white px-4 py-2 text-sm font-semibold ${before ? 'border-rose-300 text-rose-900' : 'border-emerald-300 text-emerald-900'}`}
          items={side.items.map((item: ComparisonItem) => ({
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
        <span className="block text-3xl font-black">{side.result.value}</span>
        <span className="text-sm font-semibold tracking-wide uppercase">{side.result.label}</span>
      </p>
    </div>
  );
}

export function BeforeAfter({ copy }: { copy: BeforeAfterCopy }) {
  return (
    <LandingSection
      name="before-after"
      headingId="lp-before-after-heading"
      heading={copy.heading}
      description={copy.description}
      className="bg-surface"
    >
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        <ComparisonCard side={copy.before} tone="before" />
        <ComparisonCard side={copy.after} tone="after" />
      </div>
    </LandingSection>
  );
}

export function ResultBanner({
  banner,
  pageContext,
}: {
  banner: NonNullable<LandingPageCopy['resultBanner']>;
  pageContext: LeadPageContext;
}) {
  return (
    <section
      aria-labelledby="lp-result-heading"
      data-lp-section="result-banner"
      className="bg-primary text-white"
    >
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="max-w-3xl">
          <h2 id="lp-result-heading" className="text-2xl font-bold sm:text-3xl">
            {banner.heading}
          </h2>
          <p className="text-primary-light mt-3 text-lg">{banner.text}</p>
        </div>
        <DialogTrigger
          dialog="lead-modal"
          pageContext={pageContext}
          className={buttonClassName({
            variant: 'inverse',
            surface: 'dark',
            className: 'shrink-0',
          })}
        >
          {banner.cta}
        </DialogTrigger>
      </div>
    </section>
  );
}

export function LandingTestimonials({
  testimonials,
}: {
  testimonials: LandingPageCopy['testimonials'];
}) {
  return (
    <LandingSection
      name="testimonials"
      headingId="lp-testimonials-heading"
      heading={testimonials.heading}
      description={testimonials.description}
      className="bg-white"
    >
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {testimonials.items.map((item) => (
          <li key={item.city} className="bg-surface flex flex-col rounded-3xl p-6">
            <div className="flex items-center justify-between">
              <span className="text-primary-dark text-sm font-semibold">{item.source}</span>
              <span className="flex text-amber-500" aria-label={REVIEW_LABELS.fiveStars} role="img">
                {[0, 1, 2, 3, 4].map((star) => (
                  <Star key={star} aria-hidden="true" className="size-4 fill-current" />
                ))}
              </span>
            </div>
            <blockquote className="text-ink mt-4 flex-1 leading-relaxed">
              <Quote aria-hidden="true" className="text-primary/40 mb-2 size-6" />
              <p>{item.quote}</p>
            </blockquote>
            <p className="text-ink mt-6 font-semibold">{item.author}</p>
            <p className="text-muted text-sm">
              {item.industry} · {item.city}
            </p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

export function RoiBlock({
  roi,
  pageContext,
}: {
  roi: RoiBlockCopy;
  pageContext: LeadPageContext;
}) {
  return (
    <LandingSection
      name="roi"
      headingId="lp-roi-heading"
      heading={roi.heading}
      description={roi.description}
      tone="dark"
      className="bg-ink text-white"
    >
      <div className="mt-12 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="rounded-3xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-8">
          <h3 className="text-lg font-semibold">{roi.perEmployee.heading}</h3>
          <dl className="mt-6 grid grid-cols-2 gap-4">
            {roi.perEmployee.items.map((item) => (
              <div key={item.label} className="flex flex-col-reverse rounded-2xl bg-white/5 p-4">
                <dt className="mt-1 text-sm text-slate-300">{item.label}</dt>
                <dd className="text-lg font-bold text-white sm:text-2xl">{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="bg-primary flex flex-col items-center justify-center rounded-3xl p-8 text-center">
          <p className="text-6xl font-black">{roi.headline.value}</p>
          <p className="text-primary-light mt-2 text-lg font-semibold">{roi.headline.label}</p>
        </div>
      </div>
      <dl className="mt-10 grid grid-cols-2 gap-6 text-center md:grid-cols-4">
        {roi.stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse">
            <dt className="mt-1 text-sm text-slate-300">{stat.label}</dt>
            <dd className="text-3xl font-bold">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-10 text-center">
        <DialogTrigger
          dialog="lead-modal"
          pageContext={pageContext}
          className={buttonClassName({ variant: 'inverse', surface: 'dark' })}
        >
          {roi.cta}
        </DialogTrigger>
        <SeparatedPhrases text={roi.note} className="mt-4 text-sm text-slate-300" />
      </div>
    </LandingSection>
  );
}

export function LandingProcess({ process }: { process: LandingProcessCopy }) {
  return (
    <LandingSection
      name="process"
      headingId="lp-process-heading"
      heading={process.heading}
      description={process.description}
      className="bg-surface"
    >
      <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {process.steps.map((step) => (
          <li key={step.number} className="rounded-3xl bg-white p-6 shadow-sm">
            <span className="text-primary text-3xl font-black">{step.number}</span>
            <h3 className="text-ink mt-3 text-lg font-semibold">{step.title}</h3>
            <p className="bg-primary-light text-primary-dark mt-2 inline-flex rounded-full px-3 py-1 text-xs font-semibold">
              {step.duration}
            </p>
            <p className="text-muted mt-3 text-sm leading-relaxed">{step.description}</p>
          </li>
        ))}
      </ol>
      <p className="text-ink mt-10 text-center text-lg">
        {process.total.label}: <strong className="text-primary-dark">{process.total.ai}</strong>{' '}
        {SECTION_LABELS.landingVersus}{' '}
        <span className="text-muted line-through">{process.total.traditional}</span>
      </p>
    </LandingSection>
  );
}

export function LandingFinalCta({ copy }: { copy: LandingPageCopy }) {
  return (
    <section
      aria-labelledby="landing-final-cta-heading"
      data-lp-section="final-cta"
      className="bg-primary-light"
    >
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <h2
          id="landing-final-cta-heading"
          className="text-ink text-3xl font-bold tracking-tight sm:text-4xl"
        >
          {copy.finalCta.heading}
        </h2>
        <p className="text-primary-dark mt-4 text-lg font-semibold">{copy.finalCta.offer}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
          {copy.finalCta.buttons.map((label) => (
            <DialogTrigger
              key={label}
              dialog="lead-modal"
              pageContext={copy.pageContext}
              className={leadButtonClass}
            >
              {label}
            </DialogTrigger>
          ))}
        </div>
        {copy.finalCta.urgency && (
          <p className="text-ink mt-4 font-semibold">{copy.finalCta.urgency}</p>
        )}
        <SeparatedPhrases text={copy.finalCta.text} className="text-muted mt-4" />
      </div>
    </section>
  );
}

export function TrustStrip({ items }: { items: string[] }) {
  return (
    <section
      aria-label={SECTION_LABELS.landingTrustStrip}
      data-lp-section="trust"
      className="border-y border-slate-200 bg-white"
    >
      <ul className="text-ink mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-10 gap-y-3 px-4 py-6 text-sm font-semibold">
        {items.map((item) => (
          <li key={item} className="inline-flex items-center gap-2">
            <ShieldCheck aria-hidden="true" className="text-primary size-5" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Floating bar on large screens; below 1024 px the mobile sticky bar takes its place. */
export function FloatingCtaBar({
  bar,
  pageContext,
}: {
  bar: LandingPageCopy['floatingBar'];
  pageContext: LeadPageContext;
}) {
  return (
    <>
      {/* Room at the end of the page so the bar never covers the footer's last line. */}
      <div aria-hidden="true" className="hidden h-20 lg:block" />
      <aside
        aria-label={bar.urgency}
        data-testid="floating-cta"
        data-floating-cta=""
        className="bg-ink fixed right-6 bottom-6 z-30 hidden items-center gap-4 rounded-full py-2 pr-2 pl-6 text-white shadow-2xl lg:flex"
      >
        <p className="font-semibold">{bar.urgency}</p>
        <DialogTrigger dialog="lead-modal" pageContext={pageContext} className={leadButtonClass}>
          {bar.text}
        </DialogTrigger>
      </aside>
    </>
  );
}
