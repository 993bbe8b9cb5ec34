/** Loads lib/content afresh with the given environment (lib/env parses process.env once per module load). */
const CONTENT_ENV_KEYS = [
  'DIRECTUS_URL',
  'DIRECTUS_TOKEN',
  'DIRECTUS_COLLECTION_PREFIX',
  'SCHEDULER_URL',
  'WHATSAPP_NUMBER',
] as const;

type ContentEnv = Partial<Record<(typeof CONTENT_ENV_KEYS)[number], string>>;

const original = Object.fromEntries(CONTENT_ENV_KEYS.map((key) => [key, process.env[key]]));

export async function loadContent(env: ContentEnv = {}): Promise<typeof import('@/lib/content')> {
  jest.resetModules();
  for (const key of CONTENT_ENV_KEYS) delete process.env[key];
  Object.assign(process.env, env);
  return import('@/lib/content');
}

export function restoreContentEnv(): void {
  for (const key of CONTENT_ENV_KEYS) {
    if (original[key] === undefined) delete process.env[key];
    else process.env[key] = original[key];
  }
}
