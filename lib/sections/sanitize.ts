/**
 * Stats descriptions may carry inline markup from the CMS. Only a tiny whitelist
 * survives, always without attributes; every other tag is dropped, script/style contents are
 * removed, and text is escaped, so the result is safe for dangerouslySetInnerHTML.
 */
const ALLOWED = new Set(['strong', 'em', 'br', 'span']);
const VOID = new Set(['br']);
const DROP_WITH_CONTENT =
  /<(script|style|iframe|object|embed|template|noscript|textarea|title)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi;

function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:[a-z]+|#\d+|#x[0-9a-f]+);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export function sanitizeInlineHtml(input: string): string {
  const source = input.replace(/<!--[\s\S]*?(-->|$)/g, '').replace(DROP_WITH_CONTENT, '');
  const open: string[] = [];
  let out = '';
  let last = 0;
  const tagPattern = /<\s*(\/?)\s*([a-z][a-z0-9-]*)\b[^>]*>/gi;
  for (const match of source.matchAll(tagPattern)) {
    out += escapeText(source.slice(last, match.index));
    last = match.index + match[0].length;
    const closing = match[1] === '/';
    const name = (match[2] ?? '').toLowerCase();
    if (!ALLOWED.has(name)) continue;
    if (VOID.has(name)) {
      if (!closing) out += '<br>';
      continue;
    }
    if (!closing) {
      open.push(name);
      out += `<${name}>`;
    } else {
      const at = open.lastIndexOf(name);
      if (at === -1) continue; // stray closing tag
      while (open.length > at) out += `</${open.pop()}>`;
    }
  }
  out += escapeText(source.slice(last));
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
