/** Open pages check the deployed version every 60 s. */
export const BUILD_CHECK_INTERVAL_MS = 60_000;
export const BUILD_ID_ENDPOINT = '/api/build-id';

/** A newer deploy is known only when the server answered an id and it differs from ours. */
export function isNewDeploy(ownBuildId: string | undefined, deployedBuildId: unknown): boolean {
  return (
    typeof ownBuildId === 'string' &&
    typeof deployedBuildId === 'string' &&
    deployedBuildId !== 'unknown' &&
    deployedBuildId !== ownBuildId
  );
}

/** Errors a browser raises when a code chunk of an old build is gone after a deploy. */
export function isChunkLoadError(reason: unknown): boolean {
  const { name, message } = (reason ?? {}) as { name?: unknown; message?: unknown };
  return (
    name === 'ChunkLoadError' ||
    (typeof message === 'string' &&
      /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
        message,
      ))
  );
}

/** A same-origin page link a full page load can replace (no new tab, download or hash jump). */
export function fullLoadTarget(
  anchor: { href: string; target: string; hasAttribute(name: string): boolean },
  location: { origin: string; pathname: string; search: string },
): string | undefined {
  if (anchor.target && anchor.target !== '_self') return undefined;
  if (anchor.hasAttribute('download')) return undefined;
  let url: URL;
  try {
    url = new URL(anchor.href, location.origin);
  } catch {
    return undefined;
  }
  if (url.origin !== location.origin) return undefined;
  if (url.pathname === location.pathname && url.search === location.search && url.hash)
    return undefined;
  return url.href;
}
