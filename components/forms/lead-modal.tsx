'use client';

import type { HostedDialogProps } from '@/lib/dialogs';

// Placeholder until its issue lands: the owner of this dialog replaces this file.
export default function PlaceholderDialog(_props: HostedDialogProps) {
  return null;
}
