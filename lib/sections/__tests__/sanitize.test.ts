import { sanitizeInlineHtml } from '../sanitize';

describe('stats description sanitiser', () => {
  it('keeps the inline whitelist without attributes', () => {
    expect(sanitizeInlineHtml('Up to <strong>85%</strong> fewer<br/>manual <em>tasks</em>')).toBe(
      'Up to <strong>85%</strong> fewer<br>manual <em>tasks</em>',
    );
    expect(
      sanitizeInlineHtml('<span class="x" style="color:red" onclick="alert(1)">hi</span>'),
    ).toBe('<span>hi</span>');
  });

  it('removes scripts with their content', () => {
    expect(sanitizeInlineHtml('a<script>alert(1)</script>b')).toBe('ab');
    expect(sanitizeInlineHtml('a<SCRIPT src="//evil.js"></SCRIPT>b')).toBe('ab');
    expect(sanitizeInlineHtml('a<script>alert(1)')).toBe('a');
  });

  it('drops event-handler payloads and foreign tags', () => {
    expect(sanitizeInlineHtml('<img src=x onerror=alert(1)>ok')).toBe('ok');
    expect(
      sanitizeInlineHtml('<svg onload=alert(1)><strong onmouseover="x()">b</strong></svg>'),
    ).toBe('<strong>b</strong>');
  });

  it('drops javascript: links but keeps their text', () => {
    const out = sanitizeInlineHtml('<a href="javascript:alert(1)">click</a>');
    expect(out).toBe('click');
    expect(out).not.toMatch(/javascript:/i);
  });

  it('escapes stray angle brackets and quotes so nothing can open a tag', () => {
    expect(sanitizeInlineHtml('1 < 2 > 0 "q"')).toBe('1 &lt; 2 &gt; 0 &quot;q&quot;');
    expect(sanitizeInlineHtml('<<script>script>alert(1)<</script>/script>')).not.toMatch(
      /<script/i,
    );
    expect(sanitizeInlineHtml('a & b &amp; c')).toBe('a &amp; b &amp; c');
  });

  it('closes unclosed tags and ignores stray closing tags', () => {
    expect(sanitizeInlineHtml('<strong>bold')).toBe('<strong>bold</strong>');
    expect(sanitizeInlineHtml('text</em>')).toBe('text');
    expect(sanitizeInlineHtml('<strong><em>x</strong>')).toBe('<strong><em>x</em></strong>');
  });

  it('removes HTML comments', () => {
    expect(sanitizeInlineHtml('a<!-- <script>x</script> -->b')).toBe('ab');
  });
});
