import vm from 'node:vm';
import { blockLabelScript, blockLabelsFlow, HIDDEN_MARKER, rowLabels } from '../flows-block-labels';

/** The Run Script as Directus runs it: module.exports called with the Flow's data. */
function runScript(trigger: Record<string, unknown>): unknown {
  const sandbox = { module: { exports: undefined as unknown } };
  vm.runInNewContext(blockLabelScript('octaacer'), sandbox);
  return (sandbox.module.exports as (data: unknown) => unknown)({ $trigger: trigger });
}

describe('the block labels Flow', () => {
  it("labels a new row with its block's type and no Hidden mark", () => {
    expect(
      runScript({
        event: 'octaacer_pages_blocks.items.create',
        payload: { collection: 'octaacer_block_hero', item: { title: 'x' }, sort: 1 },
      }),
    ).toEqual({
      collection: 'octaacer_block_hero',
      item: { title: 'x' },
      sort: 1,
      block_type: 'Hero',
      hidden_marker: '',
    });
  });

  it('marks a row hidden when its Hide switch is saved on, and clears the mark when off', () => {
    expect(runScript({ event: 'items.update', payload: { hide_block: true } })).toEqual({
      hide_block: true,
      hidden_marker: HIDDEN_MARKER,
    });
    expect(runScript({ event: 'items.update', payload: { hide_block: false } })).toEqual({
      hide_block: false,
      hidden_marker: '',
    });
  });

  it('leaves a reorder alone, and any payload it cannot read (a blocking Flow must not refuse a save)', () => {
    expect(runScript({ event: 'items.update', payload: { sort: 3 } })).toEqual({ sort: 3 });
    expect(runScript({ event: 'items.update', payload: [1, 2] })).toEqual([1, 2]);
    expect(runScript({})).toBeUndefined();
  });

  it("replaces the payload with the script's result, on the four block junctions", () => {
    const flow = blockLabelsFlow('octaacer');
    expect(flow.options).toMatchObject({ type: 'filter', return: '$last' });
    expect(flow.options.collections).toEqual([
      'octaacer_pages_blocks',
      'octaacer_services_blocks',
      'octaacer_industries_blocks',
      'octaacer_projects_blocks',
    ]);
  });

  it('the seed labels rows saved before the Flow the same way', () => {
    expect(rowLabels({ collection: 'octaacer_block_hero', hide_block: true }, 'octaacer')).toEqual({
      block_type: 'Hero',
      hidden_marker: HIDDEN_MARKER,
    });
  });
});
