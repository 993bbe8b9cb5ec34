import { buttonClassName } from '@/components/ui/button';
import { CircleCheck } from '@/components/ui/icons';
import { DialogTrigger } from '@/components/ui/dialog-trigger';
import type { BlockData } from '@/blocks/catalog';
import type { LeadPageContext } from '@/lib/dialogs';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

/** The hero's lead button may wrap its badges below its label on phones. */
const heroLeadButtonClass = buttonClassName({ className: 'flex-wrap shadow-sm' });
const secondaryLeadButtonClass = buttonClassName({ variant: 'outline' });

/** One row of hero stats from 640 px, as many columns as tiles (up to four). */
const HERO_STATS_COLUMNS = ['sm:grid-cols-1', 'sm:grid-cols-2', 'sm:grid-cols-3', 'sm:grid-cols-4'];

/** The landing hero's lower half: figure tiles, the lead buttons with their badges, a checklist. */
export function LandingHeroExtras({
  data,
  leadContext,
  editable = notEditable,
}: {
  data: BlockData<'hero'>;
  leadContext?: LeadPageContext;
  editable?: Editable<BlockData<'hero'>>;
}) {
  const columns = HERO_STATS_COLUMNS[Math.min(data.stats.length, 4) - 1] ?? '';
  return (
    // On phones the buttons come right after the text, above the figures: a paid visitor's first
    // screen holds the call to action even with the cookie card up on a first visit.
    <div className="flex flex-col">
      {data.stats.length > 0 && (
        // Two columns on phones; an odd last tile spans both so no half row stays empty.
        <dl
          className={`grid grid-cols-2 gap-3 max-sm:order-1 max-sm:mt-8 max-sm:[&>:last-child:nth-child(odd)]:col-span-2 ${columns}`}
          data-testid="hero-stats"
          {...editable('stats')}
        >
          {data.stats.map((stat) => (
            // Value above label (dd first in view, dt first for screen readers), values top-aligned.
            <div
              key={stat.label}
              className="flex flex-col-reverse justify-end rounded-xl bg-white p-4 shadow-sm"
            >
              <dt className="text-muted text-sm">{stat.label}</dt>
              <dd className="text-primary-dark text-2xl font-bold">{stat.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {(data.leadLabel || data.secondaryLeadLabel) && (
        <div data-hero-cta="" className="mt-8 flex flex-wrap gap-4 max-sm:order-first max-sm:mt-0">
          {data.leadLabel && (
            <DialogTrigger
              dialog="lead-modal"
              pageContext={leadContext}
              className={heroLeadButtonClass}
            >
              {data.leadLabel}
              {/* One group: on a phone where label and badges do not fit one line, the badges move
                  below the label together instead of squeezing it onto two lines. */}
              {data.leadBadges.length > 0 && (
                <span className="inline-flex gap-2">
                  {data.leadBadges.map((badge, index) => (
                    <span
                      key={badge}
                      className={`rounded-full px-2 py-0.5 text-xs font-bold ${index === 0 ? 'text-primary-dark bg-white' : 'bg-amber-300 text-amber-950'}`}
                    >
                      {badge}
                    </span>
                  ))}
                </span>
              )}
            </DialogTrigger>
          )}
          {data.secondaryLeadLabel && (
            <DialogTrigger
              dialog="lead-modal"
              pageContext={leadContext}
              className={secondaryLeadButtonClass}
            >
              {data.secondaryLeadLabel}
            </DialogTrigger>
          )}
        </div>
      )}
      {data.checklist.length > 0 && (
        <ul className="text-ink mt-6 space-y-2 max-sm:order-2" {...editable('checklist')}>
          {data.checklist.map((line) => (
            <li key={line} className="flex items-start gap-2">
              <CircleCheck aria-hidden="true" className="text-accent mt-0.5 size-5 shrink-0" />
              {line}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
