import { mayUseDraftCookies, previewScopeOf, withoutDraftCookies } from '../preview-scope';

describe('preview scope', () => {
  it('a preview opened in a frame is a frame preview; anything else a tab preview', () => {
    expect(previewScopeOf('iframe')).toBe('frame');
    expect(previewScopeOf('document')).toBe('tab');
    expect(previewScopeOf(null)).toBe('tab');
  });

  it("a frame preview's cookies reach frames only: not a tab's page, nor its client navigations", () => {
    expect(mayUseDraftCookies('frame', 'iframe')).toBe(true);
    expect(mayUseDraftCookies('frame', 'document')).toBe(false);
    expect(mayUseDraftCookies('frame', 'empty')).toBe(false);
    // A browser that sends no Sec-Fetch-Dest cannot be told apart.
    expect(mayUseDraftCookies('frame', null)).toBe(true);
    expect(mayUseDraftCookies('tab', 'document')).toBe(true);
    expect(mayUseDraftCookies(undefined, 'document')).toBe(true);
  });

  it('takes the draft and version cookies out of a Cookie header and keeps the rest', () => {
    expect(
      withoutDraftCookies('a=1; __prerender_bypass=xyz; directus-version=v2; preview-scope=frame'),
    ).toBe('a=1; preview-scope=frame');
    expect(withoutDraftCookies('__prerender_bypass=xyz')).toBeNull();
  });
});
