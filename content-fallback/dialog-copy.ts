/**
 * Copy of the dialog frame shown for the moment a dialog's code is still loading (first use on a
 * slow phone). Its own tiny module: the dialog host that imports it is on every page.
 */
export const DIALOG_LOADING_COPY = {
  label: 'Opening…',
} as const;
