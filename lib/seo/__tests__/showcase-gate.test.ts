/** @jest-environment node */
import { isShowcaseEnabled, isShowcasePath } from '../showcase-gate';
import { ogCardTitle } from '../og-image';

describe('showcase gate', () => {
  it('is on only for an explicit true-like flag', () => {
    for (const flag of ['true', 'TRUE', '1', 'yes', 'on', ' true '])
      expect(isShowcaseEnabled(flag)).toBe(true);
    for (const flag of [undefined, '', 'false', '0', 'no', 'enabled'])
      expect(isShowcaseEnabled(flag)).toBe(false);
  });

  it('covers /showcase and anything below it, nothing else', () => {
    expect(isShowcasePath('/showcase')).toBe(true);
    expect(isShowcasePath('/showcase/x')).toBe(true);
    expect(isShowcasePath('/showcases')).toBe(false);
    expect(isShowcasePath('/')).toBe(false);
  });
});

describe('ogCardTitle', () => {
  it('keeps printable text up to the SEO title length and falls back to the brand', () => {
    expect(ogCardTitle('About Us')).toBe('About Us');
    expect(ogCardTitle('a\u0000b\nc')).toBe('a b c');
    expect(ogCardTitle('x'.repeat(300))).toHaveLength(50);
    expect(ogCardTitle(null)).toBe('Octaacer');
    expect(ogCardTitle('   ')).toBe('Octaacer');
    expect(ogCardTitle('About Us | Octaacer')).toBe('About Us');
    expect(ogCardTitle('Octaacer')).toBe('Octaacer');
  });
});
