import { DETECTED_COUNTRY_STORAGE_KEY, detectCountry, parseTraceCountry } from '../detect-country';

function textResponse(body: string, ok = true) {
  return { ok, text: async () => body, json: async () => JSON.parse(body) as unknown } as Response;
}

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('country auto-detection (spec 01 §7 geolocation)', () => {
  it('reads loc= from a CDN trace body', () => {
    expect(parseTraceCountry('fl=1\nip=1.2.3.4\nloc=PK\ntls=TLSv1.3\n')).toBe('pk');
    expect(parseTraceCountry('ip=1.2.3.4\n')).toBeNull();
    expect(parseTraceCountry('loc=XX\n')).toBeNull();
  });

  it('uses the same-origin CDN trace first and caches the answer for the session', async () => {
    const fetcher = jest.fn(async () => textResponse('h=example.com\nloc=AE\n'));
    const storage = memoryStorage();
    await expect(detectCountry({ fetcher: fetcher as unknown as typeof fetch, storage })).resolves.toBe('ae');
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]).toEqual(['/cdn-cgi/trace', expect.objectContaining({ signal: expect.any(AbortSignal) })]);
    expect(storage.values.get(DETECTED_COUNTRY_STORAGE_KEY)).toBe('ae');
  });

  it('returns the cached country without any request', async () => {
    const fetcher = jest.fn();
    const storage = memoryStorage({ [DETECTED_COUNTRY_STORAGE_KEY]: 'tr' });
    await expect(detectCountry({ fetcher: fetcher as unknown as typeof fetch, storage })).resolves.toBe('tr');
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('falls back to /api/geo when the trace is missing, then to us when both fail, silently', async () => {
    const geoFetcher = jest.fn(async (url: string) =>
      url === '/cdn-cgi/trace' ? textResponse('Not found', false) : textResponse('{"country":"sa"}'),
    );
    await expect(
      detectCountry({ fetcher: geoFetcher as unknown as typeof fetch, storage: memoryStorage() }),
    ).resolves.toBe('sa');
    expect(geoFetcher.mock.calls.map(([url]) => url)).toEqual(['/cdn-cgi/trace', '/api/geo']);

    const failing = jest.fn(async () => {
      throw new TypeError('network down');
    });
    await expect(detectCountry({ fetcher: failing as unknown as typeof fetch, storage: memoryStorage() })).resolves.toBe(
      'us',
    );
  });

  it('ignores a detected country the phone selector does not offer', async () => {
    const fetcher = jest.fn(async (url: string) =>
      url === '/cdn-cgi/trace' ? textResponse('loc=AQ\n') : textResponse('{"country":null}'),
    );
    await expect(
      detectCountry({ fetcher: fetcher as unknown as typeof fetch, storage: memoryStorage(), isSupported: (c) => c !== 'aq' }),
    ).resolves.toBe('us');
  });

  it('gives up on a trace that takes longer than 3 s', async () => {
    jest.useFakeTimers();
    try {
      const fetcher = jest.fn(
        (url: string, init?: RequestInit) =>
          new Promise<Response>((resolve, reject) => {
            if (url === '/api/geo') return resolve(textResponse('{"country":"in"}'));
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      const detected = detectCountry({ fetcher: fetcher as unknown as typeof fetch, storage: memoryStorage() });
      await jest.advanceTimersByTimeAsync(2999);
      expect(fetcher).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      await expect(detected).resolves.toBe('in');
    } finally {
      jest.useRealTimers();
    }
  });
});
