/** @jest-environment node */
import { fullLoadTarget, isChunkLoadError, isNewDeploy } from '../build-version';

describe('isNewDeploy', () => {
  it('is true only for a different, known id', () => {
    expect(isNewDeploy('a1', 'b2')).toBe(true);
    expect(isNewDeploy('a1', 'a1')).toBe(false);
    expect(isNewDeploy('a1', 'unknown')).toBe(false);
    expect(isNewDeploy('a1', undefined)).toBe(false);
    expect(isNewDeploy(undefined, 'b2')).toBe(false);
  });
});

describe('isChunkLoadError', () => {
  it('recognises the errors of a missing chunk', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('fullLoadTarget', () => {
  const here = { origin: 'https://site.test', pathname: '/services', search: '' };
  const anchor = (href: string, target = '', download = false) => ({
    href,
    target,
    hasAttribute: (name: string) => name === 'download' && download,
  });

  it('returns same-origin page links', () => {
    expect(fullLoadTarget(anchor('https://site.test/about'), here)).toBe('https://site.test/about');
    expect(fullLoadTarget(anchor('/contact?x=1'), here)).toBe('https://site.test/contact?x=1');
  });

  it('leaves other origins, new tabs, downloads and same-page anchors alone', () => {
    expect(fullLoadTarget(anchor('https://other.test/x'), here)).toBeUndefined();
    expect(fullLoadTarget(anchor('/about', '_blank'), here)).toBeUndefined();
    expect(fullLoadTarget(anchor('/file.pdf', '', true), here)).toBeUndefined();
    expect(fullLoadTarget(anchor('/services#faq'), here)).toBeUndefined();
  });
});
