'use client';

import type { ComponentPropsWithoutRef } from 'react';
import { openDialog, type DialogName, type LeadPageContext } from '@/lib/dialogs';

interface DialogTriggerProps extends Omit<ComponentPropsWithoutRef<'button'>, 'onClick' | 'type'> {
  dialog: DialogName;
  pageContext?: LeadPageContext;
}

/** A button that opens one of the site's dialogs (wizard, lead modal, health check). */
export function DialogTrigger({ dialog, pageContext, children, ...buttonProps }: DialogTriggerProps) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      {...buttonProps}
      onClick={(event) => {
        event.preventDefault();
        openDialog({ name: dialog, pageContext });
      }}
    >
      {children}
    </button>
  );
}
