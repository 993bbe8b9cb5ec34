import { ContactSection } from '@/components/sections/contact-section';
import type { BlockData } from '@/lib/blocks/catalog';
import { homeSectionMarker, type BlockPage } from './block-page';

export function ContactFormBlock({
  data,
  page,
}: {
  data: BlockData<'contact_form'>;
  page?: BlockPage;
}) {
  const { desktopOnly, ...copy } = data;
  const section = <ContactSection copy={copy} />;
  // Below lg a call-to-action card opens the lead form instead (the home page).
  return desktopOnly ? (
    <div className="hidden lg:block" {...homeSectionMarker(page, 'contact')}>
      {section}
    </div>
  ) : (
    section
  );
}
