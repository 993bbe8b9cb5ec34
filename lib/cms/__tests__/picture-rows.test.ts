/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { focusOf } from '@/lib/cms/assets';
import {
  pictureListFields,
  pictureRowsOf,
  withPictureRows,
  withPlaceholders,
} from '@/lib/cms/picture-rows';
import { BLOCK_CATALOG, BLOCK_TYPES } from '@/blocks/catalog';
import { PICTURE_LISTS } from '@/lib/blocks/picture-lists';
import { withFilePlaceholders } from '@/lib/cms/placeholders';
import { mapHeroSection, mapProject } from '@/lib/cms/mappers';
import type { RawHeroSection, RawProject } from '@/lib/cms/types';
import { toPortfolioCard } from '@/lib/sections/cards';
import { imageAttributes } from '@/components/ui/static-image';

const CMS = 'http://127.0.0.1:8055';

const rows = [
  {
    id: 2,
    block: 7,
    sort: 2,
    image: { id: 'file-b', width: 1200, height: 800, focal_point_x: null, focal_point_y: null },
    alt: 'Transfer screen',
    caption: 'Instant transfer',
    translations: [{ id: 5, languages_code: 'ar', alt: 'شاشة التحويل', caption: 'تحويل فوري' }],
  },
  {
    id: 1,
    block: 7,
    sort: 1,
    image: { id: 'file-a', width: 1200, height: 800, focal_point_x: 300, focal_point_y: 600 },
    alt: 'Home screen',
    caption: 'Balance at a glance',
    translations: [],
  },
];

describe('picture list rows read from Directus', () => {
  it('reads each row in its order, its file as the asset URL and its focal point as an object-position', () => {
    expect(pictureRowsOf(rows, 'en', CMS)).toEqual([
      {
        image: `${CMS}/assets/file-a`,
        focus: '25% 75%',
        alt: 'Home screen',
        caption: 'Balance at a glance',
      },
      { image: `${CMS}/assets/file-b`, alt: 'Transfer screen', caption: 'Instant transfer' },
    ]);
  });

  it("reads a row's words in the page's language, and the English where the row has no translation", () => {
    const arabic = pictureRowsOf(rows, 'ar', CMS);
    expect(arabic.map((row) => row.caption)).toEqual(['Balance at a glance', 'تحويل فوري']);
    expect(arabic[1]!.alt).toBe('شاشة التحويل');
  });

  it('leaves out a row whose file was deleted from the library; the rest still shows', () => {
    const read = pictureRowsOf(
      [...rows, { sort: 3, image: null, alt: 'x', caption: 'y' }],
      'en',
      CMS,
    );
    expect(read).toHaveLength(2);
    const parsed = BLOCK_CATALOG.gallery.schema.safeParse({ heading: 'Screens', images: read });
    expect(parsed.success).toBe(true);
  });

  it('keeps the focal point within the picture and needs its size', () => {
    expect(focusOf({ width: 100, height: 50, focal_point_x: 150, focal_point_y: -5 })).toBe(
      '100% 0%',
    );
    expect(focusOf({ focal_point_x: 10, focal_point_y: 10 })).toBeUndefined();
  });

  it('reads the gallery and success stories lists only, with translations only for another language', () => {
    const english = pictureListFields(false);
    expect(english).toEqual(
      expect.arrayContaining([
        'blocks.item.images.*',
        'blocks.item.images.image.focal_point_x',
        'blocks.item.stories.image.id',
      ]),
    );
    expect(english.some((field) => field.includes('translations'))).toBe(false);
    expect(pictureListFields(true)).toContain('blocks.item.images.translations.*');
    // Read by name on whichever block has it: no block uses a picture list's name otherwise.
    for (const { field } of PICTURE_LISTS)
      for (const type of BLOCK_TYPES) {
        const other = (BLOCK_CATALOG[type].fields as Record<string, { kind: string }>)[field];
        if (other)
          expect({ type, field, kind: other.kind }).toEqual({ type, field, kind: 'pictures' });
      }
    const cards = { heading: 'Cards', cards: [] };
    expect(withPictureRows(cards, 'octaacer_block_cards', 'octaacer', 'en', CMS)).toBe(cards);
  });
});

