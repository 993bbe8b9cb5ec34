import { DialogTrigger } from '@/components/ui/dialog-trigger';
import { FloatingCta } from '@/components/layout/floating-cta';
import { MobileStickyCta } from '@/components/layout/mobile-sticky-cta';
import { leadButtonClass } from '@/components/landing/landing-ui';
import type { BlockData } from '@/blocks/catalog';
import type { BlockPage } from '../block-page';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

/**
 * The lead bar that stays in view: a floating pill on large screens, the sticky bar below
 * 1024 px (the layout's default bar stays off on /lp). Both are fixed, so the block's place in
 * the page does not matter; both keep off the hero and the footer (useStickyCtaVisibility).
 */
export function StickyCtaBlock({
  data,
  page,
  editable = notEditable,
}: {
  data: BlockData<'sticky_cta'>;
  page: BlockPage;
  editable?: Editable<BlockData<'sticky_cta'>>;
}) {
  // The page's choice: the lead modal in its context, or the Get Started wizard.
  const wizard = page.stickyCta === 'wizard';
  return (
    <>
      <FloatingCta label={data.floatingText}>
        <p className="font-semibold" {...editable('floatingText')}>
          {data.floatingText}
        </p>
        <DialogTrigger
          dialog={wizard ? 'wizard' : 'lead-modal'}
          pageContext={wizard ? undefined : page.leadContext}
          className={leadButtonClass}
        >
          {data.floatingLabel}
        </DialogTrigger>
      </FloatingCta>
      <MobileStickyCta
        variant={wizard ? 'default' : 'automation'}
        pageContext={page.leadContext}
        copy={{ text: data.barText, action: data.barLabel }}
      />
    </>
  );
}
