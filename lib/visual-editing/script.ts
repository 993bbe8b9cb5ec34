/**
 * The Visual Editor's script for draft pages, served by GET /api/draft/visual-editing: the
 * package's browser build (@directus/visual-editing's dist/visual-editing.js, with its one
 * dependency, @reach/observe-rect's UMD build), then a few lines that connect to Directus.
 *
 * Why a script of its own rather than a client component: a route ships the client code of every
 * component its layout imports, rendered or not, so even a component that rendered nothing
 * outside draft mode added 0.8 kB gzip to every public route (measured; service pages sit at
 * their budget). A <script> the draft page alone asks for costs public pages nothing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

let packageCode: string | undefined;

/** A file of node_modules without its source map comment (the map is not served). */
const readModuleFile = (file: string) =>
  readFileSync(file, 'utf8').replace(/\n\/\/# sourceMappingURL=.*$/m, '');

function readPackageCode(): string {
  // Literal paths, so the build traces these two files and nothing else of node_modules.
  packageCode ??= [
    readModuleFile(
      path.join(
        process.cwd(),
        'node_modules/@reach/observe-rect/dist/observe-rect.umd.production.min.js',
      ),
    ),
    // The UMD build above sets self['@reach/observe-rect']; the browser build takes it as its
    // global `observeRect`.
    'var observeRect = self["@reach/observe-rect"];',
    readModuleFile(
      path.join(process.cwd(), 'node_modules/@directus/visual-editing/dist/visual-editing.js'),
    ),
  ].join('\n');
  return packageCode;
}

/**
 * Connects the page to the Visual Editor of the Directus at `directusUrl` (the package answers
 * only messages from that origin). After a save the page re-renders from the server through the
 * App Router's own refresh (window.next.router, what useRouter().refresh() calls), keeping scroll
 * and state; after a save or a client-side navigation it marks the elements the new render added
 * (the package marks only what is in the page when it is applied).
 */
export function visualEditingBootstrap(directusUrl: string): string {
  return `(function () {
  var directusUrl = ${JSON.stringify(directusUrl)};
  function connect() {
    return DirectusVisualEditing.apply({ directusUrl: directusUrl, onSaved: refresh });
  }
  // In Directus's frame the drafts reach only requests a frame makes as a page load (see
  // lib/revalidate/preview-scope.ts): a save reloads the page where it was scrolled, and a link
  // opens as a page load, not as the App Router's fetch (which a tab's would look like).
  var framed = window.top !== window;
  var SCROLL_KEY = 'preview-scroll:' + window.location.pathname;
  if (framed) {
    var kept = window.sessionStorage.getItem(SCROLL_KEY);
    if (kept !== null) {
      window.sessionStorage.removeItem(SCROLL_KEY);
      window.scrollTo(0, Number(kept) || 0);
    }
    document.addEventListener(
      'click',
      function (event) {
        if (event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        var link = event.target && event.target.closest && event.target.closest('a[href]');
        if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download'))
          return;
        var to = new URL(link.href, window.location.href);
        if (to.origin !== window.location.origin || to.pathname.indexOf('/api/') === 0) return;
        if (to.pathname === window.location.pathname && to.hash) return;
        event.preventDefault();
        event.stopPropagation();
        window.location.assign(to.href);
      },
      true,
    );
  }
  function refresh() {
    var router = window.next && window.next.router;
    if (framed || !router) {
      window.sessionStorage.setItem(SCROLL_KEY, String(window.scrollY));
      return window.location.reload();
    }
    router.refresh();
    setTimeout(connect, 1000);
  }
  var shown = window.location.href;
  setInterval(function () {
    if (window.location.href === shown) return;
    shown = window.location.href;
    setTimeout(connect, 500);
  }, 500);
  connect();
})();`;
}

export function visualEditingScript(directusUrl: string): string {
  return `${readPackageCode()}\n${visualEditingBootstrap(directusUrl)}\n`;
}
