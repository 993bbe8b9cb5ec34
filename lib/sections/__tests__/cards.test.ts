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
  imagePath: '/assets/illustrations/portfolios-hero.webp',
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

  it('cuts a shown tag past 20 characters only between words, never inside one', () => {
    const [tag, spaced] = splitTags([
      'Kubernetes-Orchestration-Tools',
      'Machine Learning Operations',
    ]).visible;
    expect(tag).toBe('Kubernetes-Orchestration-Tools');
    expect(spaced).toBe('Machine Learning\u2026');
  });
});

describe('portfolio card', () => {
  it('never cuts the title; cuts a description past 120 characters at a word boundary', () => {
    const title = 'A Title Longer Than Fifty Characters For A Portfolio Card';
    const card = toPortfolioCard(project({ title, shortDescription: 'word '.repeat(40) }));
    expect(card.title).toBe(title);
    expect(card.description.length).toBeLessThanOrEqual(120);
    expect(card.description).toMatch(/ word\u2026$/);
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
    title: 'Healthcare, Biotech, Pharmaceuticals and Medical Device Manufacturers',
    shortDescription: 'care '.repeat(40),
    iconPath: '/assets/industries/icons/healthcare-biotech.svg',
    order: 1,
    featured: true,
  };
  it('keeps the title whole, cuts the description past 150 at a word, links to /industries/{slug}', () => {
    const card = toIndustryCard(industry);
    expect(card.title).toBe(industry.title);
    expect(card.description.length).toBeLessThanOrEqual(150);
    expect(card.description).toMatch(/ care\u2026$/);
    expect(card.href).toBe('/industries/healthcare-biotech');
  });
});

describe('section heading', () => {
  it('never cuts a heading or its description (their limits are the editors\u2019)', () => {
    const title = 'Otomatikleştirdiğimiz ve Geliştirme Yaptığımız Süreçler';
    const description = 'b '.repeat(90).trim();
    const heading = toSectionHeading({ title: ` ${title} `, description });
    expect(heading).toEqual({ title, description });
  });
  it('is null without a title (the section then renders nothing)', () => {
    expect(toSectionHeading({ title: '' })).toBeNull();
    expect(toSectionHeading({ title: '   ', description: 'x' })).toBeNull();
    expect(toSectionHeading({})).toBeNull();
  });
});

describe('section card limits', () => {
  const long = { title: 'A title of many words that runs long', description: 'text '.repeat(60) };
  it.each([
    ['tech list', TECH_LIST_LIMITS, 120],
    ['core features', CORE_FEATURE_LIMITS, 120],
    ['process steps', PROCESS_STEP_LIMITS, 150],
  ] as const)(
    '%s: the title whole, the description cut at a word past %s',
    (_name, limits, max) => {
      const item = clampCardText(long, limits);
      expect(item.title).toBe(long.title);
      expect(item.description.length).toBeLessThanOrEqual(max);
      expect(item.description).toMatch(/ text\u2026$/);
    },
  );
});
