import { ContactSection } from '@/components/sections/contact-section';
import type { BlockData } from '@/lib/blocks/catalog';

export function ContactFormBlock({ data }: { data: BlockData<'contact_form'> }) {
  return <ContactSection copy={data} />;
}