describe('placeholders of CMS pictures', () => {
  const FILE = '0b6f3a9e-2c1d-4f5e-8a7b-9c0d1e2f3a4b';
  const MISSING = '1b6f3a9e-2c1d-4f5e-8a7b-9c0d1e2f3a4b';
  let server: Server;
  let url: string;
  const asked: string[] = [];

  beforeAll(async () => {
    const tiny = await sharp({
      create: { width: 16, height: 11, channels: 3, background: '#0f766e' },
    })
      .webp({ quality: 40 })
      .toBuffer();
    server = createServer((request, response) => {
      asked.push(request.url ?? '');
      if (request.url?.startsWith(`/assets/${FILE}?`)) {
        response.writeHead(200, { 'content-type': 'image/webp' }).end(tiny);
      } else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("reads each picture's 16 px copy once, as a data URL; a picture the CMS does not answer for has none", async () => {
    const gallery = {
      images: [
        { image: `https://cms.example.com/assets/${FILE}`, alt: 'a', caption: 'b' },
        { image: `https://cms.example.com/assets/${MISSING}`, alt: 'c', caption: 'd' },
      ],
    };
    const arabic = { images: gallery.images.map((row) => ({ ...row })) };
    await withPlaceholders(
      [
        { item: gallery, collection: 'octaacer_block_gallery' },
        { item: arabic, collection: 'octaacer_block_gallery' },
      ],
      { url, prefix: 'octaacer' },
    );
    const [first, second] = gallery.images as Array<{ placeholder?: string }>;
    expect(first!.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
    expect(second!.placeholder).toBeUndefined();
    expect((arabic.images[0] as { placeholder?: string }).placeholder).toBe(first!.placeholder);
    // Read at the server's CMS address, 16 px wide, once per picture.
    expect(asked.filter((path) => path.startsWith(`/assets/${FILE}`))).toEqual([
      `/assets/${FILE}?width=16&quality=40&format=webp`,
    ]);
    expect(BLOCK_CATALOG.gallery.schema.safeParse({ heading: 'Screens', ...gallery }).success).toBe(
      true,
    );
  });

  it("gives a project's and a hero's picture its placeholder, read once per file, and the site's cards and heroes paint it", async () => {
    asked.length = 0;
    const file = { id: FILE, width: 1200, height: 800, focal_point_x: null, focal_point_y: null };
    const projects = [
      { id: 1, title: 'FinTech Mobile', slug: 'fintech-mobile', image: file },
      { id: 2, title: 'Clinic Booking', slug: 'clinic-booking', image: { ...file, id: MISSING } },
      { id: 3, title: 'Retail', slug: 'retail', image: '/assets/portfolio/retail/card.webp' },
      { id: 4, title: 'Again', slug: 'again', image: file },
    ];
    const read = await withFilePlaceholders(projects, 'image', { url, prefix: 'octaacer' });
    const cards = read.map((record) =>
      toPortfolioCard(mapProject(record as RawProject, [], 'https://cms.example.com')),
    );
    expect(cards[0]!.imagePlaceholder).toMatch(/^data:image\/webp;base64,/);
    expect(cards[1]!.imagePlaceholder).toBeUndefined();
    expect(cards[2]!.imagePlaceholder).toBeUndefined();
    expect(cards[3]!.imagePlaceholder).toBe(cards[0]!.imagePlaceholder);
    // The records the CMS answered are not changed (they are cached as they came).
    expect(projects[0]!.image).not.toHaveProperty('placeholder');
    expect(asked.filter((path) => path.startsWith(`/assets/${FILE}`))).toHaveLength(1);

    const [hero] = await withFilePlaceholders(
      [{ id: 9, key: 'services', title: 'Services', hero_image: file }],
      'hero_image',
      { url, prefix: 'octaacer' },
    );
    const section = mapHeroSection(hero as RawHeroSection, 'services', 'https://cms.example.com');
    expect(section.heroImagePlaceholder).toBe(cards[0]!.imagePlaceholder);
    // Painted behind the picture until it arrives, as a bundled picture's copy is.
    const attributes = imageAttributes({
      src: section.heroImage!,
      alt: '',
      width: 1200,
      height: 800,
      unoptimized: true,
      backdrop: section.heroImagePlaceholder,
    });
    expect(attributes.style).toMatchObject({
      backgroundImage: `url("${section.heroImagePlaceholder}")`,
      backgroundSize: 'cover',
    });
  });
});
