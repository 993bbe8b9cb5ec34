import { isDraftRequest } from '@/lib/cms/draft';
import { getUiLabels } from '@/lib/content/copy';

/** A visible bar while an editor previews drafts: a notice and a link that leaves preview. */
export async function PreviewBar() {
  if (!(await isDraftRequest())) return null;
  const labels = getUiLabels().PREVIEW_LABELS;
  return (
    <div
      role="status"
      className="text-ink sticky top-0 z-[60] flex items-center justify-center gap-4 bg-amber-400 px-4 py-2 text-sm font-semibold"
    >
      <span>{labels.notice}</span>
      {/* A route handler, not a page: a full request. The rule reads app/[locale] as matching it. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a
        href="/api/draft/disable"
        className="bg-ink focus-visible:outline-ink rounded-full px-3 py-1 text-white underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {labels.exit}
      </a>
    </div>
  );
}
