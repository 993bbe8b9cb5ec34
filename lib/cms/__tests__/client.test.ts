import {
  classifyCmsError,
  CmsHttpError,
  describeCmsError,
  isNextControlFlowError,
} from '../client';

const config = { url: 'https://cms.example.com', prefix: 'octaacer' };

describe('describeCmsError (one log line per CMS failure)', () => {
  it("says 'HTTP error! status: {code}' for HTTP failures", () => {
    expect(describeCmsError(new CmsHttpError(502), config)).toBe('HTTP error! status: 502');
  });

  it('names the host and code when the CMS is unreachable', () => {
    const error = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ENOTFOUND' } });
    expect(describeCmsError(error, config)).toBe(
      'CMS unreachable at https://cms.example.com (ENOTFOUND)',
    );
  });

  it('reports timeouts', () => {
    const error = Object.assign(new Error('The operation was aborted due to timeout'), {
      name: 'TimeoutError',
    });
    expect(describeCmsError(error, config)).toBe(
      'CMS request timed out after 8000 ms (https://cms.example.com)',
    );
  });

  it('reports anything else as unreadable content', () => {
    expect(describeCmsError(new SyntaxError('Unexpected token <'), config)).toBe(
      'CMS content could not be read: Unexpected token <',
    );
    expect(describeCmsError('weird', config)).toBe('CMS content could not be read: weird');
  });
});

describe('isNextControlFlowError', () => {
  it('lets Next redirect / dynamic-usage signals through, but not ordinary errors', () => {
    expect(
      isNextControlFlowError(
        Object.assign(new Error('x'), { digest: 'NEXT_REDIRECT;replace;/x;307;' }),
      ),
    ).toBe(true);
    expect(
      isNextControlFlowError(Object.assign(new Error('x'), { digest: 'DYNAMIC_SERVER_USAGE' })),
    ).toBe(true);
    expect(isNextControlFlowError(new CmsHttpError(500))).toBe(false);
    expect(isNextControlFlowError(null)).toBe(false);
  });
});

describe('classifyCmsError', () => {
  it('separates outages (timeout, unreachable) from HTTP and data errors', () => {
    expect(classifyCmsError(new CmsHttpError(500))).toBe('http');
    expect(classifyCmsError(Object.assign(new Error('t'), { name: 'TimeoutError' }))).toBe(
      'timeout',
    );
    expect(
      classifyCmsError(
        Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } }),
      ),
    ).toBe('unreachable');
    expect(classifyCmsError(new SyntaxError('bad json'))).toBe('bad-data');
  });
});
