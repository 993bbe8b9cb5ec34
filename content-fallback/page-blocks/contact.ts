/** /contact as blocks: the contact form, the offices on the map, and the closing call to action. */
import type { PageBlock } from '@/blocks/catalog';
import { heroBlockData } from './hero';
import { closingBlocks } from './closing';
import { aboutCopy } from '@/content-fallback/pages/about';
import { contactPageCopy } from '@/content-fallback/pages/route-copy';
import { siteConfig } from '@/content-fallback/site';
import { trustSignals } from '@/content-fallback/pages/shared-sections';

const [closingCta] = closingBlocks('contact');

/** Where an office sits on the map: the /about footprint's position for the same office. */
function mapPosition(label: string) {
  const place = aboutCopy.footprint.offices.find((candidate) => candidate.label === label);
  if (!place) throw new Error(`content-fallback: no map position for the office "${label}"`);
  return { lat: place.lat, lng: place.lng };
}

export const contactPageBlocks: PageBlock[] = [
  {
    id: 'contact-hero',
    type: 'hero',
    // The contact hero shows the trust signals; as block data an editor changes them here.
    data: heroBlockData('contact', { trustSignals: [...trustSignals] }),
  },
  {
    id: 'contact-form',
    type: 'contact_form',
    data: { heading: contactPageCopy.heading, text: contactPageCopy.text, desktopOnly: false },
  },
  {
    id: 'contact-offices',
    type: 'offices',
    data: {
      anchor: 'offices',
      heading: contactPageCopy.officesHeading,
      mapLabel: contactPageCopy.officesMapLabel,
      // The map's positions are the /about footprint's; the addresses are the site's offices.
      offices: siteConfig.offices.map((office) => ({
        label: office.label,
        address: office.address,
        ...mapPosition(office.label),
      })),
      emailLabel: contactPageCopy.emailLabel,
      phoneLabel: contactPageCopy.phoneLabel,
    },
  },
  ...(closingCta ? [closingCta] : []),
];
