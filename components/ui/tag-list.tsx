import type { TagList as TagListModel } from '@/lib/sections/cards';
import { getUiLabels } from '@/lib/content/copy';

/** Card tags: up to 4 shown, then a focusable '+N' chip whose tooltip lists the rest. */
export function TagList({ tags, id }: { tags: TagListModel; id: string }) {
  const tooltipId = `${id}-more-tags`;
  const labels = getUiLabels().CARD_LABELS;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={labels.technologies}>
      {tags.visible.map((tag) => (
        <li
          key={tag}
          className="bg-primary-light text-primary-dark rounded-full px-3 py-1 text-xs font-medium"
        >
          {tag}
        </li>
      ))}
      {tags.overflowLabel && (
        <li className="group relative">
          <span
            tabIndex={0}
            aria-describedby={tooltipId}
            title={tags.hidden.join(', ')}
            className="text-ink focus-visible:outline-primary inline-block cursor-default rounded-full bg-slate-200 px-3 py-1 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            {/* '+2' keeps its sign first in Arabic too. */}
            <span className="ltr-isolate">{tags.overflowLabel}</span>
            <span className="sr-only"> {labels.moreTags}</span>
          </span>
          <span
            id={tooltipId}
            role="tooltip"
            className="bg-ink pointer-events-none absolute bottom-full left-1/2 z-10 mb-2 w-max max-w-56 -translate-x-1/2 rounded-md px-3 py-2 text-xs text-white opacity-0 shadow-lg transition-opacity [clip-path:inset(0)] group-focus-within:opacity-100 group-focus-within:[clip-path:none] group-hover:opacity-100 group-hover:[clip-path:none]"
          >
            {tags.hidden.join(', ')}
          </span>
        </li>
      )}
    </ul>
  );
}
