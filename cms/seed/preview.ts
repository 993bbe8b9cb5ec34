/**
 * What cms:seed sets up for editors' previews, from the site URL and DRAFT_SECRET (neither is in
 * the committed snapshot, whose preview URLs stay null):
 *  - each previewable collection's preview URL: /api/draft with the secret, the item's path and
 *    the content version (`{{$version}}`), which Directus's Live Preview pane opens beside the form;
 *  - the Visual Editor module, on, opening the site's home page in draft mode;
 *  - read access for the site's token to content versions, so the preview can show one.
 */
import type { DirectusAdmin, Snapshot } from './directus-admin';
import { BLOCK_PARENTS, type BlockParent } from '@/lib/blocks/parents';

export interface PreviewOptions {
  /** The site as editors' browsers reach it, without a trailing slash. */
  siteUrl: string;
  draftSecret: string;
}

/** Where each collection's item is on the site (pages: their permalink, else their slug). */
const ITEM_PATHS: Record<Exclude<BlockParent, 'pages'>, string> = {
  services: '/services/{{slug}}',
  industries: '/industries/{{slug}}',
  projects: '/portfolios/{{slug}}',
};

/**
 * The preview URL template of each collection. Directus fills `{{field}}` from the item and
 * `{{$version}}` with the version being edited ('main' for the item itself). A page opens at its
 * permalink when the collection has that field and the page fills it; otherwise /api/draft maps
 * its slug to its route (page=…).
 */
export function previewUrlTemplates(
  { siteUrl, draftSecret }: PreviewOptions,
  pagesHavePermalink: boolean,
): Record<BlockParent, string> {
  const base = `${siteUrl.replace(/\/+$/, '')}/api/draft?secret=${encodeURIComponent(draftSecret)}`;
  const version = '&version={{$version}}';
  return {
    pages: `${base}&page={{slug}}${pagesHavePermalink ? '&slug={{permalink}}' : ''}${version}`,
    services: `${base}&slug=${ITEM_PATHS.services}${version}`,
    industries: `${base}&slug=${ITEM_PATHS.industries}${version}`,
    projects: `${base}&slug=${ITEM_PATHS.projects}${version}`,
  };
}

/** The Visual Editor's URL: the home page in draft mode, at the version being edited. */
export function visualEditorUrl({ siteUrl, draftSecret }: PreviewOptions): string {
  return `${siteUrl.replace(/\/+$/, '')}/api/draft?secret=${encodeURIComponent(draftSecret)}&slug=/&version={{$version}}`;
}

type SnapshotCollection = Snapshot['collections'][number] & {
  meta?: { preview_url?: string | null } | null;
};

/**
 * The snapshot with the preview URLs filled in, so applying it sets them and a second seed finds
 * nothing to change (a preview URL set after the schema would be reset by every apply).
 */
export function withPreviewUrls(
  snapshot: Snapshot,
  prefix: string,
  options: PreviewOptions | undefined,
): Snapshot {
  if (!options) return snapshot;
  const pagesHavePermalink = snapshot.fields.some(
    (field) => field.collection === `${prefix}_pages` && field.field === 'permalink',
  );
  const templates = previewUrlTemplates(options, pagesHavePermalink);
  const byName = new Map<string, BlockParent>(
    BLOCK_PARENTS.map((parent) => [`${prefix}_${parent}`, parent]),
  );
  return {
    ...snapshot,
    collections: snapshot.collections.map((entry: SnapshotCollection) => {
      const parent = byName.get(entry.collection);
      return parent && entry.meta
        ? { ...entry, meta: { ...entry.meta, preview_url: templates[parent] } }
        : entry;
    }),
  };
}

/**
 * The site's read-only policy may read the content versions of the previewable collections:
 * Directus reads `?version=` with the caller's rights.
 */
export async function ensureVersionRead(
  api: DirectusAdmin,
  prefix: string,
  policyName: string,
  changes: string[],
): Promise<void> {
  const [policy] = await api.list<{ id: string }>('/policies', {
    'filter[name][_eq]': policyName,
    fields: 'id',
  });
  if (!policy) return;
  const collections = BLOCK_PARENTS.map((parent) => `${prefix}_${parent}`);
  const permissions = { collection: { _in: collections } };
  const [existing] = await api.list<{ id: number; permissions: unknown }>('/permissions', {
    'filter[policy][_eq]': policy.id,
    'filter[collection][_eq]': 'directus_versions',
    'filter[action][_eq]': 'read',
    fields: 'id,permissions',
  });
  if (existing && JSON.stringify(existing.permissions) === JSON.stringify(permissions)) return;
  const body = { fields: ['*'], permissions, validation: {} };
  if (existing) await api.request('PATCH', `/permissions/${existing.id}`, body);
  else
    await api.request('POST', '/permissions', {
      policy: policy.id,
      collection: 'directus_versions',
      action: 'read',
      ...body,
    });
  changes.push(`read permission: content versions of ${collections.join(', ')}`);
}

interface ModuleBarEntry {
  type: string;
  id: string;
  enabled: boolean;
  [key: string]: unknown;
}

/** Directus 11's module bar when the project never changed it; the Visual Editor is off there. */
const DEFAULT_MODULE_BAR: ModuleBarEntry[] = [
  { type: 'module', id: 'content', enabled: true },
  { type: 'module', id: 'visual', enabled: false },
  { type: 'module', id: 'users', enabled: true },
  { type: 'module', id: 'files', enabled: true },
  { type: 'module', id: 'insights', enabled: true },
  { type: 'module', id: 'deployments', enabled: false },
  {
    type: 'link',
    id: 'docs',
    enabled: true,
    name: '$t:documentation',
    icon: 'help',
    url: 'https://docs.directus.io',
  },
  { type: 'module', id: 'settings', enabled: true, locked: true },
];

/**
 * The Visual Editor module on, with the site's draft URL among its URLs (an editor's other URLs
 * stay; a URL of this site with another secret is replaced).
 */
export async function ensureVisualEditor(
  api: DirectusAdmin,
  options: PreviewOptions,
  changes: string[],
): Promise<void> {
  const settings = await api.request<{
    module_bar: ModuleBarEntry[] | null;
    visual_editor_urls: Array<{ url: string }> | null;
  }>('GET', '/settings?fields=module_bar,visual_editor_urls');
  const url = visualEditorUrl(options);
  const draftPrefix = `${options.siteUrl.replace(/\/+$/, '')}/api/draft?`;
  const urls = settings.visual_editor_urls ?? [];
  const patch: Record<string, unknown> = {};
  if (!urls.some((entry) => entry.url === url)) {
    patch.visual_editor_urls = [
      { url },
      ...urls.filter((entry) => !entry.url.startsWith(draftPrefix)),
    ];
  }
  const bar = settings.module_bar ?? DEFAULT_MODULE_BAR;
  const visual = bar.find((entry) => entry.id === 'visual');
  if (!visual?.enabled) {
    patch.module_bar = visual
      ? bar.map((entry) => (entry.id === 'visual' ? { ...entry, enabled: true } : entry))
      : [...bar, { type: 'module', id: 'visual', enabled: true }];
  }
  if (Object.keys(patch).length === 0) return;
  await api.request('PATCH', '/settings', patch);
  changes.push(`visual editor: ${Object.keys(patch).join(', ')}`);
}
