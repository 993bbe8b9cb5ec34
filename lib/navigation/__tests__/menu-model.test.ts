import { HEADER } from '@/lib/navigation/header';
import type { IndustryCard, Service } from '@/lib/content/types';
import {
  buildIndustriesMenu,
  buildMainMenu,
  buildServicesMenu,
  splitTrendingServices,
  type MenuItem,
} from '../menu-model';

function service(slug: string, shortDescription = `About ${slug}`): Service {
  return {
    id: slug,
    slug,
    title: slug.replace(/-/g, ' '),
    shortDescription,
    fullDescription: '',
    bannerPath: '',
    icon: '',
    featured: false,
    order: 1,
  };
}

function industry(slug: string, shortDescription = `Work for ${slug}`): IndustryCard {
  return { id: slug, slug, title: slug, shortDescription, iconPath: '', order: 1, featured: false };
}

const services = [
  'product-development',
  'devops-services',
  'business-automation',
  'cloud-services',
  'ai-development',
  'ui-ux-design',
].map((slug) => service(slug));

function expectMenuItemShape(item: MenuItem) {
  expect(item).toEqual(
    expect.objectContaining({
      id: expect.any(String),
      label: expect.any(String),
      href: expect.stringMatching(/^\//),
      children: expect.any(Array),
      hasTwoSections: expect.any(Boolean),
    }),
  );
  expect('description' in item).toBe(true);
  item.children.forEach(expectMenuItemShape);
}

/** Every link in a dropdown, in reading order. */
const linksOf = (item: MenuItem) => item.children.flatMap((section) => section.children);

describe('header menu model', () => {
  it('puts the default trending services in Trending Solutions, in the trending order', () => {
    const { trending, others } = splitTrendingServices(services);
    expect(trending.map((s) => s.slug)).toEqual([
      'business-automation',
      'ai-development',
      'devops-services',
    ]);
    expect(others.map((s) => s.slug)).toEqual([
      'product-development',
      'cloud-services',
      'ui-ux-design',
    ]);
  });

  it('builds a two-section Services dropdown: Trending Solutions marked Hot, All Services without the trending ones', () => {
    const menu = buildServicesMenu(services);
    expect(menu).toMatchObject({
      id: 'services',
      label: 'Services',
      href: '/services',
      hasTwoSections: true,
    });
    const [trending, all] = menu.children;
    expect(trending).toMatchObject({ label: 'Trending Solutions', badge: 'Hot' });
    expect(trending?.children.map((link) => link.href)).toEqual([
      '/services/business-automation',
      '/services/ai-development',
      '/services/devops-services',
    ]);
    expect(all?.label).toBe('All Services');
    const allHrefs = all?.children.map((link) => link.href) ?? [];
    expect(allHrefs).toHaveLength(3);
    for (const slug of ['business-automation', 'ai-development', 'devops-services']) {
      expect(allHrefs).not.toContain(`/services/${slug}`);
    }
  });

  it('skips trending slugs that do not exist and honours a custom trending list', () => {
    const menu = buildServicesMenu(
      [service('cloud-services'), service('ai-development')],
      ['missing', 'cloud-services'],
    );
    expect(menu.children[0]?.children.map((l) => l.id)).toEqual(['service-cloud-services']);
    expect(menu.children[1]?.children.map((l) => l.id)).toEqual(['service-ai-development']);
  });

  it(`cuts menu descriptions past ${HEADER.menuDescriptionMax} characters at a word, keeping the whole for screen readers`, () => {
    const long =
      'Automate lead routing, order processing, reporting and onboarding across the tools your team already uses.';
    const exact = 'y'.repeat(100);
    const menu = buildServicesMenu([service('long-one', long), service('exact-one', exact)]);
    const [longLink, exactLink] = linksOf(menu);
    expect(longLink?.description).toBe(
      'Automate lead routing, order processing, reporting and onboarding across the tools your team\u2026',
    );
    expect(longLink?.descriptionWhole).toBe(long);
    expect(exactLink?.description).toBe(exact);
    expect(exactLink?.descriptionWhole).toBeUndefined();

    const industries = buildIndustriesMenu([industry('health', `${'word '.repeat(30)}end`)]);
    const [health] = linksOf(industries);
    expect(health?.description?.length).toBeLessThanOrEqual(100);
    expect(health?.description).toMatch(/ word\u2026$/);
  });

  it('builds an Industries dropdown with one All Industries panel linking to each detail page', () => {
    const menu = buildIndustriesMenu([industry('finance'), industry('healthcare')]);
    expect(menu).toMatchObject({ id: 'industries', href: '/industries', hasTwoSections: false });
    expect(menu.children).toHaveLength(1);
    expect(menu.children[0]?.label).toBe('All Industries');
    expect(linksOf(menu).map((l) => l.href)).toEqual([
      '/industries/finance',
      '/industries/healthcare',
    ]);
  });

  it('lists the five main entries in order with their routes, About hidden below xl, every item in the menu item shape', () => {
    const menu = buildMainMenu(services, [industry('finance')]);
    expect(menu.map((item) => [item.label, item.href])).toEqual([
      ['Services', '/services'],
      ['Industries', '/industries'],
      ['Our Process', '/process'],
      ['Portfolio', '/portfolios'],
      ['About', '/about'],
    ]);
    expect(menu.filter((item) => item.hideBelowXl).map((item) => item.id)).toEqual(['about']);
    menu.forEach(expectMenuItemShape);
  });
});
