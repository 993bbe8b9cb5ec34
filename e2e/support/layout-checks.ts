/**
 * Layout rules a visitor notices, each as a function handed to page.evaluate(): it returns one
 * line per offence naming the element, so a failing assertion says what is wrong and where.
 * Every function uses nothing from outside itself (it runs in the page).
 */

/** Text clipped by its own box: a box that hides its overflow while its text runs past it. */
export function clippedText(): string[] {
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}` +
    `${typeof element.className === 'string' && element.className.trim() ? `.${element.className.trim().split(/\s+/).slice(0, 3).join('.')}` : ''}`;
  const found: string[] = [];
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    const style = getComputedStyle(element);
    const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
    const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
    if (!clipsX && !clipsY) continue;
    // An ellipsis or a line clamp is a cut on purpose, at a visible mark.
    if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') continue;
    if (element.closest('[aria-hidden="true"], .sr-only, dialog:not([open])')) continue;
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const box = element.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) continue;
    // Only the element's own lines of text: what its children clip is theirs to report.
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      if (parent.closest('.sr-only, [aria-hidden="true"]') || !parent.checkVisibility()) continue;
      // Text inside a scroller or a carousel is reached by scrolling it.
      let inner: HTMLElement | null = parent;
      let scrolls = false;
      for (; inner && inner !== element; inner = inner.parentElement) {
        const own = getComputedStyle(inner);
        if (/auto|scroll/.test(own.overflowX + own.overflowY)) scrolls = true;
      }
      if (scrolls) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      if (text.width === 0) continue;
      const outX = clipsX && (text.left < box.left - 1 || text.right > box.right + 1);
      const outY = clipsY && (text.top < box.top - 2 || text.bottom > box.bottom + 2);
      // Text wholly outside the box (a slide off to the side) is hidden, not cut.
      const wholly =
        text.right <= box.left ||
        text.left >= box.right ||
        text.bottom <= box.top ||
        text.top >= box.bottom;
      if ((outX || outY) && !wholly) {
        found.push(`"${node.textContent.trim().slice(0, 40)}" is cut by ${name(element)}`);
        break;
      }
    }
  }
  return found.slice(0, 8);
}

/**
 * Fixed or sticky elements lying on a heading, a control or a line of text. The site header is
 * left out: content scrolls under it by design, and at the top of the page it covers nothing.
 */
export function coveredContent(): string[] {
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}` +
    `${element.getAttribute('aria-label') ? `[aria-label="${element.getAttribute('aria-label')}"]` : ''}` +
    `${element.getAttribute('data-testid') ? `[data-testid="${element.getAttribute('data-testid')}"]` : ''}`;
  const overlays: Array<{ element: Element; box: DOMRect }> = [];
  for (const element of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(element);
    if (style.position !== 'fixed' && style.position !== 'sticky') continue;
    if (element.closest('header, dialog, [role="dialog"]')) continue;
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const box = element.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) continue;
    if (box.bottom <= 0 || box.top >= innerHeight) continue;
    if (style.position === 'sticky') {
      // A sticky element covers something only while it is stuck, out of its place in the flow:
      // then something else of its section scrolls beneath it. It is judged below like a fixed
      // one, against what is not its own.
    }
    overlays.push({ element, box });
  }
  const found: string[] = [];
  const overlaps = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 4 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 4;
  for (const { element: overlay, box } of overlays) {
    // The topmost element at a point decides whether the overlay is painted there.
    const paintsOver = (x: number, y: number) => {
      const top = document.elementFromPoint(x, y);
      return !!top && overlay.contains(top);
    };
    const victims: string[] = [];
    const consider = (target: Element, rect: DOMRect, label: string) => {
      if (overlay.contains(target) || target.contains(overlay)) return;
      // A sticky element over its own section's lines is that section's layout, judged elsewhere.
      if (
        getComputedStyle(overlay).position === 'sticky' &&
        overlay.parentElement?.contains(target)
      ) {
        const stuck =
          overlay.getBoundingClientRect().top <= parseFloat(getComputedStyle(overlay).top) + 1;
        if (!stuck) return;
      }
      if (!overlaps(rect, box)) return;
      const x = (Math.max(rect.left, box.left) + Math.min(rect.right, box.right)) / 2;
      const y = (Math.max(rect.top, box.top) + Math.min(rect.bottom, box.bottom)) / 2;
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight || !paintsOver(x, y)) return;
      victims.push(label);
    };
    for (const control of document.querySelectorAll(
      'a[href], button, input, select, textarea, summary, [role="button"], h1, h2, h3, h4',
    )) {
      if (control.closest('[aria-hidden="true"], .sr-only, header, dialog')) continue;
      if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      consider(
        control,
        control.getBoundingClientRect(),
        `${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim().slice(0, 30)}"`,
      );
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      if (parent.closest('[aria-hidden="true"], .sr-only, header, dialog, script, style')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects())
        consider(parent, line, `text "${node.textContent.trim().slice(0, 30)}"`);
    }
    if (victims.length > 0)
      found.push(`${name(overlay)} covers ${[...new Set(victims)].slice(0, 3).join(', ')}`);
  }
  return found;
}

/**
 * Grids of cards (two or more visible items laid out in rows) whose last row ends beside empty
 * columns: one card alone while the grid shows three or more columns, or a short last row pushed
 * to one side instead of centred or widened.
 */
