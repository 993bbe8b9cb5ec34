/**
 * The import graph has no circle (type-only imports count: a circle of types is still two modules
 * that cannot be read one without the other), and the checker itself finds one when there is.
 */
import {
  areaOf,
  buildImportGraph,
  clientReach,
  findCycles,
  importedSpecifiers,
  resolveSpecifier,
  ROOT,
  valueImportedSpecifiers,
} from '../import-graph.mjs';

describe('the import graph', () => {
  const graph = buildImportGraph();

  it('reads the whole site (routes, components, lib, the bundled copy, the CMS seed)', () => {
    const areas = new Set([...graph.keys()].map((file) => file.split('/')[0]));
    for (const area of ['app', 'components', 'lib', 'content-fallback', 'cms'])
      expect(areas).toContain(area);
    expect(graph.size).toBeGreaterThan(400);
    // The edge that was once half of a circle is read (a type import through the @/ alias).
    expect(graph.get('content-fallback/shell.ts')).toContain('lib/content/types.ts');
  });

  it('has no circle', () => {
    expect(findCycles(graph)).toEqual([]);
  });
});

describe('what the browser can load', () => {
  const reach = clientReach();

  it('follows the client islands into lib/content’s island door', () => {
    expect(reach.get('components/forms/contact-form-fields.tsx')).toBeDefined();
    expect(reach.get('lib/content/island-words/contact-form.ts')).toBeDefined();
  });

  it.each([
    'lib/i18n/localize.ts',
    'content-fallback/i18n/catalogs.ts',
    'lib/content/index.ts',
    'lib/content/copy.ts',
    'lib/env.ts',
  ])(
    'never reaches %s (the server’s catalogs of every language, the CMS, the environment)',
    (file) => {
      expect(reach.get(file)).toBeUndefined();
    },
  );
});

describe('the checker', () => {
  it('leaves type-only imports out of what ships', () => {
    const source = [
      "import type { A } from './a';",
      "import { type B, type C } from './b';",
      "import { type D, e } from './d';",
      "export type { F } from './f';",
      "import g from './g';",
    ].join('\n');
    expect(valueImportedSpecifiers(source).sort()).toEqual(['./d', './g']);
  });

  it('finds the specifiers of every import form, type-only and dynamic ones too', () => {
    const source = [
      "import type { A } from '@/lib/a';",
      "import { b,\n  c } from './b';",
      "export { d } from '../d';",
      "export * from './e';",
      "import './f.css';",
      "const g = await import('@/lib/g');",
      "// import { h } from './h';",
      "/* import { i } from './i'; */",
    ].join('\n');
    expect(importedSpecifiers(source).sort()).toEqual(
      ['../d', './b', './e', './f.css', '@/lib/a', '@/lib/g'].sort(),
    );
  });

  it('resolves the @/ alias and relative paths to files, and leaves packages out', () => {
    expect(resolveSpecifier('@/lib/content/types', `${ROOT}/app/x.ts`)).toBe(
      `${ROOT}/lib/content/types.ts`,
    );
    expect(resolveSpecifier('./types', `${ROOT}/lib/content/index.ts`)).toBe(
      `${ROOT}/lib/content/types.ts`,
    );
    expect(resolveSpecifier('react', `${ROOT}/app/x.ts`)).toBeUndefined();
  });

  it('reports a circle of any length, and a file importing itself', () => {
    const cyclic = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
    ]);
    expect(findCycles(cyclic)).toEqual(
      expect.arrayContaining([['a.ts', 'b.ts', 'c.ts'], ['e.ts']]),
    );
    expect(findCycles(cyclic)).toHaveLength(2);
  });

  it('names areas two levels deep in lib and components', () => {
    expect(areaOf('lib/content/index.ts')).toBe('lib/content');
    expect(areaOf('content-fallback/shell.ts')).toBe('content-fallback');
  });
});
