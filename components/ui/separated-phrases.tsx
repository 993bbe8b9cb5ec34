import type { EditAttrs } from '@/lib/visual-editing/types';

/**
 * Copy written as 'A • B • C': one line with its bullets from 640 px, one phrase per line on
 * phones, where a wrapped line would otherwise start with a bullet.
 */
export function SeparatedPhrases({
  text,
  className,
  edit,
}: {
  text: string;
  className?: string;
  /** The Visual Editor's mark (draft mode only). */
  edit?: EditAttrs;
}) {
  const phrases = text.split(/\s*•\s*/).filter(Boolean);
  return (
    <p className={className} {...edit}>
      {phrases.map((phrase, index) => (
        <span key={phrase} className="block sm:inline">
          {index > 0 && <span className="hidden sm:inline">{' • '}</span>}
          {phrase}
        </span>
      ))}
    </p>
  );
}
