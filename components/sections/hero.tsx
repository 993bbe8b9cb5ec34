import { buttonClassName } from '@/components/ui/button';
import { IntentLink } from '@/components/layout/intent-link';
import type { ReactNode } from 'react';
import { CircleCheck } from '@/components/ui/icons';
import type { HeroSection, LinkAction } from '@/lib/content/types';
import { TYPEWRITER } from '@/lib/sections/typing';
import { Typewriter } from '@/components/ui/typewriter';
import { HeroImage } from '@/components/sections/hero-image';
import { CtaLink } from '@/components/ui/cta-link';
import { getSchedulerUrl } from '@/lib/content';
import { resolveCtaLink } from '@/lib/sections/cta-link';
import { getSharedSections, getUiLabels } from '@/lib/content/copy';
import type { EditAttrs, SectionEdit } from '@/lib/visual-editing/types';

export interface HeroProps {
  hero: HeroSection;
  /** 200 ms on the home hero; 500 ms (the default) elsewhere. */
  typewriterDelayMs?: number;
  /** Extra link buttons after the main one, e.g. heroSecondaryActions.viewOurWork. */
  secondaryActions?: LinkAction[];
  /** Overrides the hero record's flag (trust signals show on home, services and contact). */
  showTrustSignals?: boolean;
  /** The ticked points under the buttons; the site's default three when not given. */
  trustSignals?: readonly string[];
  /** Off when the page supplies its own main call to action as children (dialog triggers). */
  showPrimaryCta?: boolean;
  /** Extra content under the buttons: dialog triggers, badges, stats. */
  children?: ReactNode;
  /** Intrinsic size of the hero image (default 640×480); drawn banners are 1200×630. */
  heroImageSize?: { width: number; height: number };
  /** The Visual Editor's marks on the heading and text (draft mode only). */
  edit?: SectionEdit;
  /** The Visual Editor's marks on what a hero block adds: buttons, trust signals, its picture. */
  blockEdit?: { actions?: EditAttrs; trustSignals?: EditAttrs; image?: EditAttrs };
}

export interface HeroTitleParts {
  before: string;
  primary: string;
  after: string;
}

/**
 * Splits a hero title around its highlighted part. CMS records either repeat the highlighted
 * words inside `title` or give them separately to be appended; both read the same.
 */
export function splitHeroTitle(title: string, titlePrimary?: string): HeroTitleParts {
  const primary = titlePrimary?.trim() ?? '';
  if (!primary) return { before: '', primary: title.trim(), after: '' };
  const at = title.indexOf(primary);
  if (at === -1) return { before: title.trim(), primary, after: '' };
  return {
    before: title.slice(0, at).trim(),
    primary,
    after: title.slice(at + primary.length).trim(),
  };
}

const primaryButtonClass = buttonClassName({ className: 'shadow-sm' });
const secondaryButtonClass = buttonClassName({ variant: 'outline' });

/** Secondary actions are the site's own links (view our work, discover more, #anchors). */
function ActionLink({
  action,
  className,
  edit,
}: {
  action: LinkAction;
  className: string;
  edit?: EditAttrs;
}) {
  // Same-page anchors are plain links so the browser's smooth scrolling handles them.
  if (action.href.startsWith('#')) {
    return (
      <a href={action.href} className={className} {...edit}>
        {action.label}
      </a>
    );
  }
  return (
    <IntentLink href={action.href} className={className} {...edit}>
      {action.label}
    </IntentLink>
  );
}

/**
 * The top section of every page; its heading is the page's single h1. The hero's (CMS) button
 * link: one starting with http, mailto or tel books a call (the scheduler in a new tab).
 */
export async function Hero(props: HeroProps) {
  return <HeroView {...props} schedulerUrl={await getSchedulerUrl()} />;
}

/** The hero with the booking link already resolved (what Hero renders; also used by tests). */
export function HeroView({
  hero,
  schedulerUrl,
  typewriterDelayMs = TYPEWRITER.defaultDelayMs,
  secondaryActions = [],
  showTrustSignals = hero.showTrustSignals,
  trustSignals: givenSignals,
  showPrimaryCta = true,
  children,
  heroImageSize,
  edit,
  blockEdit = {},
}: HeroProps & { schedulerUrl: string }) {
  const { before, primary, after } = splitHeroTitle(hero.title, hero.titlePrimary);
  const { heroDefaults, trustSignals } = getSharedSections();
  const signals = givenSignals ?? trustSignals;
  const primaryLabel = hero.buttonTitle?.trim() || heroDefaults.buttonTitle;
  const primaryLink = resolveCtaLink(hero.ctaLink, schedulerUrl, heroDefaults.buttonHref);
  const headingId = `hero-${hero.key.replace(/[^a-z0-9]+/gi, '-')}-title`;

  return (
    <section aria-labelledby={headingId} className="bg-surface relative overflow-hidden">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-10 pb-16 sm:px-6 md:py-24 lg:grid-cols-[1.2fr_1fr] lg:px-8">
        <div>
          {(hero.labelText || hero.labelInformation) && (
            // A longer translation wraps to a second line: a rounded box then, not a stretched pill.
            <p className="bg-primary-light text-primary-dark mb-4 inline-flex flex-wrap items-center gap-x-2 rounded-2xl px-4 py-1.5 text-sm font-semibold">
              {hero.labelText && <span className="tracking-wide uppercase">{hero.labelText}</span>}
              {hero.labelInformation && (
                <span className="text-ink font-medium">{hero.labelInformation}</span>
              )}
            </p>
          )}
          <h1
            id={headingId}
            {...edit?.title}
            className="text-ink text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {before && <>{before} </>}
            <Typewriter text={primary} startDelayMs={typewriterDelayMs} className="text-primary" />
            {after && <> {after}</>}
          </h1>
          {hero.description && (
            <p {...edit?.description} className="text-muted mt-6 max-w-2xl text-lg">
              {hero.description}
            </p>
          )}
          {(showPrimaryCta || secondaryActions.length > 0) && (
            // Phones: the buttons stacked, each the column's width, rather than a ragged second row.
            <div
              data-hero-cta=""
              className="mt-8 flex flex-col gap-3 max-sm:*:w-full sm:flex-row sm:flex-wrap sm:gap-4"
            >
              {showPrimaryCta && (
                <CtaLink link={primaryLink} className={primaryButtonClass}>
                  {primaryLabel}
                </CtaLink>
              )}
              {secondaryActions.map((action) => (
                <ActionLink
                  key={action.href}
                  action={action}
                  className={secondaryButtonClass}
                  edit={blockEdit.actions}
                />
              ))}
            </div>
          )}
          {children && <div className="mt-8">{children}</div>}
          {showTrustSignals && (
            <ul
              aria-label={getUiLabels().SECTION_LABELS.heroTrustSignals}
              className="text-ink mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium"
              {...blockEdit.trustSignals}
            >
              {signals.map((signal) => (
                <li key={signal} className="inline-flex items-center gap-2">
                  <CircleCheck aria-hidden="true" className="text-accent size-5" />
                  {signal}
                </li>
              ))}
            </ul>
          )}
        </div>
        {hero.heroImage && (
          <HeroImage
            src={hero.heroImage}
            alt={hero.heroImageAlt ?? ''}
            focus={hero.heroImageFocus}
            backdrop={hero.heroImagePlaceholder}
            {...heroImageSize}
            edit={blockEdit.image}
          />
        )}
      </div>
    </section>
  );
}
