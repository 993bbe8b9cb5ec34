/**
 * Icons that point forward or back along the reading direction carry this class: right-to-left
 * pages mirror them (app/globals.css), so no caller has to know the page's direction. Both icon
 * systems (icons.tsx on the server, glyphs.tsx in client components) use it.
 */
export const FLIP_IN_RTL_CLASS = 'icon-flip-rtl';
