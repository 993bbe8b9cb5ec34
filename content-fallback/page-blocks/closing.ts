/** The closing sections every detail page ends with, as blocks. */
import type { PageBlock } from '@/blocks/catalog';
import { closingCta, contactSection } from '@/content-fallback/pages/shared-sections';

export function closingBlocks(idPrefix: string): PageBlock[] {
  return [
    {
      id: `${idPrefix}-closing`,
      type: 'cta_band',
      data: {
        variant: 'schedule-wizard',
        heading: closingCta.heading,
        text: closingCta.text,
        primaryLabel: closingCta.scheduleLabel,
        secondaryLabel: closingCta.getStartedLabel,
      },
    },
    {
      id: `${idPrefix}-contact`,
      type: 'contact_form',
      data: { ...contactSection, desktopOnly: false },
    },
  ];
}
