import { ensureDirectusInstalled } from '../../../scripts/cms-runtime';
import { seedTemplate } from './template';

/**
 * Installs Node 22 and Directus once, before any suite starts (the suites only start it): they run
 * two at a time (jest.cms.config.mjs), and two npm installs into one folder break each other.
 * Then seeds the Directus the suites copy (./template.ts).
 */
export default async function prepareDirectus(): Promise<void> {
  const install = ensureDirectusInstalled();
  console.log(
    `Directus install: ${install.installed ? `${install.seconds.toFixed(0)} s (cold)` : 'cached'}`,
  );
  console.log(`Seeded template: ${(await seedTemplate()).toFixed(0)} s`);
}
