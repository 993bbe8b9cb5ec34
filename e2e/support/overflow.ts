/**
 * What sticks out of the viewport sideways: the page scrolling horizontally, or, where the root
 * clips, an element cut by the viewport's edge (in right to left, content pushed past the right
 * edge cannot even be scrolled to), or text running past it. Elements inside something that clips or scrolls on its own
 * (a carousel, a horizontal-scroll section, a fixed drawer) are that container's business.
 * Handed to page.evaluate(), so it uses nothing from outside itself.
 */
export function horizontalOverflow(): string[] {
  const root = document.documentElement;
  const width = root.clientWidth;
  const found: string[] = [];
  const scrollWidth = Math.max(root.scrollWidth, document.body.scrollWidth);
  if (scrollWidth > width + 1)
    found.push(`the page scrolls sideways: ${scrollWidth}px of content in ${width}px`);

  const name = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}` +
    `${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).slice(0, 3).join('.')}` : ''}`;
  const contained = (element: Element) => {
    if (getComputedStyle(element).position === 'fixed') return true;
    for (let parent = element.parentElement; parent && parent !== document.body;) {
      const style = getComputedStyle(parent);
      if (style.overflowX !== 'visible' || style.position === 'fixed') return true;
      parent = parent.parentElement;
    }
    return false;
  };
  const flagged: Element[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    if (flagged.some((outer) => outer.contains(element))) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.left >= -1 && box.right <= width + 1) continue;
    // Decorations hidden from assistive technology and invisible boxes are not read.
    if (element.closest('[aria-hidden="true"]')) continue;
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    if (contained(element)) continue;
    flagged.push(element);
    found.push(
      `${name(element)} spans ${Math.round(box.left)}..${Math.round(box.right)}px of ${width}px`,
    );
  }
  // A word longer than its line (long Turkish compounds) overflows as text, its box staying put.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || flagged.some((outer) => outer.contains(parent)))
      continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (box.width === 0 || (box.left >= -1 && box.right <= width + 1)) continue;
    if (parent.closest('[aria-hidden="true"]') || !parent.checkVisibility()) continue;
    // .sr-only text sits in a clipped 1 px box; contained() sees its overflow: hidden.
    if (getComputedStyle(parent).overflowX !== 'visible' || contained(parent)) continue;
    flagged.push(parent);
    found.push(
      `"${node.textContent.trim().slice(0, 40)}" in ${name(parent)} spans ` +
        `${Math.round(box.left)}..${Math.round(box.right)}px of ${width}px`,
    );
  }
  return found.slice(0, 8);
}
