import { render } from '@testing-library/react';
import { splitCompounds, WHOLE_WORD_CLASS } from '@/lib/text-runtime/compound-words';

describe('splitCompounds', () => {
  it('finds hyphenated compounds in any script, and only those', () => {
    expect(splitCompounds('Cut No-shows with one-tap booking')).toEqual([
      'Cut ',
      { compound: 'No-shows' },
      ' with ',
      { compound: 'one-tap' },
      ' booking',
    ]);
    expect(splitCompounds('AI-generated e-mail')).toEqual([
      { compound: 'AI-generated' },
      ' ',
      { compound: 'e-mail' },
    ]);
    expect(splitCompounds('Yapay zekâ-destekli çözümler')).toEqual([
      'Yapay ',
      { compound: 'zekâ-destekli' },
      ' çözümler',
    ]);
    expect(splitCompounds('state-of-the-art 24-hour')).toEqual([
      { compound: 'state-of-the-art' },
      ' ',
      { compound: '24-hour' },
    ]);
  });

  it('leaves a dash between words, a leading minus and plain text alone', () => {
    expect(splitCompounds('Fast - and safe')).toBeNull();
    expect(splitCompounds('-5 %')).toBeNull();
    expect(splitCompounds('No hyphen here')).toBeNull();
  });
});

describe('the JSX runtime keeps compounds whole where text is rendered', () => {
  // Other unit tests render without it (jsdom has no lines to break); here it runs as in a build.
  const env = process.env as Record<string, string | undefined>;
  const testEnv = env.NODE_ENV;
  beforeEach(() => {
    env.NODE_ENV = 'production';
  });
  afterEach(() => {
    env.NODE_ENV = testEnv;
  });

  it('wraps each compound of a prose element in one no-wrap span and keeps the text as typed', () => {
    const { container } = render(
      <p>Cut No-shows with one-tap booking, {'AI-generated'} replies by e-mail</p>,
    );
    const spans = [...container.querySelectorAll(`span.${WHOLE_WORD_CLASS}`)];
    expect(spans.map((span) => span.textContent)).toEqual([
      'No-shows',
      'one-tap',
      'AI-generated',
      'e-mail',
    ]);
    expect(container.textContent).toBe(
      'Cut No-shows with one-tap booking, AI-generated replies by e-mail',
    );
  });

  it('in a heading with a compound, keeps its last two words together when short, so it never ends on one word', () => {
    const { container } = render(
      <div>
        <h3>AI-Powered Rapid Prototyping</h3>
        <h2>Traditional vs AI-Powered Development</h2>
        <h2>Plain Heading Words</h2>
      </div>,
    );
    const spans = (selector: string) =>
      [...container.querySelectorAll(`${selector} span.${WHOLE_WORD_CLASS}`)].map(
        (span) => span.textContent,
      );
    expect(spans('h3')).toEqual(['AI-Powered', 'Rapid Prototyping']);
    // 'AI-Powered Development' is too long to hold together on a 320 px phone at h2 size.
    expect(spans('h2:first-of-type')).toEqual(['AI-Powered']);
    expect(spans('h2:last-of-type')).toEqual([]);
    expect(container.querySelector('h3')?.textContent).toBe('AI-Powered Rapid Prototyping');
  });

  it('leaves attributes, options and text without compounds as they are', () => {
    const { container } = render(
      <div>
        <a href="https://example.com/ai-development" title="AI-powered">
          Plain words
        </a>
        <select aria-label="Pick" defaultValue="e-commerce">
          <option value="e-commerce">E-commerce</option>
        </select>
      </div>,
    );
    expect(container.querySelectorAll(`span.${WHOLE_WORD_CLASS}`)).toHaveLength(0);
    expect(container.querySelector('a')).toHaveAttribute(
      'href',
      'https://example.com/ai-development',
    );
    expect(container.querySelector('option')?.textContent).toBe('E-commerce');
  });
});
