import type { Service } from '@/lib/content/types';
import { copyrightLine } from '@/lib/navigation/footer-model';
import { buildServicesMenu } from '@/lib/navigation/menu-model';
import { SHELL_LABELS } from '@/content-fallback/shell';
import { fallbackServices } from '@/content-fallback/services';
import {
  findReviewClient,
  isPublished,
  mapHeroSection,
  mapIndustry,
  mapJob,
  mapPage,
  mapProject,
  mapReview,
  mapService,
  mapSettings,
  sortIndustries,
  sortServices,
} from '../mappers';
import type { RawClient } from '../types';

const CMS = 'https://cms.example.com';

describe('mapService', () => {
  it('maps fields and applies the banner and icon defaults from the slug', () => {
    const service = mapService(
      {
        id: 7,
        title: 'Cloud',
        slug: 'cloud-services',
        short_description: 'Short',
        description: 'Long',
        featured: true,
        show_wide_banner: true,
        order: 3,
      },
      CMS,
    );
    expect(service).toEqual({
      id: '7',
      title: 'Cloud',
      slug: 'cloud-services',
      shortDescription: 'Short',
      fullDescription: 'Long',
      bannerPath: '/assets/services/cloud-services.webp',
      icon: '/assets/services/icons/cloud-services.svg',
      featured: true,
      order: 3,
    });
  });

  it('resolves bare asset ids against the CMS and keeps rooted paths', () => {
    const service = mapService(
      { id: 1, slug: 's', banner: 'file-uuid', icon: '/icons/s.svg' },
      CMS,
    );
    expect(service.bannerPath).toBe(`${CMS}/assets/file-uuid`);
    expect(service.icon).toBe('/icons/s.svg');
  });

  it("keeps the title's highlighted part as plain text, absent when empty", () => {
    expect(
      mapService(
        { id: 1, slug: 'a', title: 'Business Automation', title_highlight: ' Automation ' },
        CMS,
      ).titleHighlight,
    ).toBe('Automation');
    expect(
      mapService({ id: 1, slug: 'a', title: 'X', title_highlight: '' }, CMS),
    ).not.toHaveProperty('titleHighlight');
  });

  it('takes order, then sort, then 999', () => {
    expect(mapService({ id: 1, slug: 'a', sort: 4 }, CMS).order).toBe(4);
    expect(mapService({ id: 1, slug: 'a', order: 2, sort: 4 }, CMS).order).toBe(2);
    expect(mapService({ id: 1, slug: 'a' }, CMS).order).toBe(999);
  });

  it('falls back to the id when the slug is missing (cards link by slug, else id)', () => {
    expect(mapService({ id: 42, title: 'X' }, CMS).slug).toBe('42');
  });
});

