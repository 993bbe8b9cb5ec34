/** A job record without a slug of its own: its title's words, then its id, so the URL is unique. */
export function jobSlugOf(title: string, id: string | number): string {
  const words = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words ? `${words}-${id}` : `job-${id}`;
}
