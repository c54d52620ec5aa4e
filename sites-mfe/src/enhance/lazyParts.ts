// The page's parts that few visitors need, fetched on first use: the report dialog, the QR code dialog and the
// gallery's loader. Each is an entry of its own (rspack.enhance.config.ts) and every file of the page's script is
// named with the same build hash, so the script knows their addresses without a chunk-loading runtime (a quarter
// of it, measured).
import type { SitePageData } from '../viewer/siteTypes';
import type { wireGallery } from './gallery';

/** The build's hash (rspack): the script is enhance.<hash>.js, its parts report.<hash>.js, qr.<hash>.js, … */
declare const __webpack_hash__: string;

/** The share menu's dialogs that are parts: report.<hash>.js (reportDialog.ts) and qr.<hash>.js (qrDialog.ts). */
export type DialogName = 'report' | 'qr';

/** What a dialog's part exports: wires the dialog's hidden markup and answers what opens it (null: no dialog). */
export interface DialogPart {
  wireDialog(doc: Document, page: SitePageData, fetchImpl?: typeof fetch): (() => void) | null;
}

export interface LazyParts {
  dialog(name: DialogName): Promise<DialogPart>;
  gallery(): Promise<{ wireGallery: typeof wireGallery }>;
}

/** api/src/web/siteSsr.ts SITE_SCRIPT_PREFIX: same origin, as the page's CSP wants. */
const SCRIPT_PATH = '/assets/site/';

const load = <T>(name: string): Promise<T> =>
  import(/* webpackIgnore: true */ `${SCRIPT_PATH}${name}.${__webpack_hash__}.js`) as Promise<T>;

/** The built parts, as the browser fetches them. */
export const builtParts: LazyParts = { dialog: load, gallery: () => load('gallery') };
