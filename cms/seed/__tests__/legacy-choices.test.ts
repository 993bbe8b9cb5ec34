/** @jest-environment node */
import { LEGACY_CHOICES, rowsWithCurrentChoice } from '../legacy-choices';
import { BLOCK_CATALOG } from '@/blocks/catalog';
import { blockCollectionName, parseBlockRows } from '@/lib/blocks/parse';
import { SERVICE_ICON_NAMES, serviceIconPath } from '@/lib/blocks/icon-names';
import { serviceDetailBlocks } from '@/lib/content/bundled-blocks/services';
import { serviceDetails } from '@/content-fallback/service-details';

const choiceOf = (type: string, list: string) =>
  LEGACY_CHOICES.find((entry) => entry.type === type && entry.list === list)!.choice;
const showcaseIcon = () => choiceOf('service_showcase', 'items');
const platformLogo = () => choiceOf('automation_platforms', 'platforms');

describe('block fields that became choices', () => {
  it('are the showcase row icon and the automation platform logo', () => {
    expect(LEGACY_CHOICES.map(({ type, list, field }) => `${type}.${list}.${field}`)).toEqual([
      'service_showcase.items.icon',
      'automation_platforms.platforms.icon',
    ]);
  });

  it('rewrite a site path as the icon it names, a typed brand as its mark, else the default', () => {
    const rows = [
      { title: 'A', icon: '/assets/services/icons/cloud-services.svg' },
      { title: 'B', icon: 'ai-development' },
      { title: 'C', icon: '/assets/uploads/own-icon.png' },
      { title: 'D', icon: null },
      { title: 'E' },
    ];
    expect(rowsWithCurrentChoice(rows, 'icon', showcaseIcon())).toEqual([
      { title: 'A', icon: 'cloud-services' },
      { title: 'B', icon: 'ai-development' },
      { title: 'C', icon: 'none' },
      { title: 'D', icon: null },
      { title: 'E' },
    ]);
    expect(
      rowsWithCurrentChoice(
        [
          { name: 'Power Automate', icon: 'power-automate' },
          { name: 'Copilot Studio', icon: 'Copilot Studio' },
          { name: 'Zapier', icon: 'zapier' },
          { name: 'Own', icon: '/assets/own-logo.svg' },
        ],
        'icon',
        platformLogo(),
      )?.map((row) => row.icon),
    ).toEqual(['powerautomate', 'copilot', 'zapier', 'none']);
    // Nothing to rewrite: no write.
    expect(rowsWithCurrentChoice([{ icon: 'automation' }], 'icon', showcaseIcon())).toBeNull();
    expect(rowsWithCurrentChoice(null, 'icon', showcaseIcon())).toBeNull();
  });

  it('are read by the site as their choice before the seed has rewritten them', () => {
    const lines: string[] = [];
    const [showcase, platforms] = parseBlockRows(
      'page test',
      [
        {
          collection: blockCollectionName('service_showcase', 'octaacer'),
          item: {
            id: 1,
            heading: 'Services',
            items: [
              {
                title: 'Cloud',
                subtitle: 'AWS',
                icon: '/assets/services/icons/cloud-services.svg',
              },
            ],
          },
        },
        {
          collection: blockCollectionName('automation_platforms', 'octaacer'),
          item: {
            id: 2,
            heading: 'Platforms',
            featuresLabel: 'Features',
            categories: [{ name: 'Flows', description: 'Flows.' }],
            platforms: [
              {
                category: 'Flows',
                name: 'Power Automate',
                icon: 'power-automate',
                description: 'Flows.',
                features: ['a'],
                metric: '70%',
                metricText: 'less work',
              },
            ],
          },
        },
      ],
      'octaacer',
      (line) => lines.push(line),
    );
    expect(lines).toEqual([]);
    expect(showcase?.type === 'service_showcase' && showcase.data.items[0]?.icon).toBe(
      'cloud-services',
    );
    expect(platforms?.type === 'automation_platforms' && platforms.data.platforms[0]?.icon).toBe(
      'powerautomate',
    );
  });

  it('every icon a choice names is a bundled file, and the bundled pages pick only choices', () => {
    const { existsSync } = jest.requireActual<typeof import('node:fs')>('node:fs');
    for (const name of SERVICE_ICON_NAMES)
      expect(existsSync(`${process.cwd()}/public${serviceIconPath(name)}`)).toBe(true);
    const blocks = serviceDetails.flatMap((detail) => serviceDetailBlocks(detail));
    const icons = blocks.flatMap((block) =>
      block.type === 'service_showcase' ? block.data.items.map((item) => item.icon) : [],
    );
    const logos = blocks.flatMap((block) =>
      block.type === 'automation_platforms'
        ? block.data.platforms.map((platform) => platform.icon)
        : [],
    );
    expect(icons.length).toBeGreaterThan(0);
    expect(logos.length).toBeGreaterThan(0);
    expect(icons).not.toContain('none');
    expect(logos).not.toContain('none');
    for (const block of blocks)
      expect(BLOCK_CATALOG[block.type].schema.safeParse(block.data).success).toBe(true);
  });
});
