import { COUNTER } from '@/lib/sections/counter';
import { counterTextAt, parseCounterTarget } from '../counter';

describe('counter targets', () => {
  it('parses the why-work-with-us values', () => {
    expect(parseCounterTarget('50+')).toEqual({ prefix: '', value: 50, suffix: '+', decimals: 0 });
    expect(parseCounterTarget('98%')).toEqual({ prefix: '', value: 98, suffix: '%', decimals: 0 });
    expect(parseCounterTarget('$2M+')).toEqual({
      prefix: '$',
      value: 2,
      suffix: 'M+',
      decimals: 0,
    });
    expect(parseCounterTarget('4.9/5')).toEqual({
      prefix: '',
      value: 4.9,
      suffix: '/5',
      decimals: 1,
    });
    expect(parseCounterTarget('24/7')?.value).toBe(24);
    expect(parseCounterTarget('none')).toBeNull();
  });

  it('counts from 0 to the exact target in about 60 steps of 33 ms', () => {
    expect(COUNTER).toMatchObject({ steps: 60, stepMs: 33 });
    const target = parseCounterTarget('50+')!;
    expect(counterTextAt(target, 0)).toBe('0+');
    expect(counterTextAt(target, 30)).toBe('25+');
    expect(counterTextAt(target, 60)).toBe('50+');
    expect(counterTextAt(target, 99)).toBe('50+');
  });
});
