import { Fragment } from 'react';
import {
  HEADING_GLUE,
  PROSE_ELEMENTS,
  splitCompounds,
  splitLastTwoWords,
  WHOLE_WORD_CLASS,
} from './compound-words';

export type Props = Record<string, unknown> & { children?: unknown };
type MakeElement = (type: 'span', props: Props) => unknown;

/**
 * The children of a prose element with each hyphenated compound in a no-wrap span, or null when
 * nothing changes. Only direct text children are touched; elements pass through as they are. A
 * fragment's text counts too: components hand their words to a heading or paragraph through one.
 */
export function childrenWithWholeCompounds(
  type: unknown,
  props: Props | null | undefined,
  makeSpan: MakeElement,
): unknown[] | null {
  // Unit tests (jsdom, no layout) read text nodes as typed; the browser tests measure the lines.
  if (process.env.NODE_ENV === 'test') return null;
  if (!props || !(type === Fragment || (typeof type === 'string' && PROSE_ELEMENTS.has(type))))
    return null;
  const { children } = props;
  const list: unknown[] = Array.isArray(children) ? children : [children];
  const glue = typeof type === 'string' ? HEADING_GLUE[type] : undefined;
  let changed = false;
  const out: unknown[] = [];
  const lastText = list.findLastIndex((child) => typeof child === 'string');
  const hasCompound = list.some((child) => typeof child === 'string' && splitCompounds(child));
  for (const [index, child] of list.entries()) {
    if (glue && hasCompound && index === lastText) {
      const split = splitLastTwoWords(child as string, glue);
      if (split) {
        changed = true;
        const [head, tail] = split;
        for (const part of splitCompounds(head) ?? [head])
          out.push(
            typeof part === 'string'
              ? part
              : makeSpan('span', { className: WHOLE_WORD_CLASS, children: part.compound }),
          );
        out.push(makeSpan('span', { className: WHOLE_WORD_CLASS, children: tail }));
        continue;
      }
    }
    const parts = typeof child === 'string' ? splitCompounds(child) : null;
    if (!parts) {
      out.push(child);
      continue;
    }
    changed = true;
    for (const part of parts)
      out.push(
        typeof part === 'string'
          ? part
          : makeSpan('span', { className: WHOLE_WORD_CLASS, children: part.compound }),
      );
  }
  return changed ? out : null;
}
