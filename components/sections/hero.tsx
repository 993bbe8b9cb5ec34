import Link from 'next/link';
import type { ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import type { HeroSection } from '@/lib/content/types';
import { TYPEWRITER } from '@/lib/constants';
import { Typewriter } from '@/components/ui/typewriter';
import { HeroImage } from '@/components/sections/hero-image';
import { heroDefaults, trustSignals, type LinkAction } from '@/content-fallback/pages/shared-sections';

export interface HeroProps {
  hero: HeroSection;
  /** 200 ms on the home hero; 500 ms (the default) elsewhere. */
  typewriterDelayMs?: number;
  /** Extra link buttons after the main one, e.g. heroSecondaryActions.viewOurWork. */
  secondaryActions?: LinkAction[];
  /** Overrides the hero record's flag (trust signals show on home, services and contact). */
  showTrustSignals?: boolean;
  /** Off when the page supplies its own main call to action as children (dialog triggers). */
  showPrimaryCta?: boolean;
  /** Extra content under the buttons: dialog triggers, badges, stats. */
  children?: ReactNode;
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
  return { before: title.slice(0, at).trim(), primary, after: title.slice(at + primary.length).trim() };
}

function isExternal(href: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(href);
}

const primaryButtonClass =
  'inline-flex items-center justify-center rounded-full bg-primary px-6 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';
const secondaryButtonClass =
  'inline-flex items-center justify-center rounded-full border border-primary px-6 py-3 text-base font-semibold text-primary transition-colors hover:bg-primary-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

function ActionLink({ action, className }: { action: LinkAction; className: string }) {
  if (isExternal(action.href)) {
    return (
      <a href={action.href} className={className} target="_blank" rel="noopener noreferrer">
        {action.label}
      </a>
    );
  }
  // Same-page anchors are plain links so the browser's smooth scrolling handles them.
  if (action.href.startsWith('#')) {
    return (
      <a href={action.href} className={className}>
        {action.label}
      </a>
    );
  }
  return (
    <Link href={action.href} className={className}>
      {action.label}
    </Link>
  );
}

/** The top section of every page; its heading is the page's single h1. */
export function Hero({
  hero,
  typewriterDelayMs = TYPEWRITER.defaultDelayMs,
  secondaryActions = [],
  showTrustSignals = hero.showTrustSignals,
  showPrimaryCta = true,
  children,
}: HeroProps) {
  const { before, primary, after } = splitHeroTitle(hero.title, hero.titlePrimary);
  const primaryAction: LinkAction = {
    label: hero.buttonTitle?.trim() || heroDefaults.buttonTitle,
    href: hero.ctaLink?.trim() || heroDefaults.buttonHref,
  };
  const headingId = `hero-${hero.key.replace(/[^a-z0-9]+/gi, '-')}-title`;

  return (
    <section aria-labelledby={headingId} className="relative overflow-hidden bg-surface">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.2fr_1fr] lg:px-8">
        <div>
          {(hero.labelText || hero.labelInformation) && (
            <p className="mb-4 inline-flex flex-wrap items-center gap-2 rounded-full bg-primary-light px-4 py-1.5 text-sm font-semibold text-primary-dark">
              {hero.labelText && <span className="uppercase tracking-wide">{hero.labelText}</span>}
              {hero.labelInformation && <span className="font-medium text-ink">{hero.labelInformation}</span>}
            </p>
          )}
          <h1 id={headingId} className="text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl lg:text-6xl">
            {before && <>{before} </>}
            <Typewriter text={primary} startDelayMs={typewriterDelayMs} className="text-primary" />
            {after && <> {after}</>}
          </h1>
          {hero.description && <p className="mt-6 max-w-2xl text-lg text-muted">{hero.description}</p>}
          {(showPrimaryCta || secondaryActions.length > 0) && (
            <div className="mt-8 flex flex-wrap gap-4">
              {showPrimaryCta && <ActionLink action={primaryAction} className={primaryButtonClass} />}
              {secondaryActions.map((action) => (
                <ActionLink key={action.href} action={action} className={secondaryButtonClass} />
              ))}
            </div>
          )}
          {children && <div className="mt-8">{children}</div>}
          {showTrustSignals && (
            <ul aria-label="Why clients choose us" className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-ink">
              {trustSignals.map((signal) => (
                <li key={signal} className="inline-flex items-center gap-2">
                  <CircleCheck aria-hidden="true" className="size-5 text-accent" />
                  {signal}
                </li>
              ))}
            </ul>
          )}
        </div>
        {hero.heroImage && <HeroImage src={hero.heroImage} alt={hero.heroImageAlt ?? ''} />}
      </div>
    </section>
  );
}
