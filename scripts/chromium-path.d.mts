export function resolveChromium(): string | null;
export const DISABLED_BROWSER_FEATURES: readonly string[];
export const PLAYWRIGHT_DISABLED_FEATURES: readonly string[];
export const BROWSER_SWITCHES: readonly string[];
export const CHROMIUM_ARGS: readonly string[];
export function withDisabledFeatures(flags: readonly string[]): string[];
export const DISABLE_FEATURES_ARG: string;
