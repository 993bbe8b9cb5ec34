/** @jest-environment node */
import { fallbackServices } from '@/content-fallback/services';
import { serviceDetails } from '@/content-fallback/service-details';
import { serviceDetailBlocks } from '@/lib/content/bundled-blocks/services';
import { serviceBlocksFrom } from '../legacy-details';

const service = fallbackServices.find((candidate) => candidate.slug === 'business-automation')!;
const detail = serviceDetails.find((candidate) => candidate.slug === service.slug)!;

describe("a service's detail JSON from the earlier schema", () => {
  it('becomes its blocks with what an editor changed there', () => {
    const edited = {
      ...detail,
      contentCards: {
        ...detail.contentCards,
        section: { ...detail.contentCards.section, heading: 'What We Automate Before Lunch' },
      },
    };
    const blocks = serviceBlocksFrom(service, JSON.parse(JSON.stringify(edited)));
    expect(blocks.map((block) => block.type)).toEqual(
      serviceDetailBlocks(detail).map((block) => block.type),
    );
    expect(blocks.find((block) => block.id.endsWith('-content'))?.data).toMatchObject({
      variant: 'numbered',
      heading: 'What We Automate Before Lunch',
    });
  });

  it('without one, the service gets its bundled blocks', () => {
    expect(serviceBlocksFrom(service, undefined)).toEqual(serviceDetailBlocks(detail));
  });

  it('a detail that makes no valid block stops the seed, naming the service, block and field', () => {
    expect(() => serviceBlocksFrom(service, { ...detail, stats: [] })).toThrow(
      /business-automation: its detail JSON gives an invalid stats_band block \(stats: /,
    );
    expect(() => serviceBlocksFrom(service, { ...detail, techList: undefined })).toThrow(
      /business-automation: its detail JSON lacks a section/,
    );
  });
});
