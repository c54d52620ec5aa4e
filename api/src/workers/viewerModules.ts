// The viewer's renderer in a document thread, loaded from the module the event loop's viewer names and loaded
// again when its build changes (the version is the build's stamp).
import type { ViewerRenderer } from '../web/siteSsrViewer';

/** What a task needs to find the viewer: its module, its build's version and its CSS. */
export interface ViewerRef {
  module: string;
  version: string;
  css: string;
}

export function viewerRef({ module, version, css }: ViewerRenderer): ViewerRef {
  return { module, version, css };
}

type ViewerBundle = Pick<ViewerRenderer, 'renderSite' | 'renderSiteError' | 'siteData' | 'errorData'>;

const loaded = new Map<string, { version: string; bundle: ViewerBundle }>();

export function rendererOf(ref: ViewerRef): ViewerRenderer {
  let known = loaded.get(ref.module);
  if (known?.version !== ref.version) {
    const resolved = require.resolve(ref.module);
    if (known) delete require.cache[resolved];
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output chosen at run time
    known = { version: ref.version, bundle: require(resolved) as ViewerBundle };
    loaded.set(ref.module, known);
  }
  const { bundle } = known;
  return {
    renderSite: bundle.renderSite,
    renderSiteError: bundle.renderSiteError,
    siteData: bundle.siteData,
    errorData: bundle.errorData,
    css: ref.css,
    script: null,
    version: ref.version,
    module: ref.module,
  };
}
