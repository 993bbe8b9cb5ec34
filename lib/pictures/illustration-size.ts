/**
 * Intrinsic sizes of the drawn illustrations in public/assets (service/industry banners, project
 * images).
 */
export const ILLUSTRATION_SIZE = {
  banner: { width: 1200, height: 630 },
  project: { width: 1200, height: 800 },
} as const;
