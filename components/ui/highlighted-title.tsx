/**
 * A title with one part in the accent colour: the part an editor typed as it appears in the
 * title. A part the title does not contain is ignored (the title reads whole, never doubled).
 */
export function HighlightedTitle({
  title,
  highlight,
  highlightClassName = 'text-primary',
}: {
  title: string;
  highlight?: string;
  highlightClassName?: string;
}) {
  const part = highlight?.trim();
  const at = part ? title.indexOf(part) : -1;
  if (!part || at < 0) return <>{title}</>;
  return (
    <>
      {title.slice(0, at)}
      <span className={highlightClassName}>{part}</span>
      {title.slice(at + part.length)}
    </>
  );
}
