/** @jest-environment node */
import { draftCookieOptions, draftRedirectPath, draftTarget, draftVersionKey } from '../draft';

describe('draftRedirectPath', () => {
  it('keeps site paths with their query', () => {
    expect(draftRedirectPath('/services/automation')).toBe('/services/automation');
    expect(draftRedirectPath('/portfolios?x=1')).toBe('/portfolios?x=1');
    expect(draftRedirectPath(null)).toBe('/');
  });

  it('refuses anything that could leave the site', () => {
    for (const slug of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'services',
      '/a b',
      'javascript:alert(1)',
    ]) {
      expect(draftRedirectPath(slug)).toBeUndefined();
    }
  });
});

describe('the preview URL of a page and its content version', () => {
  const target = (query: string) => draftTarget(new URLSearchParams(query));

  it('opens a page named by slug at its route: home, a landing page, any other page', () => {
    expect(target('page=home')).toEqual({ path: '/' });
    expect(target('page=lp-automation-solutions')).toEqual({ path: '/lp/automation-solutions' });
    expect(target('page=about')).toEqual({ path: '/about' });
    expect(target('page=privacy-policy')).toEqual({ path: '/privacy-policy' });
  });

  it('prefers an explicit path (a permalink, a service) over the page slug', () => {
    expect(target('slug=/lp/spring-offer&page=lp-x')).toEqual({ path: '/lp/spring-offer' });
    // A page whose permalink is empty: Directus renders it as nothing.
    expect(target('page=lp-x&slug=')).toEqual({ path: '/lp/x' });
    expect(target('slug=/services/ai-development')).toEqual({ path: '/services/ai-development' });
  });

  it('refuses a page slug that is not one', () => {
    for (const page of ['', '../x', 'About', '/about', 'a b', '-x']) {
      expect(target(`page=${encodeURIComponent(page)}`)).toEqual({ error: 'badPage' });
    }
    expect(target('slug=//evil.example')).toEqual({ error: 'badSlug' });
  });

  it("reads Directus's {{$version}}: main or none is the item itself, a key is kept, junk refused", () => {
    expect(draftVersionKey(null)).toBeUndefined();
    expect(draftVersionKey('')).toBeUndefined();
    expect(draftVersionKey('main')).toBeUndefined();
    expect(draftVersionKey('draft')).toBe('draft');
    expect(draftVersionKey('spring_offer-2')).toBe('spring_offer-2');
    expect(draftVersionKey('a;b')).toBeNull();
    expect(draftVersionKey('x'.repeat(65))).toBeNull();
  });

  it('sets the draft cookies for the Directus iframe: SameSite=None; Secure; Partitioned except in next dev', () => {
    expect(draftCookieOptions(false)).toEqual({
      path: '/',
      httpOnly: true,
      sameSite: 'none',
      secure: true,
      partitioned: true,
    });
    expect(draftCookieOptions(true)).toMatchObject({
      sameSite: 'lax',
      secure: false,
      partitioned: false,
    });
  });
});