export function unbalancedGrids(): string[] {
  const name = (element: Element) => {
    const section = element.closest('section');
    const heading = section?.querySelector('h2, h1')?.textContent?.trim().slice(0, 40);
    return `${element.tagName.toLowerCase()}${element.getAttribute('aria-label') ? `[aria-label="${element.getAttribute('aria-label')}"]` : ''} in "${heading ?? section?.id ?? 'page'}"`;
  };
  const found: string[] = [];
  for (const grid of document.querySelectorAll<HTMLElement>('main *')) {
    const style = getComputedStyle(grid);
    if (style.display !== 'grid' && !(style.display === 'flex' && style.flexWrap === 'wrap'))
      continue;
    if (grid.closest('[aria-hidden="true"], dialog')) continue;
    const items = [...grid.children].filter((child) => {
      const box = child.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(child).position !== 'absolute';
    });
    if (items.length < 2) continue;
    // Cards, not chips or words: each item at least 160 px wide and 80 px tall.
    const boxes = items.map((item) => item.getBoundingClientRect());
    if (boxes.some((box) => box.width < 160 || box.height < 80)) continue;
    // One row: items whose vertical spans overlap (items may be centred, not top-aligned).
    const ordered: DOMRect[][] = [];
    for (const box of [...boxes].sort((a, b) => a.top - b.top)) {
      const row = ordered.find((candidate) =>
        candidate.some((other) => box.top < other.bottom - 1 && other.top < box.bottom - 1),
      );
      if (row) row.push(box);
      else ordered.push([box]);
    }
    const columns = Math.max(
      ...ordered.map((row) => row.length),
      style.display === 'grid' ? style.gridTemplateColumns.split(' ').length : 0,
    );
    const last = ordered[ordered.length - 1]!;
    if (columns < 2 || last.length === columns) continue;
    const frame = grid.getBoundingClientRect();
    const cardWidth = Math.min(...boxes.map((box) => box.width));
    const startGap = Math.min(...last.map((box) => box.left)) - frame.left;
    const endGap = frame.right - Math.max(...last.map((box) => box.right));
    if (
      ordered.length > 1 &&
      last.length === 1 &&
      Math.max(...ordered.map((row) => row.length)) >= 3
    )
      found.push(
        `${name(grid)} ends with one card under rows of ${Math.max(...ordered.map((row) => row.length))}`,
      );
    else if (Math.abs(startGap - endGap) > cardWidth / 2)
      found.push(
        `${name(grid)}: its last row of ${last.length} sits beside ${Math.round(Math.max(startGap, endGap))} px of empty columns`,
      );
  }
  return found;
}

/**
 * Blank vertical bands taller than `limit` px between two of main's sections, or between the last
 * one and the footer: space no section paints (main's padding, a spacer, a margin), which shows
 * as a stripe of the page's white between two bands.
 */
export function blankBands(limit: number): string[] {
  const main = document.querySelector('main');
  const footer = document.querySelector('footer');
  if (!main || !footer) return ['the page has no <main> or no <footer>'];
  const name = (element: Element) =>
    element === footer
      ? 'the footer'
      : `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.getAttribute('aria-labelledby') ? `[aria-labelledby="${element.getAttribute('aria-labelledby')}"]` : ''}`;
  const blocks = [...main.children, footer].filter((element) => {
    const box = element.getBoundingClientRect();
    return box.height > 0 && getComputedStyle(element).position !== 'fixed';
  });
  const found: string[] = [];
  for (let index = 1; index < blocks.length; index += 1) {
    const above = blocks[index - 1]!;
    const below = blocks[index]!;
    const gap = below.getBoundingClientRect().top - above.getBoundingClientRect().bottom;
    if (gap > limit)
      found.push(`${Math.round(gap)} px blank between ${name(above)} and ${name(below)}`);
  }
  return found;
}

/** At phone width: fields whose text is under 16 px (iOS zooms in) and targets under 44 × 44 px. */
export function smallControls(): string[] {
  const found: string[] = [];
  const label = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('name') ?? '').trim().slice(0, 30)}"`;
  for (const field of document.querySelectorAll<HTMLElement>('input, select, textarea')) {
    if ((field as HTMLInputElement).type === 'hidden') continue;
    if (!field.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const size = parseFloat(getComputedStyle(field).fontSize);
    if (size < 16) found.push(`${label(field)} has ${size} px text`);
  }
  for (const target of document.querySelectorAll<HTMLElement>(
    'button, input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), select, textarea, summary, [role="button"], [role="tab"], [role="option"], a[href]',
  )) {
    if (target.closest('[aria-hidden="true"], .sr-only')) continue;
    if (!target.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    // A link inside a sentence is exempt, as WCAG's target-size rule exempts inline targets, and
    // so is a text link (no fill, no border: a line of words, spaced as text); what is drawn as a
    // button, a chip or an icon must be a 44 × 44 px target.
    if (target.tagName === 'A' && target.closest('p')) continue;
    if (target.tagName === 'A') {
      const style = getComputedStyle(target);
      const drawn =
        style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
        parseFloat(style.borderTopWidth) > 0 ||
        !target.textContent?.trim();
      if (!drawn) continue;
    }
    const box = target.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.width < 43.5 || box.height < 43.5)
      found.push(`${label(target)} is ${Math.round(box.width)} × ${Math.round(box.height)} px`);
  }
  return found;
}
