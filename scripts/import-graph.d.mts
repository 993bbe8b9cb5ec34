export const ROOT: string;
export function importedSpecifiers(source: string): string[];
export function resolveSpecifier(specifier: string, fromFile: string): string | undefined;
export function buildImportGraph(): Map<string, string[]>;
export function findCycles(graph: Map<string, string[]>): string[][];
export function areaOf(file: string): string;
export function valueImportedSpecifiers(source: string): string[];
export function clientReach(): Map<string, string>;
