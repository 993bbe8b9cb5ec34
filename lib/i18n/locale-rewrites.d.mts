export const PREFIXED_LOCALE_CODES: string[];
export const DEFAULT_LOCALE_CODE: string;
export function localeRewrites(): { source: string; destination: string }[];
