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
  function refresh() {
    var router = window.next && window.next.router;
    if (!router) return window.location.reload();
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
