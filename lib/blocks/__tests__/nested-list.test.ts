/** @jest-environment node */
import { BLOCK_CATALOG } from '@/blocks/catalog';
import { directusField } from '@/cms/seed/blocks-schema';
import { aiDevelopmentPageBlocks } from '@/content-fallback/page-blocks/landing-pages';

const explorer = aiDevelopmentPageBlocks.find((block) => block.type === 'tab_explorer')!;
const schema = BLOCK_CATALOG.tab_explorer.schema;

describe('a repeater inside a repeater (an explorer tab and its use cases)', () => {
  it('validates the inner rows: a use case over its limit names its path', () => {
    const data = JSON.parse(JSON.stringify(explorer.data)) as {
      tabs: Array<{ useCases: Array<{ title: string }> }>;
    };
    data.tabs[2]!.useCases[1]!.title = 'x'.repeat(61);
    const parsed = schema.safeParse(data);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['tabs', 2, 'useCases', 1, 'title']);
  });

  it('an untouched inner repeater (null) is an empty list, which a tab may not be', () => {
    const data = JSON.parse(JSON.stringify(explorer.data)) as {
      tabs: Array<{ useCases: unknown }>;
    };
    data.tabs[0]!.useCases = null;
    expect(schema.safeParse(data).error?.issues[0]?.path).toEqual(['tabs', 0, 'useCases']);
  });

  it('is a list field in the row form of the outer list in Directus, with its own rows', () => {
    const field = directusField('tabs', BLOCK_CATALOG.tab_explorer.fields.tabs, 1) as {
      meta: { interface: string; options: { fields: Array<Record<string, unknown>> } };
    };
    expect(field.meta.interface).toBe('list');
    const useCases = field.meta.options.fields.find((row) => row.field === 'useCases') as {
      type: string;
      meta: { interface: string; options: { template: string; fields: Array<{ field: string }> } };
    };
    expect(useCases.type).toBe('json');
    expect(useCases.meta.interface).toBe('list');
    expect(useCases.meta.options.template).toBe('{{title}}');
    expect(useCases.meta.options.fields.map((row) => row.field)).toEqual([
      'title',
      'icon',
      'description',
      'savings',
      'roi',
      'features',
      'timeline',
      'cost',
    ]);
  });
});
