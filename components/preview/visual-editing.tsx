import dynamic from 'next/dynamic';
import { getEnv } from '@/lib/env';
import { isDraftRequest } from '@/lib/revalidate/draft';

// Loaded on demand: a route whose pages never render it (every public page) ships none of it.
const VisualEditingClient = dynamic(() =>
  import('./visual-editing-client').then((module) => module.VisualEditingClient),
);

/** Directus's Visual Editor connection, in draft mode only, to the Directus editors open. */
export async function VisualEditing() {
  if (!(await isDraftRequest())) return null;
  const { DIRECTUS_PUBLIC_URL, DIRECTUS_URL } = getEnv();
  const directusUrl = DIRECTUS_PUBLIC_URL ?? DIRECTUS_URL;
  return directusUrl ? <VisualEditingClient directusUrl={directusUrl} /> : null;
}
