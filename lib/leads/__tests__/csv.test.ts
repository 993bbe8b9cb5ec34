import { toCsvField, toCsvLine } from '../csv';

describe('CSV export cells (OWASP CSV injection)', () => {
  it.each(['=HYPERLINK("http://evil.example","x")', '+1+2', '-2+3', '@SUM(A1:A2)', '\t=1', '\r=1'])(
    'prefixes %p with a single quote so a spreadsheet shows it as text',
    (value) => {
      expect(toCsvField(value).replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );
  it('quotes after neutralising, so the quote stays inside the cell', () => {
    expect(toCsvField('=HYPERLINK("http://evil.example","x")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""x"")"`,
    );
  });
  it('leaves ordinary values alone and quotes commas, quotes and new lines (RFC 4180)', () => {
    expect(toCsvLine(['Ada', 'a@b.co', 'Acme, Inc', 'say "hi"', 'two\nlines'])).toBe(
      'Ada,a@b.co,"Acme, Inc","say ""hi""","two\nlines"',
    );
  });
});
