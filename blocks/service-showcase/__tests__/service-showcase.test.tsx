import { fireEvent, render, screen, within } from '@testing-library/react';
import { noCodeAutomationShowcase, productDevelopmentShowcase } from '@/content-fallback/sections';
import { serviceIconPath } from '@/lib/blocks/icon-names';
import type { ServiceShowcaseRecord } from '@/lib/content/types';
import { ServiceShowcase } from '../service-showcase';

/** A bundled showcase as its block hands it to the section: each icon's name as its picture's path. */
const asSet = ({ items, ...record }: ServiceShowcaseRecord) => ({
  ...record,
  items: items.map(({ icon, ...item }) => ({
    ...item,
    iconUrl: icon ? serviceIconPath(icon) : undefined,
  })),
});

beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
});

describe('ServiceShowcase', () => {
  it('lists the product development set in a numbered list linked to panels', () => {
    render(<ServiceShowcase set={asSet(productDevelopmentShowcase)} />);
    const list = screen.getByRole('list', { name: 'Services in this section' });
    const names = within(list)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual([
      '01MVP Development',
      '02Full-Stack Development',
      '03Product Strategy',
      '04Quality Assurance',
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'MVP Development' })).toBeInTheDocument();
  });

  it('has the no-code automation set', () => {
    render(<ServiceShowcase set={asSet(noCodeAutomationShowcase)} />);
    for (const title of [
      'Workflow Automation',
      'Integration Solutions',
      'Data Automation',
      'Customer Journey Automation',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
  });

  it('marks the clicked item active', () => {
    Element.prototype.scrollIntoView = jest.fn();
    render(<ServiceShowcase set={asSet(productDevelopmentShowcase)} />);
    fireEvent.click(screen.getByRole('button', { name: /Product Strategy/ }));
    expect(screen.getByRole('button', { name: /Product Strategy/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('renders nothing when no item qualifies', () => {
    const { container } = render(
      <ServiceShowcase
        set={{
          id: 'empty',
          section: { heading: 'Empty' },
          items: [{ itemNumber: 1, mainTitle: 'Only a title' }],
        }}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
