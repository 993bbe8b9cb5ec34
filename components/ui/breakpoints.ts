/** The layout's breakpoints in px (Tailwind's md, lg and xl), for scripts that match them. */
export const BREAKPOINTS = { md: 768, lg: 1024, xl: 1280 } as const;
