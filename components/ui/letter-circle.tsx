/** A platform the site draws no mark of: a coloured circle with the name's first letter. */
export function LetterCircle({
  name,
  color,
  size = 40,
}: {
  name: string;
  color: string;
  size?: number;
}) {
  return (
    <span
      aria-hidden="true"
      data-testid="platform-letter"
      className="inline-flex shrink-0 items-center justify-center rounded-full font-bold text-white"
      style={{ backgroundColor: color, width: size, height: size, fontSize: size * 0.45 }}
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
