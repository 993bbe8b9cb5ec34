/**
 * npm run cms:dev — a local Directus for editors, no Docker: installs it on first use (Node 22 and
 * Directus into .directus/install, about 3 minutes), keeps its SQLite database and uploads in
 * .directus/data, seeds it from content-fallback/ and prints the URL, the admin login and the
 * lines for .env.local. Ctrl-C stops it; the data stays for next time.
 *
 * CMS_PORT (default 8055) and NEXT_PUBLIC_SITE_URL (default http://localhost:3000, where the
 * revalidation Flow sends its calls and the preview URLs point) can be set; DRAFT_SECRET too
 * (else one is derived from this Directus's secret).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { ensureDirectusInstalled, REPO_ROOT, startDirectus } from './cms-runtime';

const port = Number(process.env.CMS_PORT || 8055);
const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');
const dataDir = path.join(REPO_ROOT, '.directus', 'data');

async function main() {
  const install = ensureDirectusInstalled();
  if (install.installed) console.log(`Installed in ${install.seconds.toFixed(0)} s.`);

  // Directus's own CSP lets its Live Preview pane and Visual Editor frame the site.
  const directus = await startDirectus({
    dataDir,
    port,
    extraEnv: {
      CONTENT_SECURITY_POLICY_DIRECTIVES__FRAME_SRC: `array:'self',${new URL(siteUrl).origin}`,
    },
  });
  const { secrets } = directus;
  const draftSecret =
    process.env.DRAFT_SECRET ||
    createHash('sha256').update(`draft:${secrets.secret}`).digest('base64url').slice(0, 32);
  // Open Directus under the site's host name: the preview's cookies then stay same-site in
  // `next dev`, which sets them SameSite=Lax (see docs/cms.md).
  const editorUrl = `${new URL(siteUrl).protocol}//${new URL(siteUrl).hostname}:${port}`;
  const seed = spawnSync('npx', ['tsx', 'scripts/cms-seed.ts'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      DIRECTUS_URL: directus.url,
      DIRECTUS_ADMIN_TOKEN: secrets.adminToken,
      DIRECTUS_TOKEN: secrets.siteToken,
      REVALIDATE_SECRET: secrets.revalidateSecret,
      REVALIDATE_URL: `${siteUrl}/api/revalidate`,
      NEXT_PUBLIC_SITE_URL: siteUrl,
      DRAFT_SECRET: draftSecret,
    },
  });
  if (seed.status !== 0) {
    await directus.stop();
    process.exit(seed.status ?? 1);
  }

  console.log(`
Directus is running: ${editorUrl}/admin
  Admin login: ${secrets.adminEmail} / ${secrets.adminPassword}
  (secrets are kept in ${path.relative(REPO_ROOT, path.join(dataDir, 'secrets.json'))})

Put these lines in .env.local, then run the site (npm run dev, or npm run build && npm start):
DIRECTUS_URL=${directus.url}
DIRECTUS_TOKEN=${secrets.siteToken}
REVALIDATE_SECRET=${secrets.revalidateSecret}
NEXT_PUBLIC_SITE_URL=${siteUrl}
DRAFT_SECRET=${draftSecret}
DIRECTUS_PUBLIC_URL=${editorUrl}

Edits in Directus reach ${siteUrl} through the "Revalidate website" Flow. Ctrl-C stops Directus.`);

  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      await directus.stop();
      process.exit(0);
    });
  }
  directus.child.on('exit', (code) => process.exit(code ?? 0));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
