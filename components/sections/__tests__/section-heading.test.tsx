import { render, screen } from '@testing-library/react';
import { SectionHeading } from '../section-heading';

describe('SectionHeading', () => {
  it('never cuts the title or the description (editors keep them within their limits)', () => {
    const title = 'Kategorilere Göre Yapay Zekâ Geliştirme Çözümleri';
    const description =
      `${'Words that run past one hundred and fifty characters. '.repeat(3)}`.trim();
    render(<SectionHeading id="h" title={title} description={description} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(title);
    expect(screen.getByText(description)).toBeInTheDocument();
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
