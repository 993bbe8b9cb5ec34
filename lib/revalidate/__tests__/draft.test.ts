/** @jest-environment node */
import { draftRedirectPath } from '../draft';

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
