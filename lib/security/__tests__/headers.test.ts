/** @jest-environment node */
import {
  buildContentSecurityPolicy,
  buildSecurityHeaders,
  securityOptionsFromEnv,
} from '../headers.mjs';

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ');
      return [name!, values];
    }),
  );
}

describe('buildContentSecurityPolicy', () => {
  it('allows only the site itself when nothing else is configured', () => {
    const csp = directives(buildContentSecurityPolicy({}));
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(buildContentSecurityPolicy({})).not.toContain('unsafe-eval');
  });

  it('adds the CMS origin for images and the analytics hosts only when their ids are set', () => {
    const csp = directives(
      buildContentSecurityPolicy({ cmsUrl: 'https://cms.example.com/admin', gaId: 'G-1' }),
    );
    expect(csp['img-src']).toContain('https://cms.example.com');
    expect(csp['script-src']).toContain('https://www.googletagmanager.com');
    expect(csp['connect-src']).toContain('https://*.google-analytics.com');
    expect(csp['script-src']).not.toContain('https://connect.facebook.net');

    const withPixel = directives(buildContentSecurityPolicy({ metaPixelId: '123' }));
    expect(withPixel['script-src']).toContain('https://connect.facebook.net');
    expect(withPixel['img-src']).toContain('https://www.facebook.com');
    expect(withPixel['script-src']).not.toContain('https://www.googletagmanager.com');
  });

  it("allows 'unsafe-eval' in development only", () => {
    expect(buildContentSecurityPolicy({ dev: true })).toContain("'unsafe-eval'");
  });

  it('ignores a malformed CMS URL instead of writing it into the policy', () => {
    expect(buildContentSecurityPolicy({ cmsUrl: 'not a url' })).not.toContain('not a url');
  });
});

describe('buildSecurityHeaders', () => {
  it('sends the issue’s headers with their values', () => {
    const headers = Object.fromEntries(
      buildSecurityHeaders({}).map(({ key, value }) => [key, value]),
    );
    expect(headers).toMatchObject({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });

  it('reads its options from the build environment, empty values meaning unset', () => {
    expect(
      securityOptionsFromEnv({
        DIRECTUS_URL: ' ',
        NEXT_PUBLIC_GA_ID: 'G-1',
        NODE_ENV: 'production',
      }),
    ).toEqual({ cmsUrl: undefined, gaId: 'G-1', metaPixelId: undefined, dev: false });
  });
});
