import { IntentLink } from '@/components/layout/intent-link';
import type { ReactNode } from 'react';
import type { ResolvedCtaLink } from '@/lib/sections/cta-link';
import type { EditAttrs } from '@/lib/visual-editing/types';
import { getUiLabels } from '@/lib/content/copy';

/** Renders a call to action resolved by resolveCtaLink: in-app navigation, or the scheduler in a new tab. */
export function CtaLink({
  link,
  className,
  children,
  edit,
}: {
  link: ResolvedCtaLink;
  className?: string;
  children: ReactNode;
  /** The Visual Editor's mark on the label (draft mode only). */
  edit?: EditAttrs;
}) {
  if (link.kind === 'book-call') {
    return (
      <a
        href={link.href}
        target={link.target}
        rel={link.rel}
        className={className}
        data-cta="book-call"
        {...edit}
      >
        {children}
        <span className="sr-only"> {getUiLabels().OPENS_IN_NEW_TAB}</span>
      </a>
    );
  }
  // Same-page anchors stay plain links so the browser's smooth scrolling handles them.
  if (link.href.startsWith('#')) {
    return (
      <a href={link.href} className={className} {...edit}>
        {children}
      </a>
    );
  }
  return (
    <IntentLink href={link.href} className={className} {...edit}>
      {children}
    </IntentLink>
  );
}
