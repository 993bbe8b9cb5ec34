import { truncate, truncateAtWord } from '@/lib/text';

describe('truncate', () => {
  it('leaves text within the limit alone', () => {
    expect(truncate('Short title', 45)).toBe('Short title');
    expect(truncate('x'.repeat(45), 45)).toHaveLength(45);
  });

  it('cuts longer text to exactly the limit, ellipsis included', () => {
    const result = truncate('a'.repeat(46), 45);
    expect(result).toHaveLength(45);
    expect(result.endsWith('...')).toBe(true);
  });
});

describe('truncateAtWord', () => {
  it('cuts at the last whole word and adds an ellipsis', () => {
    expect(truncateAtWord('We design, build and run automations', 20)).toBe('We design, build...');
  });

  it('never exceeds the limit', () => {
    const text = 'word '.repeat(100);
    expect(truncateAtWord(text, 280).length).toBeLessThanOrEqual(280);
  });
});
