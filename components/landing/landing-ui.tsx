import { buttonClassName } from '@/components/ui/button';
import { LANDING_MOBILE } from '@/lib/constants';
import { cutForDisplay } from '@/lib/sections/cut-text';

/** The landing pages' lead buttons (they open the lead form). */
export const leadButtonClass = buttonClassName({ className: 'shadow-sm' });

/**
 * Mobile wording (cut at a word boundary past 80 characters) below 768 px, desktop wording from
 * 768 px. Screen readers read the desktop wording, the whole, on every size.
 */
export function ResponsiveText({ mobile, desktop }: { mobile: string; desktop: string }) {
  const { shown: mobileText } = cutForDisplay(mobile, LANDING_MOBILE.descriptionMax);
  // Same words on both sizes: one copy keeps the served HTML small.
  if (mobileText === desktop) return <>{desktop}</>;
  return (
    <>
      <span className="md:hidden" aria-hidden="true">
        {mobileText}
      </span>
      <span className="max-md:sr-only">{desktop}</span>
    </>
  );
}
