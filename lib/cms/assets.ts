import { IMAGE } from '@/lib/image';
import { getEnv } from '@/lib/env';

export type AssetFormat = 'avif' | 'webp' | 'jpg';
export type AssetFit = 'cover' | 'contain' | 'inside' | 'outside';
export type AssetQuality = number | keyof typeof IMAGE.quality;

export interface AssetTransform {
  width?: number;
  height?: number;
  /** A number 1–100 or a preset: default 80, low 60, high 95. */
  quality?: AssetQuality;
  format?: AssetFormat;
  fit?: AssetFit;
  withoutEnlargement?: boolean;
  blur?: number;
}

/** Already a usable URL or site path: absolute (http, https, data, blob) or rooted. */
function isResolvedPath(value: string): boolean {
  return value.startsWith('/') || /^(https?:|data:|blob:)/i.test(value);
}

function resolveQuality(quality: AssetQuality | undefined): number {
  if (quality === undefined) return IMAGE.quality.default;
  if (typeof quality === 'string') return IMAGE.quality[quality];
  return Math.min(100, Math.max(1, Math.round(quality)));
}

/**
 * Image delivery URL on the CMS host: `{Directus}/assets/{id}?width&height&quality&format&fit&withoutEnlargement&blur`
 * (DIRECTUS_PUBLIC_URL when set, see cmsAssetsBase).
 * Rooted paths and absolute URLs are returned untouched: they are static files, not CMS assets.
 */
export function buildAssetUrl(
  id: string,
  transform: AssetTransform = {},
  cmsUrl: string | undefined = getEnv().DIRECTUS_URL,
): string {
  if (isResolvedPath(id)) return id;
  const params = new URLSearchParams();
  if (transform.width !== undefined) params.set('width', String(Math.round(transform.width)));
  if (transform.height !== undefined) params.set('height', String(Math.round(transform.height)));
  params.set('quality', String(resolveQuality(transform.quality)));
  if (transform.format) params.set('format', transform.format);
  if (transform.fit) params.set('fit', transform.fit);
  if (transform.withoutEnlargement !== undefined) {
    params.set('withoutEnlargement', String(transform.withoutEnlargement));
  }
  if (transform.blur !== undefined) params.set('blur', String(transform.blur));
  return `${cmsAssetsBase(cmsUrl)}/${id}?${params.toString()}`;
}

/**
 * `{Directus}/assets` as visitors reach it; '/assets' when no CMS is configured (bare ids only
 * come from a CMS). A server that reads Directus at an internal DIRECTUS_URL sends browsers to
 * DIRECTUS_PUBLIC_URL instead: a visitor can never open the internal address.
 */
function cmsAssetsBase(cmsUrl: string | undefined): string {
  return cmsUrl ? `${publicCmsUrl(cmsUrl).replace(/\/+$/, '')}/assets` : '/assets';
}

function publicCmsUrl(cmsUrl: string): string {
  const { DIRECTUS_URL, DIRECTUS_PUBLIC_URL } = getEnv();
  const bare = (url: string | undefined) => url?.replace(/\/+$/, '');
  return DIRECTUS_PUBLIC_URL && bare(cmsUrl) === bare(DIRECTUS_URL) ? DIRECTUS_PUBLIC_URL : cmsUrl;
}

/** A file expanded with what a crop needs (FILE_FOCUS_FIELDS). */
export interface CmsFileFields {
  id?: string | null;
  width?: number | null;
  height?: number | null;
  focal_point_x?: number | null;
  focal_point_y?: number | null;
}

/** A CMS file reference as records carry it: a file id, a path/URL, or an expanded file object. */
export type CmsFileRef = string | CmsFileFields | null | undefined;

/** The file fields to ask for where a picture is cropped: its id, size and focal point. */
export const FILE_FOCUS_FIELDS = [
  'id',
  'width',
  'height',
  'focal_point_x',
  'focal_point_y',
] as const;

/** `field.id`, `field.width`…: a file field read with its size and focal point. */
export const withFileFocus = (field: string) => FILE_FOCUS_FIELDS.map((name) => `${field}.${name}`);

/**
 * The file's focal point as a share of the picture, a CSS object-position ('42% 30%') that keeps
 * it in view when the picture is cropped; undefined when none is set or the file is not expanded.
 */
export function focusOf(file: CmsFileRef): string | undefined {
  if (!file || typeof file !== 'object') return undefined;
  const { width, height, focal_point_x: x, focal_point_y: y } = file;
  if (!width || !height || typeof x !== 'number' || typeof y !== 'number') return undefined;
  const share = (value: number, size: number) =>
    `${Math.round(Math.min(1, Math.max(0, value / size)) * 1000) / 10}%`;
  return `${share(x, width)} ${share(y, height)}`;
}

/**
 * Resolves a file reference from a CMS record to a usable src: rooted paths and URLs are kept,
 * bare (non-rooted) ids resolve against the CMS assets path. Undefined when empty.
 */
export function resolveCmsAsset(ref: CmsFileRef, cmsUrl: string | undefined): string | undefined {
  const id = typeof ref === 'string' ? ref.trim() : ref?.id?.trim();
  if (!id) return undefined;
  if (isResolvedPath(id)) return id;
  return `${cmsAssetsBase(cmsUrl)}/${id}`;
}

/**
 * Whether next/image's optimiser may fetch `src`: a site path, or a file of the configured CMS
 * (next.config.mjs allows its /assets). Any other absolute URL is shown as it is.
 */
export function isOptimizable(src: string): boolean {
  if (src.startsWith('/') && !src.startsWith('//')) return true;
  const { DIRECTUS_URL } = getEnv();
  if (!DIRECTUS_URL) return false;
  const bases = [cmsAssetsBase(DIRECTUS_URL), `${DIRECTUS_URL.replace(/\/+$/, '')}/assets`];
  return bases.some((base) => src.startsWith(`${base}/`));
}
