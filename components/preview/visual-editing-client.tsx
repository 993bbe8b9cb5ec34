'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Connects the page to Directus's Visual Editor when it is framed there: the editor clicks a
 * marked heading or paragraph, edits it in place, and saving re-renders the page from the server
 * (draft pages are rendered per request). The package loads as its own chunk, in draft mode only.
 */
export function VisualEditingClient({ directusUrl }: { directusUrl: string }) {
  const router = useRouter();
  useEffect(() => {
    let stopped = false;
    let editing: { remove(): void } | undefined;
    void import('@directus/visual-editing').then(async ({ apply }) => {
      if (stopped) return;
      editing = await apply({ directusUrl, onSaved: () => router.refresh() });
      if (stopped) editing?.remove();
    });
    return () => {
      stopped = true;
      editing?.remove();
    };
  }, [directusUrl, router]);
  return null;
}
