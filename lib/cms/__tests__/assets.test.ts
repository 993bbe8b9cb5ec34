import { buildAssetUrl, resolveCmsAsset } from '../assets';

const CMS = 'https://cms.example.com';

function paramsOf(url: string): URLSearchParams {
  return new URL(url).searchParams;
}

describe('buildAssetUrl (GET /assets/{fileId}?width,height,quality,format,fit,withoutEnlargement,blur)', () => {
  it('points at the CMS assets path with the default quality 80', () => {
    const url = buildAssetUrl('abc-123', {}, CMS);
    expect(url.startsWith(`${CMS}/assets/abc-123?`)).toBe(true);
    expect(paramsOf(url).get('quality')).toBe('80');
    expect([...paramsOf(url).keys()]).toEqual(['quality']);
  });

  it('maps the quality presets low → 60 and high → 95, and keeps explicit numbers', () => {
    expect(paramsOf(buildAssetUrl('f', { quality: 'low' }, CMS)).get('quality')).toBe('60');
    expect(paramsOf(buildAssetUrl('f', { quality: 'high' }, CMS)).get('quality')).toBe('95');
    expect(paramsOf(buildAssetUrl('f', { quality: 70 }, CMS)).get('quality')).toBe('70');
  });

  it('passes every transform parameter through', () => {
    const params = paramsOf(
      buildAssetUrl(
        'f',
        {
          width: 640,
          height: 360,
          format: 'avif',
          fit: 'cover',
          withoutEnlargement: true,
          blur: 20,
        },
        CMS,
      ),
    );
    expect(Object.fromEntries(params)).toEqual({
      width: '640',
      height: '360',
      quality: '80',
      format: 'avif',
      fit: 'cover',
      withoutEnlargement: 'true',
      blur: '20',
    });
  });

  it.each(['webp', 'jpg'] as const)('accepts the %s format', (format) => {
    expect(paramsOf(buildAssetUrl('f', { format }, CMS)).get('format')).toBe(format);
  });

  it('leaves rooted paths and absolute URLs untouched: they are static files, not CMS assets', () => {
    expect(buildAssetUrl('/assets/portfolio/default.png', { width: 320 }, CMS)).toBe(
      '/assets/portfolio/default.png',
    );
    expect(buildAssetUrl('https://cdn.example.com/a.png', { width: 320 }, CMS)).toBe(
      'https://cdn.example.com/a.png',
    );
  });
});

describe('resolveCmsAsset (relative non-rooted ids resolve against the CMS assets path)', () => {
  it('resolves a bare file id against {cms}/assets', () => {
    expect(resolveCmsAsset('9b1c-file', CMS)).toBe(`${CMS}/assets/9b1c-file`);
  });

  it('reads the id of an expanded file object', () => {
    expect(resolveCmsAsset({ id: 'logo-file' }, CMS)).toBe(`${CMS}/assets/logo-file`);
  });

  it('keeps rooted paths and absolute URLs', () => {
    expect(resolveCmsAsset('/assets/services/x.png', CMS)).toBe('/assets/services/x.png');
    expect(resolveCmsAsset('https://img.example.com/x.png', CMS)).toBe(
      'https://img.example.com/x.png',
    );
  });

  it('gives undefined for empty references so the caller default applies', () => {
    expect(resolveCmsAsset(null, CMS)).toBeUndefined();
    expect(resolveCmsAsset('', CMS)).toBeUndefined();
    expect(resolveCmsAsset({ id: null }, CMS)).toBeUndefined();
  });
});
