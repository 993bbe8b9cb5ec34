/**
 * A CMS picture's placeholder: its 16 px copy as a data URL, painted behind the picture until it
 * arrives (components/ui/static-image), as a bundled picture's is. Read from Directus's transforms
 * at the server's own CMS address and cached with the content; none when it cannot be read (no
 * placeholder, never a broken page).
 */
import { CMS_CACHE_TAG } from './cache-tags';
import { CMS_REQUEST_TIMEOUT_MS, type CmsConfig } from './config';
import type { CmsFileRef } from './assets';

/** The largest placeholder kept: a 16 px WebP is about 100-300 bytes. */
const MAX_PLACEHOLDER_BYTES = 2048;
const ASSET_ID = /\/assets\/([0-9a-f-]{36})$/i;
const FILE_ID = /^[0-9a-f-]{36}$/i;

async function placeholderOfFile(id: string, config: CmsConfig): Promise<string | undefined> {
  try {
    const response = await fetch(
      `${config.url.replace(/\/+$/, '')}/assets/${id}?width=16&quality=40&format=webp`,
      {
        signal: AbortSignal.timeout(CMS_REQUEST_TIMEOUT_MS),
        next: { tags: [CMS_CACHE_TAG], revalidate: false },
      } as RequestInit,
    );
    if (!response.ok || response.headers.get('content-type') !== 'image/webp') return undefined;
    const bytes = Buffer.from(await response.arrayBuffer());
    return bytes.length <= MAX_PLACEHOLDER_BYTES
      ? `data:image/webp;base64,${bytes.toString('base64')}`
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads placeholders by a picture's asset URL or its file id, one read per file however many
 * records show it (a page's English and translated records, a project on several cards).
 */
export function placeholderReader(
  config: CmsConfig,
): (picture: string) => Promise<string | undefined> {
  const reads = new Map<string, Promise<string | undefined>>();
  return (picture) => {
    const id = FILE_ID.test(picture) ? picture : picture.match(ASSET_ID)?.[1];
    if (!id) return Promise.resolve(undefined);
    let placeholder = reads.get(id);
    if (!placeholder) {
      placeholder = placeholderOfFile(id, config);
      reads.set(id, placeholder);
    }
    return placeholder;
  };
}

/** A file read with its placeholder (withFilePlaceholders). */
export type CmsFileWithPlaceholder = Exclude<CmsFileRef, string | null | undefined> & {
  placeholder?: string;
};

/**
 * Records whose `field` is a file expanded with its id (FILE_FOCUS_FIELDS), each file given its
 * placeholder; the records are new objects, the others as they were.
 */
export async function withFilePlaceholders<T extends object>(
  records: readonly T[],
  field: keyof T & string,
  config: CmsConfig,
): Promise<T[]> {
  const read = placeholderReader(config);
  return Promise.all(
    records.map(async (record) => {
      const file = record[field] as CmsFileRef;
      if (!file || typeof file !== 'object' || !file.id) return record;
      const placeholder = await read(file.id);
      return placeholder ? { ...record, [field]: { ...file, placeholder } } : record;
    }),
  );
}

/** The placeholder withFilePlaceholders gave a file; undefined for any other reference. */
export function placeholderOf(file: CmsFileRef): string | undefined {
  return file && typeof file === 'object'
    ? (file as CmsFileWithPlaceholder).placeholder
    : undefined;
}
