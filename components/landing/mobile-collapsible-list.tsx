'use client';

import { useId, useState, type ReactNode } from 'react';

interface MobileCollapsibleListProps {
  items: { key: string; node: ReactNode }[];
  /** How many items show below 768 px while collapsed. */
  visibleCount: number;
  moreLabel: string;
  lessLabel: string;
  className?: string;
  itemClassName?: string;
  buttonClassName?: string;
}

/**
 * A list whose items past `visibleCount` are hidden below 768 px until the visitor asks for
 * them. All items are in the served HTML; at 768 px and up all show, no button.
 */
export function MobileCollapsibleList({
  items,
  visibleCount,
  moreLabel,
  lessLabel,
  className = '',
  itemClassName = '',
  buttonClassName = '',
}: MobileCollapsibleListProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <div data-collapsed={!expanded}>
      <ul id={listId} className={className}>
        {items.map((item, index) => (
          <li
            key={item.key}
            className={itemClassName}
            data-mobile-extra={index >= visibleCount ? '' : undefined}
          >
            {item.node}
          </li>
        ))}
      </ul>
      {items.length > visibleCount && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
          className={`md:hidden ${buttonClassName}`}
        >
          {expanded ? lessLabel : moreLabel}
        </button>
      )}
    </div>
  );
}
