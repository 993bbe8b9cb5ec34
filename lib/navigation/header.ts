/** The header: its scroll threshold, the dropdowns' margin and timings, menu text length. */
export const HEADER = {
  scrollThresholdPx: 10,
  dropdownMarginRatio: 0.02,
  repositionDelayMs: 300,
  resizeDebounceMs: 150,
  menuDescriptionMax: 100,
} as const;
