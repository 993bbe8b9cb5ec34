import { HEADER } from '@/lib/navigation/header';

export interface DropdownPlacementInput {
  /** Left edge of the panel, in viewport pixels, before any correction. */
  naturalLeft: number;
  /** Rendered width of the panel. */
  width: number;
  viewportWidth: number;
  /** Side margin as a share of the viewport width (default 2%). */
  marginRatio?: number;
}

export interface DropdownPlacement {
  /** Horizontal shift to apply to the panel, in pixels (negative moves it left). */
  offsetX: number;
  /** Widest the panel may be while keeping both margins. */
  maxWidth: number;
}

/**
 * Keeps a dropdown panel inside the viewport with a 2% side margin. A panel that
 * overflows on the right is pulled left, on the left pushed right; one wider than the room left
 * between the margins is capped and pinned to the left margin.
 */
export function placeDropdown({
  naturalLeft,
  width,
  viewportWidth,
  marginRatio = HEADER.dropdownMarginRatio,
}: DropdownPlacementInput): DropdownPlacement {
  const margin = viewportWidth * marginRatio;
  const maxWidth = Math.max(0, viewportWidth - 2 * margin);
  const effectiveWidth = Math.min(width, maxWidth);
  const rightLimit = viewportWidth - margin;

  let offsetX = 0;
  if (naturalLeft < margin) offsetX = margin - naturalLeft;
  else if (naturalLeft + effectiveWidth > rightLimit)
    offsetX = rightLimit - effectiveWidth - naturalLeft;

  return { offsetX: round(offsetX), maxWidth: round(maxWidth) };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
