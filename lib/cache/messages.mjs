/** The shared page cache's log lines (lib/cache/redis-cache-handler.mjs), one each per outage. */
export const REDIS_DOWN_MESSAGE = 'Redis is unreachable: serving the page cache from disk';
export const REDIS_BACK_MESSAGE = 'Redis is reachable again: the page cache is shared';
