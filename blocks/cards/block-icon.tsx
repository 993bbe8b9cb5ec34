import { lineIcons } from '@/components/ui/line-icons';

/** The drawing of each icon name an editor can pick (the site's line icons). */
export const BLOCK_ICONS = lineIcons;
