export const IMAGE_WIDTHS: readonly [320, 512, 640, 768, 1024, 1280, 1920];
export const IMAGE_QUALITY: { readonly default: 80; readonly low: 60; readonly high: 95 };
export const NEXT_IMAGE_QUALITIES: readonly number[];
