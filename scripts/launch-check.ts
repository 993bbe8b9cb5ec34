/**
 * Lists every setting a live site must not keep at its placeholder or default (contact details,
 * site URL, secrets, webhooks, a shared lead store for several instances). Run it with the
 * production environment before going live:
 *
 *   npm run launch:check                    # warnings, exit 0
 *   npm run launch:check -- --strict        # exit 1 when anything is listed (CI, deploy gates)
 *   npm run launch:check -- --instances=3   # several servers: a shared DATABASE_URL is required
 */
import {
  findLaunchPlaceholders,
  formatLaunchWarnings,
  readContactSettings,
} from '@/lib/launch/placeholders';

async function main(argv: readonly string[]): Promise<number> {
  const strict = argv.includes('--strict');
  const instancesArg = argv.find((arg) => arg.startsWith('--instances='));
  const instances = instancesArg ? Number(instancesArg.split('=')[1]) : undefined;
  const warnings = findLaunchPlaceholders({
    env: process.env,
    contact: await readContactSettings(process.env),
    severalInstances: instances === undefined ? undefined : instances > 1,
  });
  if (warnings.length === 0) {
    console.log('[launch] every checked setting is set for a live site.');
    return 0;
  }
  for (const line of formatLaunchWarnings(warnings)) console.log(line);
  console.log(
    `[launch] ${warnings.length} setting(s) still at a placeholder or default${strict ? ' (--strict: failing)' : ''}.`,
  );
  return strict ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[launch] the check could not run: ${error}`);
    process.exit(2);
  },
);
