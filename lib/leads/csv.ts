/**
 * CSV for the agency's spreadsheet. Quoting follows RFC 4180; on top of it, a cell that a
 * spreadsheet would read as a formula (OWASP "CSV injection": it starts with =, +, -, @, a tab
 * or a carriage return) is prefixed with a single quote, so `=HYPERLINK(...)` stays text.
 */
const FORMULA_TRIGGER = /^[=+\-@\t\r]/;

export function neutraliseFormula(value: string): string {
  return FORMULA_TRIGGER.test(value) ? `'${value}` : value;
}

/** One CSV cell: formula-neutralised, then quoted when it holds a comma, quote, CR or LF. */
export function toCsvField(value: string): string {
  const safe = neutraliseFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsvLine(cells: readonly string[]): string {
  return cells.map(toCsvField).join(',');
}
