import { createRedirectStore } from '@/lib/redirects/store';
import type { RedirectRule } from '@/lib/redirects/table';

const rules = (to: string): RedirectRule[] => [{ from: '/old', to, status: 301 }];

function clock(start = 0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('the redirect table of one server instance', () => {
  it('is read once, then again only when older than the refresh interval', async () => {
    const time = clock();
    const load = jest.fn(async () => rules('/first'));
    const store = createRedirectStore({ load, fallback: [], refreshMs: 3000, now: time.now });
    expect((await store.table()).get('/old')?.to).toBe('/first');
    time.advance(2999);
    await store.table();
    expect(load).toHaveBeenCalledTimes(1);
    load.mockResolvedValueOnce(rules('/second'));
    time.advance(1);
    expect((await store.table()).get('/old')?.to).toBe('/second');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the last good table while the CMS fails, with one log line per outage', async () => {
    const time = clock();
    const log = jest.fn();
    const load = jest.fn(async () => rules('/good'));
    const store = createRedirectStore({ load, fallback: [], refreshMs: 1000, now: time.now, log });
    await store.table();
    load.mockRejectedValue(new Error('CMS unreachable'));
    for (let i = 0; i < 3; i += 1) {
      time.advance(1000);
      expect((await store.table()).get('/old')?.to).toBe('/good');
    }
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatch(/keeping the last good table: Error: CMS unreachable/);
  });

  it('serves the bundled table when the CMS has never answered', async () => {
    const store = createRedirectStore({
      load: async () => {
        throw new Error('down');
      },
      fallback: rules('/bundled'),
      log: () => {},
    });
    expect((await store.table()).get('/old')?.to).toBe('/bundled');
  });

  it('waits for a slow read no longer than its timeout, then answers from the table it has', async () => {
    jest.useFakeTimers();
    try {
      let finish: (value: RedirectRule[]) => void = () => {};
      const store = createRedirectStore({
        load: () => new Promise((resolve) => (finish = resolve)),
        fallback: rules('/bundled'),
        timeoutMs: 1500,
      });
      const answer = store.table();
      await jest.advanceTimersByTimeAsync(1500);
      expect((await answer).get('/old')?.to).toBe('/bundled');
      // The read that was under way still lands, for the next request.
      finish(rules('/late'));
      await jest.advanceTimersByTimeAsync(0);
      expect((await store.table()).get('/old')?.to).toBe('/late');
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends one read for many requests at once', async () => {
    const load = jest.fn(async () => rules('/x'));
    const store = createRedirectStore({ load, fallback: [] });
    await Promise.all([store.table(), store.table(), store.table()]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
