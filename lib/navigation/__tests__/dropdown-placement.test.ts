import { placeDropdown } from '../dropdown-placement';
import { isLandingPath, isLegalPath, isScrolled } from '../header-scroll';

describe('dropdown placement keeps panels inside the viewport with a 2% margin', () => {
  const viewportWidth = 1000; // margin 20 px each side

  it('leaves a panel that already fits where it is', () => {
    expect(placeDropdown({ naturalLeft: 100, width: 400, viewportWidth })).toEqual({
      offsetX: 0,
      maxWidth: 960,
    });
  });

  it('pulls a panel overflowing on the right back to 2% from the right edge', () => {
    const { offsetX } = placeDropdown({ naturalLeft: 700, width: 400, viewportWidth });
    expect(offsetX).toBe(-120); // right edge 1100 -> 980
    expect(700 + offsetX + 400).toBe(980);
  });

  it('pushes a panel overflowing on the left to 2% from the left edge', () => {
    expect(placeDropdown({ naturalLeft: -50, width: 300, viewportWidth }).offsetX).toBe(70);
    expect(placeDropdown({ naturalLeft: 5, width: 300, viewportWidth }).offsetX).toBe(15);
  });

  it('accepts a panel exactly at the margins', () => {
    expect(placeDropdown({ naturalLeft: 20, width: 960, viewportWidth }).offsetX).toBe(0);
  });

  it('caps a panel wider than the viewport and pins it to the left margin', () => {
    const result = placeDropdown({ naturalLeft: 300, width: 1400, viewportWidth });
    expect(result.maxWidth).toBe(960);
    expect(300 + result.offsetX).toBe(20);
  });

  it('scales the margin with the viewport (390 px phone: 7.8 px)', () => {
    const result = placeDropdown({ naturalLeft: 200, width: 300, viewportWidth: 390 });
    expect(result.maxWidth).toBeCloseTo(374.4);
    expect(200 + result.offsetX + 300).toBeCloseTo(382.2);
  });
});

describe('header scroll and route variants', () => {
  it('is scrolled only after more than 10 px', () => {
    expect(isScrolled(0)).toBe(false);
    expect(isScrolled(10)).toBe(false);
    expect(isScrolled(10.5)).toBe(true);
    expect(isScrolled(400)).toBe(true);
  });

  it('uses the legal variant on /privacy-policy only', () => {
    expect(isLegalPath('/privacy-policy')).toBe(true);
    expect(isLegalPath('/privacy')).toBe(false);
    expect(isLegalPath('/')).toBe(false);
    expect(isLegalPath(null)).toBe(false);
  });

  it('recognises landing pages, which bring their own sticky bar', () => {
    expect(isLandingPath('/lp/automation-solutions')).toBe(true);
    expect(isLandingPath('/lpx')).toBe(false);
    expect(isLandingPath('/')).toBe(false);
  });
});
