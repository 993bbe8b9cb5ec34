/**
 * Parses a revalidation request body. The documented Flow body writes `"keys":{{$trigger.keys}}`
 * without quotes (it is a list); on items.create Directus has no `keys` and renders the bare word
 * `undefined`, which is not JSON. That one value is read as null so the Flow's create events work.
 */
export function parseRevalidationBody(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    const repaired = text.replace(/:\s*undefined\s*(?=[,}])/g, ':null');
    if (repaired === text) return { ok: false };
    try {
      return { ok: true, value: JSON.parse(repaired) };
    } catch {
      return { ok: false };
    }
  }
}
