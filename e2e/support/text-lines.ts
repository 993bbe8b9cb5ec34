/**
 * The words of an element's visible text, grouped by the line they are rendered on, top to bottom.
 * Handed to locator.evaluate() and run in the page, so it uses nothing from outside itself.
 */
export function renderedLines(element: Element): string[][] {
  const lines = new Map<number, string[]>();
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // Screen-reader copies sit in a 1 px box; only what is seen counts.
    if (node.parentElement?.closest('.sr-only')) continue;
    for (const match of node.textContent!.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const box = range.getClientRects()[0];
      if (!box) continue; // not rendered (display: none)
      const top = Math.round(box.top);
      lines.set(top, [...(lines.get(top) ?? []), match[0]]);
    }
  }
  return [...lines.entries()].sort(([a], [b]) => a - b).map(([, words]) => words);
}
