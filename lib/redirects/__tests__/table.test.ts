import {
  buildRedirectTable,
  redirectKey,
  resolveRedirect,
  type RedirectRule,
} from '@/lib/redirects/table';

const rule = (from: string, to: string, status: 301 | 302 = 301): RedirectRule => ({
  from,
  to,
  status,
});

describe('redirectKey: paths match without regard to case, trailing or repeated slashes', () => {
  it.each([
    ['/Portfolios/Old-Name/', '/portfolios/old-name'],
    ['/portfolios//old', '/portfolios/old'],
    ['/', '/'],
    ['/caf%C3%A9', '/café'],
    ['/old?utm_source=x#top', '/old'],
    ['/bad%E0%A4%A', '/bad%e0%a4%a'],
  ])('%s → %s', (path, key) => {
    expect(redirectKey(path)).toBe(key);
  });
});

describe('buildRedirectTable', () => {
  it('collapses a chain so the first path answers with the last target in one hop', () => {
    const table = buildRedirectTable([rule('/a', '/b'), rule('/b', '/c'), rule('/c', '/d')]);
    expect(table.get('/a')).toEqual({ to: '/d', status: 301 });
    expect(table.get('/b')).toEqual({ to: '/d', status: 301 });
    expect(table.get('/c')).toEqual({ to: '/d', status: 301 });
  });

  it('keeps a chain temporary when any hop is temporary', () => {
    const table = buildRedirectTable([rule('/a', '/b'), rule('/b', '/c', 302)]);
    expect(table.get('/a')).toEqual({ to: '/c', status: 302 });
  });

  it('follows a chain whose paths differ only in case or a trailing slash', () => {
    const table = buildRedirectTable([rule('/A/', '/B'), rule('/b/', '/c')]);
    expect(table.get('/a')?.to).toBe('/c');
  });

  it('leaves out the rules of a loop and the rules that lead into it, with a log line each', () => {
    const log = jest.fn();
    const table = buildRedirectTable(
      [rule('/a', '/b'), rule('/b', '/A/'), rule('/x', '/a'), rule('/ok', '/fine')],
      log,
    );
    expect([...table.keys()]).toEqual(['/ok']);
    expect(log).toHaveBeenCalledTimes(3);
    expect(log.mock.calls.join('\n')).toMatch(/\/x left out: its chain loops/);
  });

  it('leaves out a rule that points at itself, however it is spelled', () => {
    const log = jest.fn();
    expect(buildRedirectTable([rule('/Same/', '/same')], log).size).toBe(0);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/points at itself/));
  });

  it('leaves out ends that are not site paths', () => {
    const log = jest.fn();
    const table = buildRedirectTable(
      [
        rule('https://evil.example/x', '/a'),
        rule('/b', '//evil.example'),
        rule('/c', 'contact'),
        rule('/d', '/with space'),
      ],
      log,
    );
    expect(table.size).toBe(0);
    expect(log).toHaveBeenCalledTimes(4);
  });

  it('keeps the first of two rules with the same from', () => {
    const table = buildRedirectTable([rule('/a', '/first'), rule('/A/', '/second')]);
    expect(table.get('/a')?.to).toBe('/first');
  });
});

describe('resolveRedirect', () => {
  const table = buildRedirectTable([
    rule('/portfolios/old', '/portfolios/new'),
    rule('/offer', '/lp/automation-solutions?utm_campaign=spring#form', 302),
  ]);

  it('keeps the query string of the request', () => {
    expect(resolveRedirect(table, '/portfolios/old', '?utm_source=ads&gclid=1')).toEqual({
      location: '/portfolios/new?utm_source=ads&gclid=1',
      status: 301,
    });
  });

  it("keeps the target's own query and fragment; the target's parameters win", () => {
    expect(resolveRedirect(table, '/Offer/', '?utm_campaign=old&ref=x')).toEqual({
      location: '/lp/automation-solutions?utm_campaign=spring&ref=x#form',
      status: 302,
    });
  });

  it('answers nothing for a path without a rule', () => {
    expect(resolveRedirect(table, '/portfolios/new', '')).toBeUndefined();
    expect(resolveRedirect(table, '/portfolios/old/more', '')).toBeUndefined();
    expect(resolveRedirect(table, '/ar/portfolios/new', '')).toBeUndefined();
  });

  it("sends /ar/… and /tr/… by the English path's rule into their own language", () => {
    expect(resolveRedirect(table, '/ar/portfolios/old', '?gclid=1')).toEqual({
      location: '/ar/portfolios/new?gclid=1',
      status: 301,
    });
    expect(resolveRedirect(table, '/TR/Offer/', '')).toEqual({
      location: '/tr/lp/automation-solutions?utm_campaign=spring#form',
      status: 302,
    });
  });

  it('prefers a rule written for the translated path itself', () => {
    const own = buildRedirectTable([
      rule('/offer', '/lp/automation-solutions'),
      rule('/ar/offer', '/ar/lp/ai-development-services'),
    ]);
    expect(resolveRedirect(own, '/ar/offer')?.location).toBe('/ar/lp/ai-development-services');
    expect(resolveRedirect(own, '/tr/offer')?.location).toBe('/tr/lp/automation-solutions');
  });
});
