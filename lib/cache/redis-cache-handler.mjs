/**
 * Next's `cacheHandler` when REDIS_URL is set (next.config.mjs): every `next start` instance of
 * one build reads and writes its page and fetch cache in one Redis, so a revalidation received by
 * any instance reaches all of them.
 *
 * - Redis up: @fortedigital/nextjs-cache-handler's `redis-strings` handler answers. A miss
 *   renders the page (and asks the CMS) once; every instance then gets the new copy.
 * - Redis down (or never reached): Next's own file-system cache answers, the same one a server
 *   without REDIS_URL uses, so pages keep being served from this instance's disk. One log line
 *   when Redis goes away, one when it is back.
 * - `next build` never talks to Redis: the build writes its prerendered pages to disk as usual.
 *
 * Writes go to both, so the disk copy is as fresh as this instance has seen. A Redis miss never
 * falls back to disk: after a revalidation on another instance the disk copy is stale, and only
 * Redis knows (revalidateTag deletes the tagged keys there).
 */
import { createClient } from '@redis/client';
import { CacheHandler as SharedCacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { REDIS_BACK_MESSAGE, REDIS_DOWN_MESSAGE } from './messages.mjs';

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;

/** Per-command limit: a slow Redis must not hold a page request for long. */
const COMMAND_TIMEOUT_MS = 1_000;
/** How long the first requests of a new process wait for the first connection (see below). */
const FIRST_CONNECTION_WAIT_MS = 2_000;

/**
 * One Redis connection per process (Next creates a cache handler per request context).
 * `disableOfflineQueue`: while disconnected, commands fail at once instead of queueing.
 */
function sharedRedis() {
  const state = globalThis;
  if (state.__octaacerRedisCache) return state.__octaacerRedisCache;
  const url = process.env.REDIS_URL;
  let down = false;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    pingInterval: 5_000,
    socket: {
      connectTimeout: 2_000,
      // Keep trying, at most every 2 s: the instance heals by itself when Redis is back.
      reconnectStrategy: (retries) => Math.min(100 * 2 ** Math.min(retries, 5), 2_000),
    },
  });
  const markDown = (error) => {
    if (down) return;
    down = true;
    const reason = error instanceof Error ? error.message || error.name : String(error);
    console.error(`[cache] ${REDIS_DOWN_MESSAGE} (${redactUrl(url)}: ${reason}).`);
  };
  // node-redis throws on an 'error' event without a listener; this is the one log line.
  client.on('error', markDown);
  client.on('ready', () => {
    if (down) console.info(`[cache] ${REDIS_BACK_MESSAGE}.`);
    down = false;
  });
  // A process's first requests wait for the first connection, at most FIRST_CONNECTION_WAIT_MS
  // and only once: answered from this instance's disk instead, a page revalidated on another
  // instance meanwhile would be the stale build-time copy (an instance restarted after a crash).
  // Once connected, or refused, or out of time, nothing waits again: a later outage falls back at once.
  const firstConnection = new Promise((settle) => {
    client.once('ready', settle);
    client.once('error', settle);
    setTimeout(settle, FIRST_CONNECTION_WAIT_MS).unref();
  });
  client.connect().catch(markDown);
  SharedCacheHandler.onCreation(({ buildId }) => ({
    handlers: [
      createRedisHandler({
        client,
        // One build's pages reference that build's chunks: a new build starts with its own keys.
        keyPrefix: `${process.env.REDIS_KEY_PREFIX || 'octaacer'}:${buildId || 'build'}:`,
        timeoutMs: COMMAND_TIMEOUT_MS,
      }),
    ],
  }));
  state.__octaacerRedisCache = { client, markDown, firstConnection };
  return state.__octaacerRedisCache;
}

function redactUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

export default class SiteCacheHandler {
  constructor(context) {
    this.disk = new FileSystemCache(context);
    const buildPhase = process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
    if (!buildPhase && process.env.REDIS_URL && !context.dev) {
      this.redis = sharedRedis();
      this.shared = new SharedCacheHandler(context);
    }
  }

  /** Whether Redis can be asked now; a new process first waits for its first connection. */
  async redisReady() {
    if (!this.shared) return false;
    await this.redis.firstConnection;
    return this.redis.client.isReady;
  }

  /**
   * Redis when it is connected (a command that fails on the way counts as a miss: the page is
   * rendered); otherwise this instance's disk.
   */
  async get(key, context) {
    if (await this.redisReady()) {
      try {
        return await this.shared.get(key, context);
      } catch (error) {
        this.redis.markDown(error);
      }
    }
    return this.disk.get(key, context);
  }

  async set(key, data, context) {
    const writes = [this.disk.set(key, data, context)];
    if (await this.redisReady()) writes.push(this.shared.set(key, data, context));
    const results = await Promise.allSettled(writes);
    if (results[1]?.status === 'rejected') this.redis.markDown(results[1].reason);
  }

  async revalidateTag(tags, durations) {
    const work = [this.disk.revalidateTag(tags, durations)];
    if (await this.redisReady()) work.push(this.shared.revalidateTag(tags));
    else if (this.shared) this.redis.markDown(new Error('not connected'));
    const results = await Promise.allSettled(work);
    if (results[0].status === 'rejected') throw results[0].reason;
    if (results[1]?.status === 'rejected') this.redis.markDown(results[1].reason);
  }

  resetRequestCache() {
    this.disk.resetRequestCache?.();
    this.shared?.resetRequestCache?.();
  }
}
