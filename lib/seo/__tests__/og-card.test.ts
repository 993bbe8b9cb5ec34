import {
  createOgCardCache,
  isSignedOgCardTitle,
  OG_CARD_MAX_QUERY_LENGTH,
  ogImagePath,
  parseOgCardRequest,
  signOgCardTitle,
} from '../og-card';

const KEY = 'test-key';
const card = (query: string) => new URL(`https://example.com/api/og?${query}`);

describe('signed card titles: only the site’s own page titles render a card', () => {
  it('signs a title so that only the same title verifies', () => {
    const signature = signOgCardTitle('About Us | Octaacer', KEY);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(isSignedOgCardTitle('About Us | Octaacer', signature, KEY)).toBe(true);
    expect(isSignedOgCardTitle('About Us | Octaacer!', signature, KEY)).toBe(false);
    expect(isSignedOgCardTitle('About Us | Octaacer', signature, 'another-key')).toBe(false);
  });

  it('builds the card URL of a page title with its signature', () => {
    const url = new URL(ogImagePath('About Us | Octaacer'), 'https://example.com');
    expect(url.pathname).toBe('/api/og');
    expect(url.search).toContain('title=About%20Us%20%7C%20Octaacer');
    expect(parseOgCardRequest(url)).toEqual({
      ok: true,
      title: 'About Us | Octaacer',
      locale: 'en',
    });
  });

  it('answers 404 for text the site did not sign, with or without a signature', () => {
    const notFound = { ok: false, status: 404, error: 'No such card' };
    expect(parseOgCardRequest(card('title=You%20won%20a%20prize'), KEY)).toEqual(notFound);
    expect(parseOgCardRequest(card(''), KEY)).toEqual(notFound);
    const forged = signOgCardTitle('You won a prize', 'guessed-key');
    expect(parseOgCardRequest(card(`title=You%20won%20a%20prize&sig=${forged}`), KEY)).toEqual(
      notFound,
    );
    // A real signature on another title.
    const real = signOgCardTitle('About Us', KEY);
    expect(parseOgCardRequest(card(`title=Contact&sig=${real}`), KEY)).toEqual(notFound);
  });

  it('answers a clear 4xx for a malformed or oversized query', () => {
    const signature = signOgCardTitle('About', KEY);
    expect(parseOgCardRequest(card(`title=${'x'.repeat(OG_CARD_MAX_QUERY_LENGTH)}`), KEY)).toEqual(
      expect.objectContaining({ ok: false, status: 414 }),
    );
    expect(parseOgCardRequest(card(`title=${'x'.repeat(201)}&sig=${signature}`), KEY)).toEqual(
      expect.objectContaining({ ok: false, status: 400, error: expect.stringMatching(/title/) }),
    );
    expect(parseOgCardRequest(card(`title=About&title=Other&sig=${signature}`), KEY)).toEqual(
      expect.objectContaining({ ok: false, status: 400 }),
    );
    expect(parseOgCardRequest(card(`title=About&sig=${signature}&size=9000`), KEY)).toEqual(
      expect.objectContaining({ ok: false, status: 400 }),
    );
    expect(parseOgCardRequest(card('title=About&sig=not*a*signature'), KEY)).toEqual(
      expect.objectContaining({ ok: false, status: 400, error: expect.stringMatching(/sig/) }),
    );
    expect(parseOgCardRequest(card(`title=About&sig=${signature}`), KEY)).toEqual({
      ok: true,
      title: 'About',
      locale: 'en',
    });
  });
});

describe('the card cache: one render per card', () => {
  it('renders a title once, for later and concurrent requests alike', async () => {
    const render = jest.fn(async (title: string) => `png of ${title}`);
    const cardFor = createOgCardCache(render);
    const [first, second] = await Promise.all([cardFor('About'), cardFor('About')]);
    expect(await cardFor('About')).toBe('png of About');
    expect(first).toBe(second);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('keeps at most its size, dropping the least recently served card', async () => {
    const render = jest.fn(async (title: string) => title);
    const cardFor = createOgCardCache(render, 2);
    await cardFor('a');
    await cardFor('b');
    await cardFor('a'); // a is now the most recent
    await cardFor('c'); // drops b
    await cardFor('a');
    expect(render.mock.calls.map(([title]) => title)).toEqual(['a', 'b', 'c']);
    await cardFor('b');
    expect(render).toHaveBeenCalledTimes(4);
  });

  it('does not keep a failed render', async () => {
    const render = jest
      .fn<Promise<string>, [string]>()
      .mockRejectedValueOnce(new Error('font missing'))
      .mockResolvedValue('png');
    const cardFor = createOgCardCache(render);
    await expect(cardFor('About')).rejects.toThrow('font missing');
    expect(await cardFor('About')).toBe('png');
    expect(render).toHaveBeenCalledTimes(2);
  });
});
