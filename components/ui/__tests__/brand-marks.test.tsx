/** @jest-environment node */
import * as SimpleIcons from '@icons-pack/react-simple-icons';
import { renderToStaticMarkup } from 'react-dom/server';
import { GET } from '@/app/brand-marks/[sprite]/route';
import {
  BRAND_SPRITE_SVG,
  BrandMark,
  brandSpriteNamed,
  brandSpritePath,
  brandMarkIdOf,
  brandMarkTitle,
  isBrandMarkId,
} from '../brand-marks';
import { automationPlatformCategories } from '@/content-fallback/automation-platforms';
import {
  aiDevelopmentLandingPage,
  automationLandingPage,
} from '@/content-fallback/pages/landing-pages';
import { homePageBlocks } from '@/content-fallback/page-blocks/home';
import { PLATFORM_BRAND_MARKS } from '@/blocks/platform-grid/definition';
import { PLATFORM_BRAND_CHOICES } from '@/lib/blocks/brand-names';

const MARKS = {
  zapier: SimpleIcons.SiZapier,
  instagram: SimpleIcons.SiInstagram,
  githubcopilot: SimpleIcons.SiGithubcopilot,
  youtube: SimpleIcons.SiYoutube,
} as const;

const SOCIAL = ['facebook', 'instagram', 'tiktok', 'x', 'youtube'];

function pathOf(markup: string): string {
  return /<path d="([^"]+)"/.exec(markup)![1]!;
}

function symbolIds(svg: string): string[] {
  return [...svg.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]!);
}

const get = (sprite: string) =>
  GET(new Request(`http://localhost/brand-marks/${sprite}`), {
    params: Promise.resolve({ sprite }),
  });

describe('brand marks from two sprites (no brand path inline in a page)', () => {
  it.each(Object.entries(MARKS))('a sprite draws %s with simple-icons’ own path', (id, Icon) => {
    const symbol = new RegExp(
      `<symbol id="${id}" viewBox="0 0 24 24"><path d="([^"]+)"/></symbol>`,
    );
    const svg = BRAND_SPRITE_SVG.social + BRAND_SPRITE_SVG.platforms;
    expect(symbol.exec(svg)?.[1]).toBe(pathOf(renderToStaticMarkup(<Icon />)));
  });

  it('the social networks (every footer) have their own sprite; the platforms have the other', () => {
    expect(symbolIds(BRAND_SPRITE_SVG.social).sort()).toEqual(SOCIAL);
    const platforms = symbolIds(BRAND_SPRITE_SVG.platforms);
    expect(platforms).toEqual(expect.arrayContaining(['zapier', 'make', 'n8n', 'githubcopilot']));
    expect(platforms.filter((id) => SOCIAL.includes(id))).toEqual([]);
  });

  it('a mark is a <use> of its versioned sprite, in the brand colour or the text colour', () => {
    const brand = renderToStaticMarkup(
      <BrandMark id="zapier" color="brand" size={40} title="Zapier" />,
    );
    expect(brand).toMatch(
      new RegExp(`<use href="${brandSpritePath('platforms')}\\?v=[0-9a-f]{12}#zapier"></use>`),
    );
    expect(brand).toContain('fill="#FF4F00"');
    expect(brand).toContain('aria-hidden="true"');
    expect(brand).toContain('<title>Zapier</title>');
    expect(brand).not.toContain('<path');
    const social = renderToStaticMarkup(<BrandMark id="x" />);
    expect(social).toContain('fill="currentColor"');
    expect(social).toMatch(
      new RegExp(`<use href="${brandSpritePath('social')}\\?v=[0-9a-f]{12}#x"></use>`),
    );
  });

  it("the Logo dropdowns show each mark's own title, and store its key", () => {
    expect(PLATFORM_BRAND_CHOICES.map((choice) => choice.value)).toEqual([...PLATFORM_BRAND_MARKS]);
    for (const { value, text } of PLATFORM_BRAND_CHOICES)
      expect([value, text]).toEqual([value, brandMarkTitle(value)]);
  });

  it('every platform the bundled pages name has its real mark, never a letter circle', () => {
    const keys = [
      ...automationPlatformCategories.flatMap((category) =>
        category.platforms.map((platform) => [platform.name, platform.brand]),
      ),
      ...[automationLandingPage, aiDevelopmentLandingPage].flatMap((page) =>
        page.platforms.items.map((item) => [item.name, item.brand]),
      ),
      ...homePageBlocks.flatMap((block) =>
        block.type === 'platform_tiles'
          ? [...block.data.first, ...block.data.second].map((tile) => [tile.name, tile.brand])
          : [],
      ),
    ];
    expect(keys.length).toBeGreaterThan(10);
    for (const [name, key] of keys)
      expect([name, brandMarkIdOf(key)]).toEqual([name, expect.any(String)]);
    // Every mark an editor can pick in Directus is drawn.
    for (const mark of PLATFORM_BRAND_MARKS) expect(isBrandMarkId(mark)).toBe(true);
  });

  it('knows which ids and sprite files it has', () => {
    expect(isBrandMarkId('facebook')).toBe(true);
    expect(isBrandMarkId('linkedin')).toBe(false);
    expect(isBrandMarkId('toString')).toBe(false);
    expect(brandSpriteNamed('social.svg')).toBe('social');
    expect(brandSpriteNamed('platforms.svg')).toBe('platforms');
    expect(brandSpriteNamed('social')).toBeUndefined();
    expect(brandSpriteNamed('constructor.svg')).toBeUndefined();
  });

  it('serves each sprite as a long-cached SVG, and 404 for any other name', async () => {
    for (const name of ['social', 'platforms'] as const) {
      const response = await get(`${name}.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers.get('cache-control')).toContain('immutable');
      expect(await response.text()).toBe(BRAND_SPRITE_SVG[name]);
    }
    expect((await get('all.svg')).status).toBe(404);
  });
});
