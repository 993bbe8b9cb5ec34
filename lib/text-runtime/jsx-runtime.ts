/**
 * React's automatic JSX runtime (tsconfig `jsxImportSource`), with one change: the text of a prose
 * element keeps each hyphenated compound on one line (./compound-words). Server and client
 * components both render through it, so the served HTML and hydration agree.
 */
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';
import { childrenWithWholeCompounds, type Props } from './render';

export { Fragment };
export type { JSX } from 'react/jsx-runtime';

type Jsx = typeof reactJsx;

export const jsx: Jsx = (type, props, key) => {
  const children = childrenWithWholeCompounds(type, props as Props, reactJsx);
  // A list made here is static (no keys needed), as jsxs marks it.
  return children
    ? reactJsxs(type, { ...(props as Props), children }, key)
    : reactJsx(type, props, key);
};

export const jsxs: Jsx = (type, props, key) => {
  const children = childrenWithWholeCompounds(type, props as Props, reactJsx);
  return reactJsxs(type, children ? { ...(props as Props), children } : props, key);
};
