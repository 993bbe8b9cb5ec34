'use client';

import type { ComponentPropsWithoutRef } from 'react';
import {
  DIALOG_BOOT,
  openDialog,
  prefetchDialog,
  type DialogName,
  type LeadPageContext,
} from '@/lib/dialogs';

interface DialogTriggerProps extends Omit<ComponentPropsWithoutRef<'button'>, 'onClick' | 'type'> {
  dialog: DialogName;
  pageContext?: LeadPageContext;
}

/**
 * A button that opens one of the site's dialogs (wizard, lead modal, health check). The dialog's
 * code is fetched on the first sign of intent, so it is usually there before the tap.
 */
export function DialogTrigger({
  dialog,
  pageContext,
  children,
  ...buttonProps
}: DialogTriggerProps) {
  const prefetch = () => prefetchDialog(dialog);
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      // Read by the inline boot script, which answers taps before hydration.
      {...{
        [DIALOG_BOOT.triggerAttribute]: dialog,
        [DIALOG_BOOT.contextAttribute]: pageContext,
      }}
      {...buttonProps}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onTouchStart={prefetch}
      onClick={(event) => {
        event.preventDefault();
        openDialog({ name: dialog, pageContext });
      }}
    >
      {children}
    </button>
  );
}
