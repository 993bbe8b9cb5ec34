import { render, screen } from '@testing-library/react';
import { StatsBandBlock } from '../stats-band-block';

describe('StatsBandBlock', () => {
  it('renders whitelisted markup and strips script and handler payloads', () => {
    const { container } = render(
      <StatsBandBlock
        data={{
          label: 'Results',
          stats: [
            {
              value: '85%',
              description:
                'fewer <strong>manual</strong> tasks<img src=x onerror="window.hacked=1"><script>window.hacked=1</script>',
            },
          ],
        }}
      />,
    );
    expect(screen.getByText('manual').tagName).toBe('STRONG');
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|hacked/);
    expect(screen.getByText('85%')).toBeInTheDocument();
  });
});
