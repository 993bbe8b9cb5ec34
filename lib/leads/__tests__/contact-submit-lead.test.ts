import { LeadSubmitError, newIdempotencyKey, submitLead } from '../submit-lead';

describe('submitLead (browser POST to our lead routes)', () => {
  it('POSTs JSON with the Idempotency-Key header and returns the stored id', async () => {
    const fetcher = jest.fn(
      async () => ({ ok: true, status: 201, json: async () => ({ id: 'lead_1' }) }) as Response,
    );
    await expect(
      submitLead(
        '/api/contact',
        { email: 'a@b.co' },
        { idempotencyKey: 'key-1', fetcher: fetcher as unknown as typeof fetch },
      ),
    ).resolves.toEqual({ id: 'lead_1' });
    expect(fetcher).toHaveBeenCalledWith('/api/contact', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Idempotency-Key': 'key-1',
      },
      body: '{"email":"a@b.co"}',
      signal: expect.any(AbortSignal),
    });
  });

  it('gives up after its bounded wait with a timed-out error (the form keeps its values and key)', async () => {
    jest.useFakeTimers();
    try {
      let seen: AbortSignal | undefined;
      const fetcher = jest.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            seen = init.signal ?? undefined;
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            );
          }),
      );
      const pending = submitLead(
        '/api/contact',
        {},
        { idempotencyKey: 'k', fetcher: fetcher as unknown as typeof fetch, timeoutMs: 5000 },
      );
      const outcome = pending.catch((error: unknown) => error);
      jest.advanceTimersByTime(4999);
      expect(seen?.aborted).toBe(false);
      jest.advanceTimersByTime(1);
      const error = await outcome;
      expect(error).toBeInstanceOf(LeadSubmitError);
      expect(error).toMatchObject({ status: 0, timedOut: true });
    } finally {
      jest.useRealTimers();
    }
  });

  it('passes a caller abort through as it is (not a timeout)', async () => {
    const controller = new AbortController();
    const fetcher = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = submitLead(
      '/api/contact',
      {},
      {
        idempotencyKey: 'k',
        fetcher: fetcher as unknown as typeof fetch,
        signal: controller.signal,
      },
    );
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('throws with the status and field errors on a non-OK answer', async () => {
    const fetcher = jest.fn(
      async () =>
        ({
          ok: false,
          status: 422,
          json: async () => ({ errors: { email: ['Invalid email address'] } }),
        }) as Response,
    );
    const failure = submitLead(
      '/api/contact',
      {},
      { idempotencyKey: 'k', fetcher: fetcher as unknown as typeof fetch },
    );
    await expect(failure).rejects.toBeInstanceOf(LeadSubmitError);
    await expect(failure).rejects.toMatchObject({
      status: 422,
      fieldErrors: { email: ['Invalid email address'] },
    });
  });

  it('throws on a 500 whose body is not JSON', async () => {
    const fetcher = jest.fn(
      async () =>
        ({
          ok: false,
          status: 500,
          json: async () => Promise.reject(new SyntaxError('x')),
        }) as unknown as Response,
    );
    await expect(
      submitLead(
        '/api/contact',
        {},
        { idempotencyKey: 'k', fetcher: fetcher as unknown as typeof fetch },
      ),
    ).rejects.toMatchObject({ status: 500 });
  });

  it('makes a different key for each attempt', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
