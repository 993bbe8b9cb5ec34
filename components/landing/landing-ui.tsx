import { buttonClassName } from '@/components/ui/button';
import { LANDING_MOBILE } from '@/components/landing/landing-mobile';
import { cutForDisplay } from '@/lib/sections/cut-text';

/** The landing pages' lead buttons (they open the lead form). */
export const leadButtonClass = buttonClassName({ className: 'shadow-sm' });

/**
 * Mobile wording (cut at a word boundary past 80 characters) below 768 px, desktop wording from
 * 768 px. When the phones' wording is a cut, screen readers read the whole text on every size.
 */
export function ResponsiveText({ mobile, desktop }: { mobile: string; desktop: string }) {
  const { shown: mobileText, cut } = cutForDisplay(mobile, LANDING_MOBILE.descriptionMax);
  // Same words on both sizes: one copy keeps the served HTML small.
  if (mobileText === desktop) return <>{desktop}</>;
  return (
    <>
      <span className="md:hidden" aria-hidden={cut || undefined}>
        {mobileText}
      </span>
      <span className={cut ? 'max-md:sr-only' : 'max-md:hidden'}>{desktop}</span>
    </>
  );
}
