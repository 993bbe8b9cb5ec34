import {
  automationPlatformFeatures,
  industryProjectTags,
  industryServiceFeatures,
  limitRelatedProjects,
  metricBarWidth,
} from '../detail-limits';

describe('detail-page limits', () => {
  it('a benefit metric with % sets the bar width; any other metric fills the bar', () => {
    expect(metricBarWidth('70%')).toBe('70%');
    expect(metricBarWidth('85% fewer steps')).toBe('85%');
    expect(metricBarWidth('99.9%')).toBe('99.9%');
    expect(metricBarWidth('150%')).toBe('100%');
    expect(metricBarWidth('10x')).toBe('100%');
    expect(metricBarWidth('24/7')).toBe('100%');
    expect(metricBarWidth('%')).toBe('100%');
  });

  it('automation platforms show their first 4 features', () => {
    expect(automationPlatformFeatures(['a', 'b', 'c', 'd', 'e'])).toEqual(['a', 'b', 'c', 'd']);
    expect(automationPlatformFeatures(['a', 'b'])).toEqual(['a', 'b']);
  });

  it('industry services show at most 3 features', () => {
    expect(industryServiceFeatures(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c']);
  });

  it('industry success projects show at most 5 technology tags, then +N', () => {
    const tags = industryProjectTags(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    expect(tags.visible).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(tags.overflowLabel).toBe('+2');
    expect(tags.hidden).toEqual(['F', 'G']);
    expect(industryProjectTags(['A', 'B', 'C', 'D', 'E']).overflowLabel).toBeNull();
  });

  it('related projects: at most 3, each with at most 3 tags', () => {
    const projects = Array.from({ length: 5 }, (_, i) => ({
      id: String(i),
      tags: ['a', 'b', 'c', 'd'],
    }));
    const limited = limitRelatedProjects(projects);
    expect(limited.map((project) => project.id)).toEqual(['0', '1', '2']);
    expect(limited.every((project) => project.tags.length === 3)).toBe(true);
  });
});
