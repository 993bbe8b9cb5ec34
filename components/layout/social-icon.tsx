import { BrandMark, isBrandMarkId } from '@/components/ui/brand-marks';
import type { SocialLink } from '@/lib/content/types';

/** Brand icon of a social network; decorative (the link carries the accessible name). */
export function SocialIcon({
  network,
  className,
}: {
  network: SocialLink['network'];
  className?: string;
}) {
  if (!isBrandMarkId(network)) return null;
  return <BrandMark id={network} size={20} className={className} />;
}
