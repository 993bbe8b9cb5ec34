/**
 * The seed's Directus client: admin-token requests that survive a busy Directus (503s and
 * dropped reads are sent again), and the shape of a schema snapshot. The seed's modules
 * (cms/seed/) and its scripts share it.
 */

type Json = Record<string, unknown>;

/** Tries per request of the seed against a busy Directus: waits 0.5, 1, 2, 4 and 8 s between. */
const SEED_REQUEST_ATTEMPTS = 6;
const retryDelayMs = (attempt: number) => 500 * 2 ** (attempt - 1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class DirectusAdmin {
  constructor(
    private readonly url: string,
    private readonly token: string,
  ) {}

  async request<T = unknown>(method: string, pathname: string, body?: unknown): Promise<T> {
    // A busy Directus sheds load with 503 (its pressure limiter) before doing anything, so any
    // request may be sent again; a dropped connection only for reads, which change nothing.
    for (let attempt = 1; ; attempt += 1) {
      const last = attempt === SEED_REQUEST_ATTEMPTS;
      const isForm = body instanceof FormData;
      let response: Response;
      try {
        response = await fetch(`${this.url}${pathname}`, {
          method,
          headers: {
            authorization: `Bearer ${this.token}`,
            ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
          },
          body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        });
      } catch (error) {
        // undici says only 'fetch failed'; name the request and the cause.
        const cause = (error as { cause?: unknown }).cause;
        // EPIPE: the request could not be written on a kept-alive connection Directus had closed
        // (after an error answer), so Directus never saw it: sending it again is safe.
        const unsent = (cause as { code?: unknown } | undefined)?.code === 'EPIPE';
        if ((method !== 'GET' && !unsent) || last)
          throw new Error(`${method} ${pathname}: ${String(cause ?? error)}`);
        await sleep(retryDelayMs(attempt));
        continue;
      }
      const text = await response.text();
      if (response.status === 503 && !last) {
        await sleep(retryDelayMs(attempt));
        continue;
      }
      if (!response.ok)
        throw new Error(`${method} ${pathname}: ${response.status} ${text.slice(0, 500)}`);
      return (text ? (JSON.parse(text) as { data: T }).data : undefined) as T;
    }
  }

  list<T = Json>(pathname: string, query: Record<string, string> = {}): Promise<T[]> {
    const params = new URLSearchParams({ limit: '-1', ...query });
    return this.request<T[]>('GET', `${pathname}?${params}`);
  }
}

/** The snapshot with the collection prefix of this site instead of the default one. */
export type Snapshot = Json & {
  collections: Array<{ collection: string }>;
  fields: Array<{ collection: string; field?: string }>;
  relations: Array<{ collection: string }>;
};

/** What the seed's modules need of the client (their tests pass a stand-in of this shape). */
export type AdminApi = Pick<DirectusAdmin, 'request' | 'list'>;
