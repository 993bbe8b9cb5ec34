import type { IndustryCard, Project } from '@/lib/content/types';
import {
  clampCardText,
  CORE_FEATURE_LIMITS,
  featuredPortfolioCards,
  portfolioSlugFromTitle,
  PROCESS_STEP_LIMITS,
  splitTags,
  TECH_LIST_LIMITS,
  toIndustryCard,
  toPortfolioCard,
  toSectionHeading,
} from '../cards';

const project = (over: Partial<Project> = {}): Project => ({
  id: 'p1',
  title: 'E-commerce Revolution Platform',
  shortDescription: 'Short',
  description: 'Long',
  imagePath: '/assets/portfolio/default.png',
  tags: ['React'],
  featured: true,
  slug: 'ignored',
  ...over,
});

describe('portfolio slug rule', () => {
  it('lowercases, turns spaces into hyphens and removes other non-alphanumerics', () => {
    expect(portfolioSlugFromTitle('E-commerce Revolution Platform')).toBe(
      'e-commerce-revolution-platform',
    );
    expect(portfolioSlugFromTitle('FinTech Mobile')).toBe('fintech-mobile');
    expect(portfolioSlugFromTitle("Acme's A.I. Bot (v2)!")).toBe('acmes-ai-bot-v2');
    expect(portfolioSlugFromTitle('  Two   Spaces ')).toBe('two-spaces');
  });
});

describe('portfolio card tags', () => {
  it('shows up to 4 tags, then +N listing the rest in full', () => {
    const tags = splitTags([
      'React',
      'Node.js',
      'AWS',
      'Stripe',
      'Redis',
      'A very long tag name beyond twenty',
    ]);
    expect(tags.visible).toEqual(['React', 'Node.js', 'AWS', 'Stripe']);
    expect(tags.overflowLabel).toBe('+2');
    expect(tags.hidden).toEqual(['Redis', 'A very long tag name beyond twenty']);
  });

  it('has no +N chip when 4 or fewer tags exist', () => {
    expect(splitTags(['a', 'b', 'c', 'd'])).toEqual({
      visible: ['a', 'b', 'c', 'd'],
      hidden: [],
      overflowLabel: null,
    });
  });

  it('cuts each shown tag to 20 characters with an ellipsis', () => {
    const [tag, spaced] = splitTags([
      'Kubernetes-Orchestration-Tools',
      'Machine Learning Operations',
    ]).visible;
    expect(tag).toBe('Kubernetes-Orches...');
    expect(tag).toHaveLength(20);
    expect(spaced).toBe('Machine Learning...');
  });
});

describe('portfolio card', () => {
  it('cuts the title to 50 and the description to 120 characters', () => {
    const card = toPortfolioCard(
      project({ title: 'T'.repeat(60), shortDescription: 'd'.repeat(200) }),
    );
    expect(card.title).toHaveLength(50);
    expect(card.title.endsWith('...')).toBe(true);
    expect(card.description).toHaveLength(120);
    expect(card.description.endsWith('...')).toBe(true);
  });

  it('keeps texts within the limits untouched and links by the title slug', () => {
    const card = toPortfolioCard(project());
    expect(card.title).toBe('E-commerce Revolution Platform');
    expect(card.href).toBe('/portfolios/e-commerce-revolution-platform');
  });

  it('home shows featured projects only', () => {
    const cards = featuredPortfolioCards([
      project({ id: 'a' }),
      project({ id: 'b', featured: false }),
    ]);
    expect(cards.map((card) => card.id)).toEqual(['a']);
  });
});

describe('industry card', () => {
  const industry: IndustryCard = {
    id: 'i1',
    slug: 'healthcare-biotech',
    title: 'H'.repeat(70),
    shortDescription: 'x'.repeat(160),
    iconPath: '/assets/industries/icons/healthcare-biotech.svg',
    order: 1,
    featured: true,
  };
  it('cuts title to 60 and description to 150 and links to /industries/{slug}', () => {
    const card = toIndustryCard(industry);
    expect(card.title).toHaveLength(60);
    expect(card.description).toHaveLength(150);
    expect(card.href).toBe('/industries/healthcare-biotech');
  });
});

describe('section heading', () => {
  it('cuts the title to 45 and the description to 150 with an ellipsis', () => {
    const heading = toSectionHeading({ title: 'a'.repeat(50), description: 'b'.repeat(151) });
    expect(heading?.title).toBe(`${'a'.repeat(42)}...`);
    expect(heading?.description).toBe(`${'b'.repeat(147)}...`);
  });
  it('is null without a title (the section then renders nothing)', () => {
    expect(toSectionHeading({ title: '' })).toBeNull();
    expect(toSectionHeading({ title: '   ', description: 'x' })).toBeNull();
    expect(toSectionHeading({})).toBeNull();
  });
});

describe('section card limits', () => {
  const long = { title: 't'.repeat(100), description: 'd'.repeat(300) };
  it('tech list: title 30, description 120', () => {
    const item = clampCardText(long, TECH_LIST_LIMITS);
    expect([item.title.length, item.description.length]).toEqual([30, 120]);
  });
  it('core features: title 35, description 120', () => {
    const item = clampCardText(long, CORE_FEATURE_LIMITS);
    expect([item.title.length, item.description.length]).toEqual([35, 120]);
  });
  it('process steps: title 35, description 150', () => {
    const item = clampCardText(long, PROCESS_STEP_LIMITS);
    expect([item.title.length, item.description.length]).toEqual([35, 150]);
  });
});
