/** @jest-environment node */
import * as SimpleIcons from '@icons-pack/react-simple-icons';
import { renderToStaticMarkup } from 'react-dom/server';
import { GET } from '@/app/brand-marks.svg/route';
import { BRAND_SPRITE_PATH, BRAND_SPRITE_SVG, BrandMark, isBrandMarkId } from '../brand-marks';

const MARKS = {
  zapier: SimpleIcons.SiZapier,
  instagram: SimpleIcons.SiInstagram,
  githubcopilot: SimpleIcons.SiGithubcopilot,
  youtube: SimpleIcons.SiYoutube,
} as const;

function pathOf(markup: string): string {
  return /<path d="([^"]+)"/.exec(markup)![1]!;
}

describe('brand marks from one sprite (issue 12: no brand path inline in a page)', () => {
  it.each(Object.entries(MARKS))('the sprite draws %s with simple-icons’ own path', (id, Icon) => {
    const symbol = new RegExp(
      `<symbol id="${id}" viewBox="0 0 24 24"><path d="([^"]+)"/></symbol>`,
    );
    expect(symbol.exec(BRAND_SPRITE_SVG)?.[1]).toBe(pathOf(renderToStaticMarkup(<Icon />)));
  });

  it('a mark is a <use> of the versioned sprite, in the brand colour or the text colour', () => {
    const brand = renderToStaticMarkup(
      <BrandMark id="zapier" color="brand" size={40} title="Zapier" />,
    );
    expect(brand).toMatch(
      new RegExp(`<use href="${BRAND_SPRITE_PATH}\\?v=[0-9a-f]{12}#zapier"></use>`),
    );
    expect(brand).toContain('fill="#FF4F00"');
    expect(brand).toContain('aria-hidden="true"');
    expect(brand).toContain('<title>Zapier</title>');
    expect(brand).not.toContain('<path');
    expect(renderToStaticMarkup(<BrandMark id="x" />)).toContain('fill="currentColor"');
  });

  it('knows which ids it has', () => {
    expect(isBrandMarkId('facebook')).toBe(true);
    expect(isBrandMarkId('linkedin')).toBe(false);
    expect(isBrandMarkId('toString')).toBe(false);
  });

  it('serves the sprite as a long-cached SVG', async () => {
    const response = GET();
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe(BRAND_SPRITE_SVG);
  });
});
