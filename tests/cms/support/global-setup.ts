import { ensureDirectusInstalled } from '../../../scripts/cms-runtime';

/**
 * Installs Node 22 and Directus once, before any suite starts (the suites only start it): they run
 * two at a time (jest.cms.config.mjs), and two npm installs into one folder break each other.
 */
export default function installDirectusOnce(): void {
  const install = ensureDirectusInstalled();
  console.log(
    `Directus install: ${install.installed ? `${install.seconds.toFixed(0)} s (cold)` : 'cached'}`,
  );
}
