import { buttonClassName } from '@/components/ui/button';
import { LANDING_MOBILE } from '@/lib/constants';
import { truncateAtWord } from '@/lib/text';

/** The landing pages' lead buttons (they open the lead form). */
export const leadButtonClass = buttonClassName({ className: 'shadow-sm' });

/** Mobile wording (cut at 80) below 768 px, desktop wording from 768 px. */
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
