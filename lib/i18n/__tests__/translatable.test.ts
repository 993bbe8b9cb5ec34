import { isTranslatableEntry } from '../translatable';

describe('isTranslatableEntry', () => {
  it.each([
    ['title', 'Business Automation'],
    ['label', 'saved'],
    ['roi', '$12,000/month'],
    ['city', 'Dubai'],
    ['message', 'First name is required'],
  ])('translates %s %p', (key, value) => expect(isTranslatableEntry(key, value)).toBe(true));

  it.each([
    ['slug', 'ai-development'],
    ['icon', 'Bot'],
    ['value', 'google_search'],
    ['label', '24/7'],
    ['value', '$200K+'],
    ['launchDate', '2025-03-01'],
    ['ctaLink', '/contact'],
    ['link', 'https://octaacer.com/portfolios/x'],
    ['email', 'hello@octaacer.com'],
    ['imageUrl', 'assets/portfolio/default.svg'],
    ['title', '   '],
  ])('keeps %s %p as it is', (key, value) => expect(isTranslatableEntry(key, value)).toBe(false));
});

describe('option values', () => {
  it('keeps a choice id and translates a figure with words', () => {
    expect(isTranslatableEntry('value', 'healthcare')).toBe(false);
    expect(isTranslatableEntry('value', '3months')).toBe(false);
    expect(isTranslatableEntry('value', 'Same day')).toBe(true);
    expect(isTranslatableEntry('cards', 'features')).toBe(false);
  });
});
