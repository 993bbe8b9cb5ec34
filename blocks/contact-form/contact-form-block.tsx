import { ContactSection } from '@/components/sections/contact-section';
import type { BlockData } from '@/blocks/catalog';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';
import { homeSectionMarker, type BlockPage } from '../block-page';

export function ContactFormBlock({
  data,
  page,
  editable = notEditable,
}: {
  data: BlockData<'contact_form'>;
  page?: BlockPage;
  editable?: Editable<BlockData<'contact_form'>>;
}) {
  const { desktopOnly, ...copy } = data;
  const section = (
    <ContactSection
      copy={copy}
      edit={{ title: editable('heading'), description: editable('text') }}
    />
  );
  // Below lg a call-to-action card opens the lead form instead (the home page).
  return desktopOnly ? (
    <div className="hidden lg:block" {...homeSectionMarker(page, 'contact')}>
      {section}
    </div>
  ) : (
    section
  );
}
