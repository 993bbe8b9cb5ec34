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
    ).toEqual({
      cmsUrl: undefined,
      editorUrl: undefined,
      gaId: 'G-1',
      metaPixelId: undefined,
      dev: false,
    });
    expect(
      securityOptionsFromEnv({
        DIRECTUS_URL: 'http://directus:8055',
        DIRECTUS_PUBLIC_URL: 'https://cms.example.com',
      }),
    ).toMatchObject({ cmsUrl: 'http://directus:8055', editorUrl: 'https://cms.example.com' });
  });
});

describe('framing by the Directus editor (Live Preview, Visual Editor)', () => {
  const headersOf = (options: Parameters<typeof buildSecurityHeaders>[0]) =>
    Object.fromEntries(buildSecurityHeaders(options).map(({ key, value }) => [key, value]));

  it('refuses every frame and keeps X-Frame-Options DENY when no CMS is configured', () => {
    const headers = headersOf({});
    expect(directives(headers['Content-Security-Policy']!)['frame-ancestors']).toEqual(["'none'"]);
    expect(headers['X-Frame-Options']).toBe('DENY');
  });

  it("allows only DIRECTUS_URL's origin, and drops X-Frame-Options that would overrule it", () => {
    const headers = headersOf({ cmsUrl: 'https://cms.example.com/some/path?x=1' });
    expect(directives(headers['Content-Security-Policy']!)['frame-ancestors']).toEqual([
      'https://cms.example.com',
    ]);
    expect(headers).not.toHaveProperty('X-Frame-Options');
  });

  it('allows the public Directus origin instead when the server reads Directus elsewhere', () => {
    const csp = directives(
      buildContentSecurityPolicy({
        cmsUrl: 'http://directus:8055',
        editorUrl: 'https://cms.example.com',
      }),
    );
    expect(csp['frame-ancestors']).toEqual(['https://cms.example.com']);
    // The server-side origin still serves the images; it may not frame the site.
    expect(csp['img-src']).toContain('http://directus:8055');
  });

  it('never writes a malformed or non-web URL as an allowed frame ancestor', () => {
    for (const editorUrl of ['not a url', 'javascript:alert(1)', 'file:///etc/passwd']) {
      const headers = headersOf({ editorUrl });
      expect(directives(headers['Content-Security-Policy']!)['frame-ancestors']).toEqual([
        "'none'",
      ]);
      expect(headers['X-Frame-Options']).toBe('DENY');
    }
  });
});
