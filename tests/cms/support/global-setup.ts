import { ensureDirectusInstalled } from '../../../scripts/cms-runtime';

/**
 * Installs Node 22 and Directus once, before the suites start: they run two at a time
 * (jest.cms.config.mjs), and two npm installs into the same folder would break each other.
 */
export default function installDirectusOnce(): void {
  const install = ensureDirectusInstalled();
  if (install.installed) console.log(`Directus installed in ${install.seconds.toFixed(0)} s.`);
}
