import { render } from '@testing-library/react';
import { HighlightedTitle } from '../highlighted-title';

describe('HighlightedTitle', () => {
  it('colours the part the title contains, once, and reads as the whole title', () => {
    const { container } = render(
      <h3>
        <HighlightedTitle title="Business Automation" highlight="Automation" />
      </h3>,
    );
    expect(container.textContent).toBe('Business Automation');
    expect(container.querySelector('span.text-primary')?.textContent).toBe('Automation');
  });

  it('ignores a part the title does not contain (never doubled or appended)', () => {
    const { container } = render(
      <h3>
        <HighlightedTitle title="Cloud Solutions" highlight="Automation" />
      </h3>,
    );
    expect(container.textContent).toBe('Cloud Solutions');
    expect(container.querySelector('span')).toBeNull();
  });
});
