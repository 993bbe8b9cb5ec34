import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * content-fallback/i18n: the catalogs match what the bundled content says today, and every string
 * has its Arabic and Turkish translation (the extractor's --check; it imports every module).
 */
it('the translation catalogs are current and complete in ar and tr', () => {
  const root = join(__dirname, '../../..');
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/i18n-extract.mts', '--check'],
    { cwd: root, encoding: 'utf8' },
  );
  expect(result.stdout + result.stderr).toMatch(/^\d+ modules, \d+ strings\n$/);
  expect(result.status).toBe(0);
}, 60_000);
