import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `next build` renders pages in several worker processes, each with its own memory. A marker file
 * per line in the build folder keeps a CMS failure line to one per build, so a build with the CMS
 * down logs the fallback once per collection. Outside a build every line counts as new.
 */
export function firstTimeInThisBuild(line: string): boolean {
  if (process.env.NEXT_PHASE !== 'phase-production-build') return true;
  const dir = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'cms-fallback-log');
  const marker = path.join(dir, createHash('sha256').update(line).digest('hex').slice(0, 32));
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(marker, line, { flag: 'wx' });
    return true;
  } catch (error) {
    // EEXIST: another worker logged it; any other error (read-only folder): log rather than hide.
    return (error as NodeJS.ErrnoException).code !== 'EEXIST';
  }
}
