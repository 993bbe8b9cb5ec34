export interface SecurityHeaderOptions {
  cmsUrl?: string;
  /** The Directus origin editors open, when it differs from cmsUrl (DIRECTUS_PUBLIC_URL). */
  editorUrl?: string;
  gaId?: string;
  metaPixelId?: string;
  dev?: boolean;
}

interface AnalyticsHostSet {
  script: string[];
  connect: string[];
  img: string[];
}

export const ANALYTICS_HOSTS: { ga: AnalyticsHostSet; metaPixel: AnalyticsHostSet };
export function buildContentSecurityPolicy(options?: SecurityHeaderOptions): string;
export function editorOrigin(options?: { cmsUrl?: string; editorUrl?: string }): string | undefined;
export function buildSecurityHeaders(
  options?: SecurityHeaderOptions,
): Array<{ key: string; value: string }>;
export function securityOptionsFromEnv(
  env?: Record<string, string | undefined>,
): SecurityHeaderOptions;
