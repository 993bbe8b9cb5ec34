export function resolveChromium(): string | null;
