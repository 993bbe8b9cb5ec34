import { HighlightedTitle } from '@/components/ui/highlighted-title';
import { toSectionHeading } from '@/lib/sections/cards';
import type { SectionEdit } from '@/lib/visual-editing/types';

interface SectionHeadingProps {
  id: string;
  title?: string | null;
  /** Words of the title shown in the primary colour. */
  highlightedText?: string;
  description?: string | null;
  align?: 'left' | 'center';
  /** Heading colour scheme on dark backgrounds. */
  tone?: 'light' | 'dark';
  level?: 2 | 3;
  /** The Visual Editor's marks on the title and description (draft mode only). */
  edit?: SectionEdit;
}

/** Section title (cut at 45) and description (cut at 150); without a title it logs and renders nothing. */
export function SectionHeading({
  id,
  title,
  highlightedText,
  description,
  align = 'center',
  tone = 'light',
  level = 2,
  edit,
}: SectionHeadingProps) {
  const heading = toSectionHeading({ title, description });
  if (!heading) {
    console.error(`SectionHeading "${id}": a title is required; the heading is not rendered.`);
    return null;
  }
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <div className={align === 'center' ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      <Tag
        id={id}
        {...edit?.title}
        className={`text-3xl font-bold tracking-tight text-balance sm:text-4xl ${tone === 'dark' ? 'text-white' : 'text-ink'}`}
      >
        <HighlightedTitle
          title={heading.title}
          highlight={highlightedText}
          highlightClassName={tone === 'dark' ? 'text-primary-light' : 'text-primary'}
        />
      </Tag>
      {heading.description && (
        <p
          {...edit?.description}
          className={`mt-4 text-lg ${align === 'center' ? 'text-balance' : ''} ${tone === 'dark' ? 'text-slate-200' : 'text-muted'}`}
        >
          {heading.description}
        </p>
      )}
    </div>
  );
}
