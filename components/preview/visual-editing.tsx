import { getEnv } from '@/lib/env';
import { isDraftRequest } from '@/lib/cms/draft';

/** The route serving the Visual Editor's script (lib/visual-editing/script.ts). */
export const VISUAL_EDITING_SCRIPT_PATH = '/api/draft/visual-editing';

/**
 * Directus's Visual Editor connection: in draft mode only, with a Directus configured, the page
 * loads the script that lets an editor click a marked heading or paragraph and edit it in place.
 */
export async function VisualEditing() {
  if (!(await isDraftRequest())) return null;
  const { DIRECTUS_PUBLIC_URL, DIRECTUS_URL } = getEnv();
  if (!(DIRECTUS_PUBLIC_URL ?? DIRECTUS_URL)) return null;
  return <script src={VISUAL_EDITING_SCRIPT_PATH} async />;
}
