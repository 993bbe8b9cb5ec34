'use client';

import { buttonClassName } from '@/components/ui/button';
import { useEffect } from 'react';
import { DialogTrigger } from '@/components/ui/dialog-trigger';
import type { LeadPageContext } from '@/lib/dialogs';
import { ArrowRightGlyph } from '@/components/ui/glyphs';
import { useStickyCtaVisibility } from './use-sticky-cta-visibility';

/** The site's default bar (the wizard) or the automation landing pages' bar (the lead modal). */
export type StickyCtaVariant = 'default' | 'automation';

/** Body class while a sticky bar is shown, so the cookie card can sit above it. */
export const STICKY_CTA_BODY_CLASS = 'has-mobile-sticky-cta';

// Counted: a landing page's bar can show before the previous page's bar unmounts.
let shownBars = 0;

/**
 * Fixed call-to-action bar on screens below 1024 px, shown once the hero's own call to action has
 * scrolled out and hidden again over the footer, so it never hides the hero's button at load,
 * never stacks with the cookie card over the hero, and never sits on the footer's links. The default variant opens the
 * Get Started wizard; the automation variant opens the lead modal in the 'automation' context.
 */
export function MobileStickyCta({
  variant = 'default',
  pageContext = 'automation',
  copy,
}: {
  variant?: StickyCtaVariant;
  /** The bar's words in the page's language (the settings' on the default bar, a landing page's sticky block). */
  copy: { text: string; action: string };
  /** Lead-modal context of the automation variant (the AI landing page passes its own). */
  pageContext?: LeadPageContext;
}) {
  const shown = useStickyCtaVisibility();
  useEffect(() => {
    if (!shown) return;
    shownBars += 1;
    document.body.classList.add(STICKY_CTA_BODY_CLASS);
    return () => {
      shownBars = Math.max(0, shownBars - 1);
      if (shownBars === 0) document.body.classList.remove(STICKY_CTA_BODY_CLASS);
    };
  }, [shown]);

  return (
    <aside
      aria-label={copy.text}
      data-variant={variant}
      data-shown={shown}
      inert={!shown}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur transition-[translate,visibility] duration-200 data-[shown=false]:invisible data-[shown=false]:translate-y-full lg:hidden"
    >
      <div className="mx-auto flex max-w-xl items-center justify-between gap-3">
        <p className="text-ink text-sm font-semibold">{copy.text}</p>
        {variant === 'automation' ? (
          <DialogTrigger dialog="lead-modal" pageContext={pageContext} className={buttonClasses}>
            {copy.action}
            <ArrowRightGlyph className="size-4" />
          </DialogTrigger>
        ) : (
          <DialogTrigger dialog="wizard" className={buttonClasses}>
            {copy.action}
            <ArrowRightGlyph className="size-4" />
          </DialogTrigger>
        )}
      </div>
    </aside>
  );
}

const buttonClasses = buttonClassName({ size: 'xs', className: 'shrink-0' });
