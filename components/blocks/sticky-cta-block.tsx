import { DialogTrigger } from '@/components/ui/dialog-trigger';
import { MobileStickyCta } from '@/components/layout/mobile-sticky-cta';
import { leadButtonClass } from '@/components/landing/landing-ui';
import type { BlockData } from '@/lib/blocks/catalog';
import type { BlockPage } from './block-page';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

/**
 * The lead bar that stays in view: a floating pill on large screens, the sticky bar below
 * 1024 px (the layout's default bar stays off on /lp). Both are fixed, so the block's place in
 * the page does not matter; the room the pill needs at the page's end is kept by landing.css.
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
      <aside
        aria-label={data.floatingText}
        data-testid="floating-cta"
        data-floating-cta=""
        className="bg-ink fixed inset-e-6 bottom-6 z-30 hidden items-center gap-4 rounded-full py-2 ps-6 pe-2 text-white shadow-2xl lg:flex"
      >
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
      </aside>
      <MobileStickyCta
        variant={wizard ? 'default' : 'automation'}
        pageContext={page.leadContext}
        copy={{ text: data.barText, action: data.barLabel }}
      />
    </>
  );
}
