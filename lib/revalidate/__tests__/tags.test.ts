/** @jest-environment node */
import { isKnownTag, MAX_KEYS, MAX_TAGS, planRevalidation, REVALIDATE_MESSAGES } from '../tags';

const PREFIX = 'octaacer';

describe('planRevalidation: Directus Flow bodies', () => {
  it('maps an update with keys to the collection tag and one tag per item', () => {
    expect(
      planRevalidation(
        {
          collection: 'octaacer_services',
          keys: ['7', 9],
          event: 'octaacer_services.items.update',
        },
        PREFIX,
      ),
    ).toEqual({ ok: true, tags: ['cms:services', 'cms:services:7', 'cms:services:9'] });
  });

  it('accepts the single key Directus sends on create, and the unprefixed hero collection', () => {
    expect(
      planRevalidation({ collection: 'octaacer_projects', key: 12, event: 'items.create' }, PREFIX),
    ).toEqual({
      ok: true,
      tags: ['cms:projects', 'cms:projects:12'],
    });
    expect(planRevalidation({ collection: 'hero_section' }, PREFIX)).toEqual({
      ok: true,
      tags: ['cms:hero_section'],
    });
  });

  it("maps an edit of a block to every collection with blocks, of a list of blocks to its item's", () => {
    expect(
      planRevalidation(
        { collection: 'octaacer_block_cards', keys: [4], event: 'items.update' },
        PREFIX,
      ),
    ).toEqual({
      ok: true,
      tags: ['cms:pages', 'cms:services', 'cms:industries', 'cms:projects'],
    });
    expect(planRevalidation({ collection: 'octaacer_pages_blocks', key: 9 }, PREFIX)).toEqual({
      ok: true,
      tags: ['cms:pages'],
    });
    expect(planRevalidation({ collection: 'octaacer_services_blocks', keys: [1] }, PREFIX)).toEqual(
      { ok: true, tags: ['cms:services'] },
    );
    expect(planRevalidation({ collection: 'other_block_cards', keys: [4] }, PREFIX)).toEqual({
      ok: false,
      reason: REVALIDATE_MESSAGES.unknownCollection('other_block_cards'),
    });
  });

  it("maps an edit of a picture list's row to every collection with blocks, and of a file (its focal point) to all content", () => {
    expect(
      planRevalidation({ collection: 'octaacer_block_gallery_images', keys: [3] }, PREFIX),
    ).toEqual({
      ok: true,
      tags: ['cms:pages', 'cms:services', 'cms:industries', 'cms:projects'],
    });
    expect(
      planRevalidation(
        {
          collection: 'directus_files',
          keys: ['8c2a0c9e-5f1d-4d0b-9a57-3f0f3e2b1c11'],
          event: 'files.update',
        },
        PREFIX,
      ),
    ).toEqual({ ok: true, tags: ['cms'] });
    expect(planRevalidation({ collection: 'directus_files', keys: 'abc' }, PREFIX)).toEqual({
      ok: false,
      reason: REVALIDATE_MESSAGES.badKeys,
    });
  });

  it('treats the empty renderings of an absent Flow value as no key', () => {
    // The documented Flow body renders `"key":"{{$trigger.key}}"` even on update, where key is absent.
    expect(
      planRevalidation(
        { collection: 'octaacer_jobs', keys: ['3'], key: 'undefined', event: 'x' },
        PREFIX,
      ),
    ).toEqual({ ok: true, tags: ['cms:jobs', 'cms:jobs:3'] });
    expect(planRevalidation({ collection: 'octaacer_jobs', keys: '', key: '' }, PREFIX)).toEqual({
      ok: true,
      tags: ['cms:jobs'],
    });
  });

  it('rejects collections the site does not read, bad keys and too many keys', () => {
    expect(planRevalidation({ collection: 'directus_users' }, PREFIX)).toEqual({
      ok: false,
      reason: REVALIDATE_MESSAGES.unknownCollection('directus_users'),
    });
    expect(planRevalidation({ collection: 'octaacer_services', keys: 'abc' }, PREFIX)).toEqual({
      ok: false,
      reason: REVALIDATE_MESSAGES.badKeys,
    });
    expect(planRevalidation({ collection: 'octaacer_services', keys: [{}] }, PREFIX)).toMatchObject(
      { ok: false },
    );
    const tooMany = Array.from({ length: MAX_KEYS + 1 }, (_, index) => index);
    expect(
      planRevalidation({ collection: 'octaacer_services', keys: tooMany }, PREFIX),
    ).toMatchObject({ ok: false });
  });
});

describe('planRevalidation: tags and reset', () => {
  it('resets every CMS page with { all: true }', () => {
    expect(planRevalidation({ all: true }, PREFIX)).toEqual({ ok: true, tags: ['cms'] });
  });

  it('accepts known tags only, de-duplicated', () => {
    expect(
      planRevalidation({ tags: ['cms:services', 'cms:services', 'cms:projects:4'] }, PREFIX),
    ).toEqual({
      ok: true,
      tags: ['cms:services', 'cms:projects:4'],
    });
    expect(planRevalidation({ tags: ['cms:users'] }, PREFIX)).toEqual({
      ok: false,
      reason: REVALIDATE_MESSAGES.unknownTag('cms:users'),
    });
    expect(planRevalidation({ tags: [] }, PREFIX)).toEqual({
      ok: false,
      reason: REVALIDATE_MESSAGES.badTags,
    });
    expect(planRevalidation({ tags: Array(MAX_TAGS + 1).fill('cms') }, PREFIX)).toEqual({
      ok: false,
      reason: REVALIDATE_MESSAGES.badTags,
    });
  });

  it('explains what it accepts for anything else', () => {
    for (const body of [null, [], 'x', 3]) {
      expect(planRevalidation(body, PREFIX)).toEqual({
        ok: false,
        reason: REVALIDATE_MESSAGES.notAnObject,
      });
    }
    expect(planRevalidation({ all: 'yes' }, PREFIX)).toEqual({
      ok: false,
      reason: REVALIDATE_MESSAGES.unknownShape,
    });
  });
});

describe('isKnownTag', () => {
  it('knows the site tag, collection tags and item tags of known collections', () => {
    expect(isKnownTag('cms')).toBe(true);
    expect(isKnownTag('cms:settings')).toBe(true);
    expect(isKnownTag('cms:services:abc-1')).toBe(true);
    expect(isKnownTag('cms:nope:1')).toBe(false);
    expect(isKnownTag('services')).toBe(false);
  });
});
