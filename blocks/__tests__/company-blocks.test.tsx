import { render, screen, within } from '@testing-library/react';
import { BLOCK_CATALOG } from '@/blocks/catalog';
import { siteConfig } from '@/content-fallback/site';
import { CardsBlock } from '../cards/cards-block';
import { ChipListBlock } from '../chip-list/chip-list-block';
import { LegalTextBlock } from '../legal-text/legal-text-block';
import { OfficesBlock } from '../offices/offices-block';
import { ProcessStepsBlock } from '../process-steps/process-steps-block';

/** The blocks of /process, /careers, /privacy-policy and /contact, from records as Directus sends them. */
describe('the blocks of the company pages', () => {
  it('process steps: numbered, anchored by name, each with its deliverables and its own button', async () => {
    const data = BLOCK_CATALOG.process_steps.schema.parse({
      anchor: 'octa-framework',
      heading: 'The Octa Framework',
      stepLabel: 'Step',
      deliverablesLabel: 'What you get',
      steps: [
        {
          name: 'OctaScan',
          tagline: 'Free check',
          duration: '10 minutes',
          description: 'Answer a few questions.',
          deliverables: ['A score'],
          action: 'health-check',
          actionLabel: 'Start Free OctaScan',
        },
        {
          name: 'OctaPlan',
          tagline: 'Roadmap',
          duration: '1 week',
          description: 'We plan.',
          deliverables: null,
          action: 'scheduler',
          actionLabel: 'Schedule Strategy Call',
        },
        {
          name: 'OctaCore',
          tagline: 'Build',
          duration: '2-8 weeks',
          description: 'We build.',
          deliverables: [],
          action: 'link',
          actionLabel: 'Explore Our Work',
          link: '/portfolios',
        },
      ],
    });
    render(await ProcessStepsBlock({ id: '7', data }));
    const steps = screen.getAllByRole('listitem').filter((item) => item.id);
    expect(steps.map((step) => step.id)).toEqual(['octascan', 'octaplan', 'octacore']);
    expect(within(steps[0]!).getByText('Step 1')).toBeInTheDocument();
    expect(within(steps[0]!).getByText('A score')).toBeInTheDocument();
    // No deliverables: no empty 'What you get' heading.
    expect(within(steps[1]!).queryByText('What you get')).not.toBeInTheDocument();
    expect(within(steps[0]!).getByRole('button', { name: /Start Free OctaScan/ })).toBeVisible();
    expect(within(steps[1]!).getByRole('link', { name: /Schedule Strategy Call/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(steps[2]!).getByRole('link', { name: /Explore Our Work/ })).toHaveAttribute(
      'href',
      '/portfolios',
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute(
      'id',
      'octa-framework-heading',
    );
  });

  it('a process step without its required button text fails the schema', () => {
    const parsed = BLOCK_CATALOG.process_steps.schema.safeParse({
      heading: 'Steps',
      stepLabel: 'Step',
      deliverablesLabel: 'You get',
      steps: [{ name: 'A', tagline: 'b', duration: 'c', description: 'd', action: 'wizard' }],
    });
    expect(parsed.success).toBe(false);
  });

  it('chips: the names as a list; a chip naming an industry links to it, any other is a plain tag; the link under them only when both its text and target are set', async () => {
    const data = BLOCK_CATALOG.chip_list.schema.parse({
      heading: 'Proven Across Industries',
      chips: ['Retail', 'Logistics', 'FinTech'],
      linkLabel: 'See all industries',
      link: '',
    });
    render(await ChipListBlock({ id: '3', data }));
    expect(
      within(screen.getByRole('list', { name: 'Proven Across Industries' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Retail', 'Logistics', 'FinTech']);
    expect(screen.getByRole('link', { name: 'Retail' })).toHaveAttribute(
      'href',
      '/industries/retail-e-commerce',
    );
    expect(screen.getByRole('link', { name: 'Logistics' })).toHaveAttribute(
      'href',
      '/industries/logistics-supply-chain',
    );
    expect(screen.queryByRole('link', { name: 'FinTech' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See all industries' })).not.toBeInTheDocument();
  });

  it('careers cards: benefits and numbered hiring steps', () => {
    const items = [
      { title: 'Apply', description: 'Send your CV.' },
      { title: 'Offer', description: 'A written offer.' },
    ];
    const { unmount } = render(
      <CardsBlock
        id="1"
        data={BLOCK_CATALOG.cards.schema.parse({
          variant: 'numbered-row',
          heading: 'How We Hire',
          items,
        })}
      />,
    );
    expect(screen.getAllByTestId('hiring-step').map((step) => step.textContent)).toEqual([
      '01ApplySend your CV.',
      '02OfferA written offer.',
    ]);
    unmount();
    render(
      <CardsBlock
        id="2"
        data={BLOCK_CATALOG.cards.schema.parse({ variant: 'plain', heading: 'Why Us', items })}
      />,
    );
    expect(screen.getAllByTestId('benefit-card')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Why Us' })).toBeInTheDocument();
  });

  it('legal text: numbered sections with paragraphs and bullets, the ISO date, contact details last', async () => {
    const data = BLOCK_CATALOG.legal_text.schema.parse({
      effectiveLabel: 'Effective date',
      effectiveDate: '01/08/2025',
      intro: 'How we handle data.',
      sections: [
        { anchor: 'collect', title: 'What We Collect', body: 'We collect:\n- names\n- e-mails' },
        { anchor: 'contact-us', title: 'Contact Us', body: 'Write to us.' },
      ],
      emailLabel: 'E-mail',
      phoneLabel: 'Phone',
    });
    render(await LegalTextBlock({ data }));
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['1. What We Collect', '2. Contact Us']);
    expect(screen.getByText('01/08/2025')).toHaveAttribute('datetime', '2025-08-01');
    expect(screen.getByText('e-mails').tagName).toBe('LI');
    const last = document.getElementById('contact-us')!;
    expect(within(last).getByRole('link', { name: siteConfig.email })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.email}`,
    );
  });

  it('offices: each office with its address and a marker on the map, then e-mail and phone', async () => {
    const data = BLOCK_CATALOG.offices.schema.parse({
      heading: 'Our Offices',
      mapLabel: 'Map of our offices',
      offices: [
        { label: 'Headquarters', address: 'Lahore', lat: 31.5, lng: 74.3 },
        { label: 'Dubai', address: 'Business Bay', lat: '25.2', lng: '55.27' },
      ],
      emailLabel: 'E-mail',
      phoneLabel: 'Phone',
    });
    const { container } = render(await OfficesBlock({ id: '9', data }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Headquarters',
      'Dubai',
    ]);
    expect(container.querySelectorAll('[data-marker="office"]')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Map of our offices' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: siteConfig.phone })).toBeInTheDocument();
  });
});
