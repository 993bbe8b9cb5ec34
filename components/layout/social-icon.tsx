import { SiFacebook, SiInstagram, SiX, SiYoutube } from '@icons-pack/react-simple-icons';
import type { SocialLink } from '@/lib/content/types';

const icons = {
  facebook: SiFacebook,
  x: SiX,
  instagram: SiInstagram,
  youtube: SiYoutube,
} as const;

/** Brand icon of a social network; decorative (the link carries the accessible name). */
export function SocialIcon({
  network,
  className,
}: {
  network: SocialLink['network'];
  className?: string;
}) {
  if (!(network in icons)) return null;
  const Icon = icons[network as keyof typeof icons];
  return <Icon aria-hidden="true" focusable="false" title="" className={className} size={20} />;
}
