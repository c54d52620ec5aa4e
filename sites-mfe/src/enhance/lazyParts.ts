// The page's parts that few visitors need, fetched on first use: the report dialog and the gallery's loader. Each
// is an entry of its own (rspack.enhance.config.ts) and every file of the page's script is named with the same
// build hash, so the script knows their addresses without a chunk-loading runtime (a quarter of it, measured).
import type { wireGallery } from './gallery';
import type { wireReportDialog } from './reportDialog';

/** The build's hash (rspack): the script is enhance.<hash>.js, its parts report.<hash>.js and gallery.<hash>.js. */
declare const __webpack_hash__: string;

export interface LazyParts {
  report(): Promise<{ wireReportDialog: typeof wireReportDialog }>;
  gallery(): Promise<{ wireGallery: typeof wireGallery }>;
}

/** api/src/web/siteSsr.ts SITE_SCRIPT_PREFIX: same origin, as the page's CSP wants. */
const SCRIPT_PATH = '/assets/site/';

const load = <T>(name: string): Promise<T> =>
  import(/* webpackIgnore: true */ `${SCRIPT_PATH}${name}.${__webpack_hash__}.js`) as Promise<T>;

/** The built parts, as the browser fetches them. */
export const builtParts: LazyParts = { report: () => load('report'), gallery: () => load('gallery') };
