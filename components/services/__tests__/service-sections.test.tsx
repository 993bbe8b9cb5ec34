import { render, screen, within } from '@testing-library/react';
import { AutomationPlatformsSection } from '../automation-platforms';
import { SocialPlatformsSection } from '../social-platforms';
import { automationPlatformCategories } from '@/content-fallback/automation-platforms';
import { socialPlatforms } from '@/content-fallback/social-platforms';

describe('AutomationPlatformsSection', () => {
  it('shows the three categories, each platform with its first 4 features and a metric bar', () => {
    const { container } = render(
      <AutomationPlatformsSection
        id="automation-platforms"
        section={{ heading: 'Platforms We Automate With' }}
        featuresLabel="Features"
        categories={automationPlatformCategories}
      />,
    );
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Workflow Automation Tools', 'Microsoft Power Platform', 'Microsoft AI Copilots']);
    const zapier = within(screen.getByRole('list', { name: 'Zapier Features' })).getAllByRole(
      'listitem',
    );
    expect(zapier).toHaveLength(4);
    const bar = (name: string) =>
      container.querySelector<HTMLElement>(`[data-platform="${name}"] [data-metric-bar]`)!.style
        .width;
    expect(bar('Zapier')).toBe('70%');
    expect(bar('n8n')).toBe('100%');
    expect(bar('Power BI')).toBe('100%');
    expect(
      screen.getByText('lower automation running costs than per-task tools'),
    ).toBeInTheDocument();
  });
});

describe('SocialPlatformsSection', () => {
  it('lists the six platforms, each with a brand mark, description and features', () => {
    const { container } = render(
      <SocialPlatformsSection
        id="social-platforms"
        section={{ heading: 'Every Platform Your Customers Use' }}
        featuresLabel="What we automate"
        platforms={socialPlatforms}
      />,
    );
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Facebook', 'Instagram', 'Twitter/X', 'LinkedIn', 'TikTok', 'YouTube']);
    for (const article of container.querySelectorAll('article[data-platform]')) {
      expect(article.querySelector('svg')).not.toBeNull();
      expect(within(article as HTMLElement).getAllByRole('listitem').length).toBeGreaterThan(0);
    }
  });
});
