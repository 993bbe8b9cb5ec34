import { cache } from 'react';
import { fallbackFacts } from '@/content-fallback/facts';
import { factSetOf, type FactSet } from './fact-tokens';

/**
 * The facts of the page being rendered, set once per render by the layout and each page (from
 * the CMS, else the bundled values) and read by localize() wherever it writes a token in. React's
 * cache() keeps one set per request and per static render; outside a render (a route handler, a
 * script) the last set loaded stands, or the bundled one.
 */
const store = cache((): { facts?: FactSet } => ({}));

export const bundledFactSet: FactSet = factSetOf(fallbackFacts);
let lastLoaded: FactSet | undefined;

export function setRequestFacts(facts: FactSet): void {
  store().facts = facts;
  lastLoaded = facts;
}

export function getRequestFacts(): FactSet {
  return store().facts ?? lastLoaded ?? bundledFactSet;
}
