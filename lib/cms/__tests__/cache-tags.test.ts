import {
  CMS_CACHE_TAG,
  CMS_CACHE_TAGS,
  cmsFetchTags,
  cmsTagForCollectionName,
} from '../cache-tags';
import { cmsCollectionName } from '../config';

describe('CMS cache tags', () => {
  it('tags each fetch with the global tag and its collection tag', () => {
    expect(cmsFetchTags('services')).toEqual(['cms', 'cms:services']);
    expect(CMS_CACHE_TAG).toBe('cms');
  });

  it('lists every tag a revalidation endpoint may accept', () => {
    expect(CMS_CACHE_TAGS).toEqual(
      expect.arrayContaining([
        'cms',
        'cms:services',
        'cms:hero_section',
        'cms:settings',
        'cms:clients',
        'cms:lead_contexts',
        'cms:quote_price_bands',
        'cms:quote_timelines',
      ]),
    );
    expect(CMS_CACHE_TAGS).toHaveLength(14);
  });

  it('maps Directus collection names (prefixed, and hero_section without prefix) back to tags', () => {
    expect(cmsTagForCollectionName('octaacer_services', 'octaacer')).toBe('cms:services');
    expect(cmsTagForCollectionName('hero_section', 'octaacer')).toBe('cms:hero_section');
    expect(cmsTagForCollectionName('directus_users', 'octaacer')).toBeUndefined();
    // A campaign's new lead context revalidates the landing pages that carry it.
    expect(cmsTagForCollectionName('octaacer_lead_contexts', 'octaacer')).toBe('cms:lead_contexts');
    // An editor's changed price band or timeline refreshes /quote's estimate.
    expect(cmsTagForCollectionName('octaacer_quote_price_bands', 'octaacer')).toBe(
      'cms:quote_price_bands',
    );
    expect(cmsTagForCollectionName('octaacer_quote_timelines', 'octaacer')).toBe(
      'cms:quote_timelines',
    );
  });
});

describe('collection names', () => {
  it('prefix every collection except hero_section', () => {
    expect(cmsCollectionName('services', 'acme')).toBe('acme_services');
    expect(cmsCollectionName('settings', 'acme')).toBe('acme_settings');
    expect(cmsCollectionName('hero_section', 'acme')).toBe('hero_section');
  });
});
