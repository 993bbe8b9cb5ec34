export interface FactStatement {
  fact: string;
  value: string;
  snippet: string;
}
export interface SiteFacts {
  pages: string[];
  values: Map<string, Map<string, { url: string; snippet: string; count: number }>>;
  statements: number;
  problems: string[];
}
export const FACT_PHRASES: Record<string, string[]>;
export function canonicalValue(raw: string): string;
export function visibleText(html: string): string;
export function factsIn(text: string): FactStatement[];
export function checkSite(base: string, options?: { concurrency?: number }): Promise<SiteFacts>;
