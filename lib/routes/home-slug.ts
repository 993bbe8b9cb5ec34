/** The home page's slug: its page record, hero record and page of blocks (served at /). */
export const HOME_SLUG = 'home';
