import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * The layers (README "Architecture"): imports run one way,
 *   routes (app/) → components (components/, each blocks/<kind>/ component) → lib/ (with
 *   blocks/catalog.ts and each blocks/<kind>/definition.ts) → the bundled copy (content-fallback/)
 *   → view-model types.
 * scripts/__tests__/import-graph.test.ts keeps the graph free of circles.
 */
const LOWER_LAYERS = [
  'lib/**',
  'cms/**',
  'content-fallback/**',
  'blocks/catalog.ts',
  'blocks/*/definition.ts',
];
const UI_LAYERS = ['app/**', 'components/**', 'blocks/**'];
const TESTS = ['**/__tests__/**', 'e2e/**', 'tests/**'];

const noBundleWords = {
  group: ['@/content-fallback/**', '**/content-fallback/**'],
  message:
    'Words reach components and routes through lib/content (or as props), never from content-fallback/ directly.',
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next*/**',
    'node_modules/**',
    'test-results/**',
    'playwright-report/**',
    'bench-results/**',
    'next-env.d.ts',
    'coverage/**',
    '.directus/**',
  ]),
  {
    // lib/, the CMS seed, the bundle and the block definitions never import what renders.
    files: LOWER_LAYERS,
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Block components, maps and renderers; not the catalog or a definition.
              regex: '^@/(app|components)/|^@/blocks/(?!catalog$|[^/]+/definition$)',
              message:
                'lib/, cms/, content-fallback/ and block definitions sit below the components: pass values down instead.',
            },
          ],
        },
      ],
    },
  },
  {
    // The bundled copy is data: it imports view-model types, nothing that runs.
    files: ['content-fallback/**'],
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/lib/**', '@/blocks/**'],
              allowTypeImports: true,
              message:
                'content-fallback/ imports only types (view models); conversions live in lib/content.',
            },
          ],
        },
      ],
    },
  },
  {
    files: UI_LAYERS,
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noBundleWords,
            { group: ['@/app/**'], message: 'Components never import routes.' },
          ],
        },
      ],
    },
  },
]);
