'use client';

import { ShownOrWhole } from '@/components/ui/cut-text';
import { IntentLink } from './intent-link';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { HEADER } from '@/lib/navigation/header';
import { placeDropdown } from '@/lib/navigation/dropdown-placement';
import type { MenuItem } from '@/lib/navigation/menu-model';

/**
 * Icons drawn by the server component that renders the menu, so the icon library stays out of
 * the client bundle (JS budget: within 1.15 × the framework floor; see docs/performance.md).
 */
export interface MenuIcons {
  /** Points down; turned while its group is open. */
  chevron: ReactNode;
  /** Shown before a section's badge text. */
  badge: ReactNode;
}

/**
 * A header entry with a dropdown (disclosure navigation pattern): the label is a real link to the
 * overview page, the chevron button next to it opens the panel. Hover opens it for mouse users.
 *
 * The panel is drawn when it first opens, not in the server HTML: its links and descriptions
 * would otherwise be in every document twice (markup and payload), about 1.8 kB of gzip on each
 * page (docs/performance.md); and drawn at hydration they were a 50-70 ms task at 4x CPU on every
 * load. Before hydration the label links to the overview page, which lists every entry.
 */
export function NavDropdown({
  item,
  icons,
  toggleLabel,
}: {
  item: MenuItem;
  icons: MenuIcons;
  /** The chevron button's name in the page's language ('Services menu'). */
  toggleLabel: string;
}) {
  const [open, setOpen] = useState(false);
  // Once drawn, the panel stays (hidden when closed), so it fades out and reopens at once.
  const [drawn, setDrawn] = useState(false);
  const show = useCallback((next: boolean) => {
    setOpen(next);
    if (next) setDrawn(true);
  }, []);
  const panelId = useId();
  const wrapperRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const panelLinks = () =>
    Array.from(panelRef.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  usePanelPlacement(panelRef, open);

  // A pointer that opened the panel by hovering is usually on its way to the chevron, and a touch
  // screen's tap sends mouseenter then click: that click must not close what it has just opened.
  const openedByHover = useRef(false);

  const focusFirstLinkOnOpen = useRef(false);
  useEffect(() => {
    if (!open || !focusFirstLinkOnOpen.current) return;
    focusFirstLinkOnOpen.current = false;
    panelRef.current?.querySelector<HTMLAnchorElement>('a[href]')?.focus();
  }, [open]);

  function focusLink(index: number) {
    const links = panelLinks();
    if (links.length === 0) return;
    links[(index + links.length) % links.length]?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    const links = panelLinks();
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    const onToggle = event.target === toggleRef.current;

    switch (event.key) {
      case 'Escape':
        if (!open) return;
        event.preventDefault();
        close(true);
        return;
      case 'ArrowDown':
      case 'ArrowRight':
        if (onToggle && event.key === 'ArrowDown') {
          event.preventDefault();
          // The panel may be drawn by this very render: its first link takes focus once it is.
          focusFirstLinkOnOpen.current = true;
          show(true);
        } else if (current >= 0) {
          event.preventDefault();
          focusLink(current + 1);
        }
        return;
      case 'ArrowUp':
      case 'ArrowLeft':
        if (current >= 0) {
          event.preventDefault();
          if (current === 0 && event.key === 'ArrowUp') close(true);
          else focusLink(current - 1);
        }
        return;
      case 'Home':
        if (current >= 0) {
          event.preventDefault();
          focusLink(0);
        }
        return;
      case 'End':
        if (current >= 0) {
          event.preventDefault();
          focusLink(links.length - 1);
        }
        return;
    }
  }

  return (
    <li
      ref={wrapperRef}
      className="nav-dropdown relative"
      data-open={open}
      onMouseEnter={() => {
        if (!open) openedByHover.current = true;
        show(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onKeyDown={handleKeyDown}
      onBlur={(event) => {
        // Close when focus moves out of the entry (Tab past the last link).
        if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <div className="flex items-center">
        <IntentLink
          href={item.href}
          className="text-ink hover:text-primary focus-visible:outline-primary rounded-md px-2 py-2 text-sm font-medium transition-colors focus-visible:outline-2"
        >
          {item.label}
        </IntentLink>
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={toggleLabel}
          onClick={(event) => {
            // detail 0: Enter or Space, which always toggles.
            const pointerAfterHover = event.detail > 0 && openedByHover.current;
            openedByHover.current = false;
            if (open && pointerAfterHover) return;
            show(!open);
          }}
          className="text-muted hover:text-primary focus-visible:outline-primary rounded-md p-1 transition-colors focus-visible:outline-2"
        >
          <span
            aria-hidden="true"
            className={`flex size-4 transition-transform ${open ? 'rotate-180' : ''}`}
          >
            {icons.chevron}
          </span>
        </button>
      </div>

      {/* pt-2 bridges the gap under the trigger so the pointer can travel into the panel. */}
      {drawn ? (
        <div
          ref={panelRef}
          id={panelId}
          className="nav-dropdown__panel absolute inset-s-0 top-full z-50 pt-2"
        >
          <div
            className={`grid max-w-[inherit] gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-xl ${
              item.hasTwoSections ? 'w-[44rem] grid-cols-[1fr_1.4fr]' : 'w-[40rem] grid-cols-1'
            }`}
          >
            {item.children.map((section) => (
              <DropdownSection
                key={section.id}
                section={section}
                badgeIcon={icons.badge}
                wide={!item.hasTwoSections}
                onNavigate={() => setOpen(false)}
              />
            ))}
          </div>
        </div>
      ) : null}
    </li>
  );
}

function DropdownSection({
  section,
  badgeIcon,
  wide,
  onNavigate,
}: {
  section: MenuItem;
  badgeIcon: ReactNode;
  wide: boolean;
  onNavigate: () => void;
}) {
  const headingId = useId();
  return (
    <div>
      <p
        id={headingId}
        className="text-muted mb-3 flex items-center gap-2 text-xs font-semibold tracking-wide uppercase"
      >
        {section.label}
        {section.badge ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-orange-100 px-2 py-0.5 text-[0.7rem] font-bold text-orange-800 normal-case">
            {badgeIcon}
            {section.badge}
          </span>
        ) : null}
      </p>
      <ul
        aria-labelledby={headingId}
        className={wide ? 'grid grid-cols-2 gap-x-4 gap-y-1' : 'grid gap-1'}
      >
        {section.children.map((link) => (
          <li key={link.id}>
            <IntentLink
              href={link.href}
              onClick={onNavigate}
              className="hover:bg-primary-light focus-visible:bg-primary-light focus-visible:outline-primary block rounded-lg px-3 py-2 transition-colors focus-visible:outline-2"
            >
              <span className="text-ink block text-sm font-semibold">{link.label}</span>
              {link.description ? (
                <span className="text-muted mt-0.5 block text-xs leading-snug">
                  <ShownOrWhole shown={link.description} whole={link.descriptionWhole} />
                </span>
              ) : null}
            </IntentLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Keeps the panel inside the viewport (2% side margins): measured 300 ms after load (if it has
 * been drawn by then), again 150 ms
 * after resizing stops, and whenever it opens. Writes the shift straight to the element's style so
 * placement never re-renders the menu.
 */
function usePanelPlacement(panelRef: React.RefObject<HTMLDivElement | null>, open: boolean) {
  const reposition = useCallback(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const currentShift = Number(panel.dataset.offsetX ?? 0);
    const rect = panel.getBoundingClientRect();
    const { offsetX, maxWidth } = placeDropdown({
      naturalLeft: rect.left - currentShift,
      width: panel.scrollWidth,
      viewportWidth: document.documentElement.clientWidth,
    });
    panel.dataset.offsetX = String(offsetX);
    panel.style.transform = offsetX === 0 ? '' : `translateX(${offsetX}px)`;
    panel.style.maxWidth = `${maxWidth}px`;
  }, [panelRef]);

  useEffect(() => {
    const initial = window.setTimeout(reposition, HEADER.repositionDelayMs);
    let debounce: number | undefined;
    const onResize = () => {
      window.clearTimeout(debounce);
      debounce = window.setTimeout(reposition, HEADER.resizeDebounceMs);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.clearTimeout(initial);
      window.clearTimeout(debounce);
      window.removeEventListener('resize', onResize);
    };
  }, [reposition]);

  // Before the first paint of a panel drawn just now, so it never shows at its natural place.
  useLayoutEffect(() => {
    if (open) reposition();
  }, [open, reposition]);
}
