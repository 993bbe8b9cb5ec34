import { render, screen } from '@testing-library/react';
import { SectionHeading } from '../section-heading';

describe('SectionHeading', () => {
  it('renders the title cut at 45 and the description cut at 150 characters', () => {
    render(<SectionHeading id="h" title={'T'.repeat(60)} description={'d'.repeat(200)} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(`${'T'.repeat(42)}...`);
    expect(screen.getByText(`${'d'.repeat(147)}...`)).toBeInTheDocument();
  });

  it('highlights the highlighted words in the title', () => {
    render(
      <SectionHeading
        id="h"
        title="Put Your Business on Auto-Pilot"
        highlightedText="Auto-Pilot"
      />,
    );
    expect(screen.getByText('Auto-Pilot')).toHaveClass('text-primary');
  });

  it('logs an error and renders nothing without a title', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(
      <SectionHeading id="missing" title="  " description="Orphan description" />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('a title is required'));
    error.mockRestore();
  });
});
