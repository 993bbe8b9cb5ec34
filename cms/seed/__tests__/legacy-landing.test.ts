/** @jest-environment node */
import {
  landingBlocksFromLegacy,
  landingHeroFromLegacy,
  landingSlugOf,
} from '@/cms/seed/legacy-landing';
import {
  automationPageBlocks,
  aiDevelopmentPageBlocks,
} from '@/content-fallback/page-blocks/landing-pages';
import {
  aiDevelopmentLandingPage,
  automationLandingPage,
} from '@/content-fallback/pages/landing-pages';

/** The landing copy as the earlier seed wrote it into pages['lp/…'].content (JSON). */
const asSeeded = (copy: object) => JSON.parse(JSON.stringify(copy)) as Record<string, unknown>;

describe("a landing page's copy kept in the earlier content JSON", () => {
  it('maps the route-shaped slug to the page slug', () => {
    expect(landingSlugOf('lp/automation-solutions')).toBe('lp-automation-solutions');
    expect(landingSlugOf('lp/ai-development-services')).toBe('lp-ai-development-services');
  });

  it('an untouched copy gives exactly the bundled blocks, with no log line', () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    expect(
      landingBlocksFromLegacy(asSeeded(automationLandingPage), automationLandingPage, log),
    ).toEqual(automationPageBlocks);
    expect(
      landingBlocksFromLegacy(asSeeded(aiDevelopmentLandingPage), aiDevelopmentLandingPage, log),
    ).toEqual(aiDevelopmentPageBlocks);
    expect(lines).toEqual([]);
  });

  it("keeps an editor's words in every block they touched", () => {
    const legacy = asSeeded(automationLandingPage);
    const edited = JSON.parse(JSON.stringify(legacy)) as typeof automationLandingPage;
    edited.roi.heading = 'What Automation Returns';
    edited.explorer.tabs[1]!.useCases[0]!.title = 'Orders Without Hands';
    edited.trustStrip = ['ISO 27001', '24/7 Support'];
    const blocks = landingBlocksFromLegacy(edited, automationLandingPage, () => {});
    const byType = (type: string) => blocks.filter((block) => block.type === type);
    expect(byType('roi_figures')[0]?.data).toMatchObject({ heading: 'What Automation Returns' });
    expect(JSON.stringify(byType('tab_explorer')[0]?.data)).toContain('Orders Without Hands');
    expect(byType('trust_strip')[0]?.data).toMatchObject({ items: ['ISO 27001', '24/7 Support'] });
    expect(blocks.map((block) => block.id)).toEqual(automationPageBlocks.map((block) => block.id));
  });

  it('a section out of shape or over its limit is the bundled block, named in the log', () => {
    const legacy = asSeeded(automationLandingPage);
    const lines: string[] = [];
    const blocks = landingBlocksFromLegacy(
      {
        ...legacy,
        beforeAfter: 'not a section',
        roi: { ...(legacy.roi as object), heading: 'x'.repeat(200) },
      },
      automationLandingPage,
      (line) => lines.push(line),
    );
    expect(blocks).toEqual(automationPageBlocks);
    expect(lines).toEqual([
      expect.stringMatching(
        /^landing lp-automation-solutions: block lp-before-after \(before_after\)/,
      ),
      expect.stringMatching(/block lp-roi \(roi_figures\) from the bundled copy: heading: /),
    ]);
  });

  it('a section the editor took out stays out; what is not a copy at all gives the bundled blocks', () => {
    const legacy = asSeeded(aiDevelopmentLandingPage);
    delete legacy.resultBanner;
    const blocks = landingBlocksFromLegacy(legacy, aiDevelopmentLandingPage, () => {});
    expect(blocks.map((block) => block.id)).not.toContain('lp-result');
    expect(landingBlocksFromLegacy(null, aiDevelopmentLandingPage, () => {})).toEqual(
      aiDevelopmentPageBlocks,
    );
  });

  it("the hero record takes the kept hero's texts over the bundled ones", () => {
    const legacy = asSeeded(automationLandingPage);
    (legacy.hero as Record<string, unknown>).title = 'Stop Typing:';
    (legacy.hero as Record<string, unknown>).key = 'lp/automation-solutions';
    (legacy.hero as Record<string, unknown>).description = '';
    expect(landingHeroFromLegacy(legacy, automationLandingPage.hero)).toEqual({
      ...automationLandingPage.hero,
      title: 'Stop Typing:',
    });
    expect(landingHeroFromLegacy(undefined, automationLandingPage.hero)).toBe(
      automationLandingPage.hero,
    );
  });
});