describe('service sorting and fallback merge', () => {
  const make = (slug: string, order: number): Service => ({
    id: slug,
    title: slug,
    slug,
    shortDescription: '',
    fullDescription: '',
    bannerPath: '',
    icon: '',
    featured: false,
    order,
  });

  it('sorts by order ascending, missing order (999) last', () => {
    expect(sortServices([make('c', 999), make('a', 1), make('b', 5)]).map((s) => s.slug)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});

describe('mapIndustry', () => {
  it('uses title or name, short_description or description, and the default icon', () => {
    const industry = mapIndustry(
      { id: 3, slug: 'retail-e-commerce', name: 'Retail', description: 'Shops' },
      CMS,
    );
    expect(industry).toMatchObject({
      id: '3',
      title: 'Retail',
      shortDescription: 'Shops',
      iconPath: '/assets/industries/icons/retail-e-commerce.svg',
      featured: false,
    });
    expect(
      mapIndustry(
        { id: 3, slug: 's', title: 'T', name: 'N', short_description: 'S', description: 'D' },
        CMS,
      ),
    ).toMatchObject({
      title: 'T',
      shortDescription: 'S',
    });
  });

  it('sorts alphabetically by title', () => {
    const sorted = sortIndustries(
      ['Retail', 'construction', 'Healthcare'].map((title, i) =>
        mapIndustry({ id: i, slug: `s${i}`, title }, CMS),
      ),
    );
    expect(sorted.map((i) => i.title)).toEqual(['construction', 'Healthcare', 'Retail']);
  });
});

describe('mapProject', () => {
  const skills = [
    { id: 1, name: 'React' },
    { id: 2, title: 'Python' },
  ];

  it('resolves project_skills ids to skill name or title', () => {
    const project = mapProject(
      { id: 5, title: 'Shop', project_skills: [1, 2, 99], technologies: ['Ignored'] },
      skills,
      CMS,
    );
    expect(project.tags).toEqual(['React', 'Python']);
  });

  it('resolves expanded skills and many-to-many junction rows', () => {
    const project = mapProject(
      {
        id: 5,
        title: 'Shop',
        project_skills: [{ skills_id: 2 }, { skills_id: { id: 8, name: 'Go' } }],
      },
      skills,
      CMS,
    );
    expect(project.tags).toEqual(['Python', 'Go']);
  });

  it('uses technologies as fallback tags (list or comma text)', () => {
    expect(
      mapProject(
        { id: 5, title: 'A', project_skills: [99], technologies: ['Vue', ' Nuxt '] },
        skills,
        CMS,
      ).tags,
    ).toEqual(['Vue', 'Nuxt']);
    expect(mapProject({ id: 5, title: 'A', technologies: 'Vue, Nuxt' }, skills, CMS).tags).toEqual([
      'Vue',
      'Nuxt',
    ]);
    expect(mapProject({ id: 5, title: 'A' }, skills, CMS).tags).toEqual([]);
  });

  it('takes image, then banner, then /assets/illustrations/portfolios-hero.webp', () => {
    expect(mapProject({ id: 1, image: 'img', banner: 'ban' }, [], CMS).imagePath).toBe(
      `${CMS}/assets/img`,
    );
    expect(mapProject({ id: 1, banner: { id: 'ban' } }, [], CMS).imagePath).toBe(
      `${CMS}/assets/ban`,
    );
    expect(mapProject({ id: 1 }, [], CMS).imagePath).toBe(
      '/assets/illustrations/portfolios-hero.webp',
    );
  });

  it("keeps the picture's focal point for its crops, when the file has one", () => {
    const file = { id: 'img', width: 1200, height: 800, focal_point_x: 960, focal_point_y: 200 };
    const project = mapProject({ id: 1, image: file }, [], CMS);
    expect(project.imagePath).toBe(`${CMS}/assets/img`);
    expect(project.imageFocus).toBe('80% 25%');
    const unset = { ...file, focal_point_x: null, focal_point_y: null };
    expect(mapProject({ id: 1, image: unset }, [], CMS)).not.toHaveProperty('imageFocus');
    const hero = mapHeroSection({ id: 2, title: 'T', hero_image: file }, 'about', CMS);
    expect(hero.heroImageFocus).toBe('80% 25%');
  });

  it('takes link or liveUrl, is_featured, and derives a missing slug with the card rule', () => {
    const project = mapProject(
      { id: 1, title: 'FinTech Mobile!', liveUrl: 'https://app.example', is_featured: true },
      [],
      CMS,
    );
    expect(project).toMatchObject({
      link: 'https://app.example',
      featured: true,
      slug: 'fintech-mobile',
    });
    expect(mapProject({ id: 1, link: 'https://a', liveUrl: 'https://b' }, [], CMS).link).toBe(
      'https://a',
    );
  });
});

describe('reviews and clients', () => {
  const clients: RawClient[] = [
    { id: 10, name: 'Acme', client_logo: { id: 'acme-logo' } },
    { id: 11, clientId: 'CL-7', title: 'Globex', logo: 'globex-logo' },
    { id: 12, name: 'Initech' },
  ];

  it.each([
    ['client id', 10, 'Acme'],
    ['client id as text', '10', 'Acme'],
    ['clientId', 'CL-7', 'Globex'],
    ['name', 'Initech', 'Initech'],
    ['title', 'globex', 'Globex'],
  ])('matches a review to its client by %s', (_rule, client, expected) => {
    const match = findReviewClient({ id: 1, client }, clients);
    expect(match?.name ?? match?.title).toBe(expected);
  });

  it('maps reviewer fields with their alternates', () => {
    const review = mapReview(
      { id: 1, client: 10, clientName: 'Jane', clientPosition: 'CEO', content: 'Great', rating: 4 },
      clients,
      CMS,
    );
    expect(review).toEqual({
      id: '1',
      clientId: '10',
      name: 'Jane',
      title: 'CEO',
      content: 'Great',
      rating: 4,
      clientName: 'Acme',
      clientLogo: `${CMS}/assets/acme-logo`,
    });
    expect(
      mapReview(
        {
          id: 1,
          person_name: 'P',
          person_designation: 'D',
          feedback: 'F',
          clientName: 'x',
          content: 'y',
        },
        [],
        CMS,
      ),
    ).toMatchObject({
      name: 'P',
      title: 'D',
      content: 'F',
    });
  });

  it("defaults the name to 'Anonymous', the title to 'Client' and the rating to 5", () => {
    const review = mapReview({ id: 2, feedback: 'Nice' }, clients, CMS);
    expect(review).toMatchObject({
      name: 'Anonymous',
      title: 'Client',
      rating: 5,
      clientName: undefined,
    });
  });
});

describe('mapJob', () => {
  it('leaves a missing location out (the open positions block shows its default)', () => {
    expect(
      mapJob({ id: 1, title: 'Dev', description: 'Build', location: '' }).location,
    ).toBeUndefined();
    expect(mapJob({ id: 1, title: 'Dev', location: 'Dubai' }).location).toBe('Dubai');
  });
});

describe('mapHeroSection', () => {
  it('maps all fields, button_action_link before ctaLink, and asset ids', () => {
    const hero = mapHeroSection(
      {
        id: 9,
        title: 'Build',
        title_primary: 'faster',
        description: 'D',
        label_text: 'L',
        label_information: 'I',
        button_title: 'Go',
        button_type: 'secondary',
        button_action_link: '/contact',
        ctaLink: '/other',
        hero_image: 'hero-file',
        hero_image_alt: 'A team at work',
        backgroundImage: '/bg.svg',
        show_client_logos: true,
      },
      'about',
      CMS,
    );
    expect(hero).toEqual({
      id: '9',
      key: 'about',
      title: 'Build',
      titlePrimary: 'faster',
      description: 'D',
      labelText: 'L',
      labelInformation: 'I',
      buttonTitle: 'Go',
      ctaLink: '/contact',
      heroImage: `${CMS}/assets/hero-file`,
      heroImageAlt: 'A team at work',
      showClientLogos: true,
      showTrustSignals: false,
    });
    expect(mapHeroSection({ id: 1, ctaLink: '/x' }, 'k', CMS)).toMatchObject({ ctaLink: '/x' });
  });

  it.each([
    ['home', true],
    ['services', true],
    ['contact', true],
    ['about', false],
  ])('shows trust signals on %s: %s (unless the CMS says otherwise)', (key, expected) => {
    expect(mapHeroSection({ id: 1 }, key, CMS).showTrustSignals).toBe(expected);
    expect(
      mapHeroSection({ id: 1, show_trust_signals: !expected }, key, CMS).showTrustSignals,
    ).toBe(!expected);
  });
});

describe('mapPage', () => {
  const heroes = [{ id: 5, title: 'About hero' }];

  it('resolves hero_section given by id against the loaded heroes', () => {
    const page = mapPage(
      {
        slug: 'about',
        title: 'About',
        hero_section: 5,
        canonical_link: '/about',
        show_client_logos: true,
      },
      heroes,
      CMS,
    );
    expect(page).toMatchObject({
      slug: 'about',
      heroSectionId: '5',
      canonicalLink: '/about',
      showClientLogos: true,
    });
    expect(page.heroSection?.title).toBe('About hero');
  });

  it('accepts HeroSectionId and an expanded HeroSection', () => {
    expect(mapPage({ slug: 'a', HeroSectionId: 5 }, heroes, CMS).heroSection?.title).toBe(
      'About hero',
    );
    expect(
      mapPage({ slug: 'a', HeroSection: { id: 6, title: 'Inline' } }, heroes, CMS),
    ).toMatchObject({
      heroSectionId: '6',
      heroSection: { title: 'Inline' },
    });
  });

  it('reads json_ld_schema as an object or JSON text, and metaDescription alternates', () => {
    expect(
      mapPage({ slug: 'a', json_ld_schema: { '@type': 'Organization' } }, [], CMS).jsonLdSchema,
    ).toEqual({ '@type': 'Organization' });
    expect(
      mapPage({ slug: 'a', json_ld_schema: '{"@type":"WebPage"}' }, [], CMS).jsonLdSchema,
    ).toEqual({ '@type': 'WebPage' });
    expect(mapPage({ slug: 'a', json_ld_schema: '{broken' }, [], CMS).jsonLdSchema).toBeUndefined();
    expect(mapPage({ slug: 'a', meta_description: 'M' }, [], CMS).metaDescription).toBe('M');
  });
});

describe('small mappers', () => {
  it('maps settings.calendly_link', () => {
    expect(mapSettings({ calendly_link: 'https://calendly.com/x' })).toEqual({
      calendlyLink: 'https://calendly.com/x',
    });
    expect(mapSettings(null)).toEqual({ calendlyLink: undefined });
  });

  it("reads the header's, menu's and footer's labels an editor set, and leaves out empty and too long ones", () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const settings = mapSettings({
      nav_services: 'Leistungen',
      footer_copyright: '© {year} {brand}',
      header_cta: '   ',
      nav_about: 'x'.repeat(25),
    } as never);
    expect(settings.shellLabels).toEqual({
      navServices: 'Leistungen',
      footerCopyright: '© {year} {brand}',
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('settings.nav_about'));
    warn.mockRestore();
    expect(copyrightLine('© {year} {brand}. All rights reserved.', 2026, 'Octaacer')).toBe(
      '© 2026 Octaacer. All rights reserved.',
    );
  });

  it("keeps the spec's 'Hot' badge of the trending services unless an editor switches it off", () => {
    const labels = (record: Record<string, unknown>) => ({
      ...SHELL_LABELS,
      ...mapSettings(record as never).shellLabels,
    });
    const badgeOf = (record: Record<string, unknown>) =>
      buildServicesMenu(fallbackServices, undefined, labels(record)).children?.[0]?.badge;
    expect(badgeOf({})).toBe('Hot');
    expect(badgeOf({ menu_trending_badge_shown: true, menu_trending_badge: 'New' })).toBe('New');
    expect(badgeOf({ menu_trending_badge_shown: false })).toBe('');
  });

  it('drops a calendly_link that is not an http(s) URL, so the booking link falls back', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(mapSettings({ calendly_link: 'calendly.com/octaacer' })).toEqual({
      calendlyLink: undefined,
    });
    expect(mapSettings({ calendly_link: 'javascript:alert(1)' })).toEqual({
      calendlyLink: undefined,
    });
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it("maps the settings' shell fields: WhatsApp digits only, social links that are URLs", () => {
    expect(
      mapSettings({
        contact_email: 'sales@example.com',
        phone: '+971 4 000 0000',
        whatsapp_number: '+971 50 123 4567',
        footer_tagline: 'Automation for the Gulf.',
        social_links: [{ network: 'linkedin', url: 'https://www.linkedin.com/company/x' }],
        compliance_badges: [{ label: 'ISO 9001' }],
        consent_title: 'Cookies',
        consent_text: 'Optional cookies only after you choose.',
      }),
    ).toEqual({
      calendlyLink: undefined,
      contactEmail: 'sales@example.com',
      phone: '+971 4 000 0000',
      whatsappNumber: '971501234567',
      footerTagline: 'Automation for the Gulf.',
      socials: [{ network: 'linkedin', href: 'https://www.linkedin.com/company/x' }],
      complianceBadges: ['ISO 9001'],
      consentTitle: 'Cookies',
      consentText: 'Optional cookies only after you choose.',
    });
  });

  it('a bad settings field falls back alone, with a warning naming it', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const settings = mapSettings({
      phone: '+92 300 1234567',
      whatsapp_number: '9'.repeat(21),
      social_links: [{ network: 'myspace', url: 'https://myspace.com/x' }],
      compliance_badges: [{ label: '' }, { label: 'GDPR Compliant' }],
    });
    expect(settings.phone).toBe('+92 300 1234567');
    expect(settings.whatsappNumber).toBeUndefined();
    expect(settings.socials).toBeUndefined();
    expect(settings.complianceBadges).toBeUndefined();
    expect(warn.mock.calls.map(([line]) => String(line).split(':')[0])).toEqual([
      '[cms] settings.whatsapp_number',
      '[cms] settings.social_links',
      '[cms] settings.compliance_badges',
    ]);
    warn.mockRestore();
  });

  it('keeps published and status-less records only', () => {
    expect(
      [{}, { status: 'published' }, { status: 'draft' }, { status: 'archived' }].map(isPublished),
    ).toEqual([true, true, false, false]);
  });
});
