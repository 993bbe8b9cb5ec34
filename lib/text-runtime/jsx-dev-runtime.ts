/** The development JSX runtime, with the same compound-word rule as ./jsx-runtime. */
import { Fragment, jsxDEV as reactJsxDev } from 'react/jsx-dev-runtime';
import { childrenWithWholeCompounds, type Props } from './render';

export { Fragment };
export type { JSX } from 'react/jsx-dev-runtime';

type JsxDev = typeof reactJsxDev;

export const jsxDEV: JsxDev = (type, props, key, isStatic, source, self) => {
  const children = childrenWithWholeCompounds(type, props as Props, (span, spanProps) =>
    reactJsxDev(span, spanProps, undefined, false, source, self),
  );
  return children
    ? reactJsxDev(type, { ...(props as Props), children }, key, true, source, self)
    : reactJsxDev(type, props, key, isStatic, source, self);
};
