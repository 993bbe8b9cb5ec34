/**
 * npm run cms:install — installs Node 22 and the pinned Directus (cms/runtime/) ahead of use, so
 * CI can do the ~3 min cold install in the background while other checks run. A no-op when the
 * same install is already there; cms:dev and test:cms install it themselves when it is not.
 */
import { ensureDirectusInstalled } from './cms-runtime';

const install = ensureDirectusInstalled();
console.log(
  install.installed
    ? `Directus installed into ${install.dir} in ${install.seconds.toFixed(0)} s.`
    : `Directus already installed in ${install.dir}.`,
);
