// The document pool's tasks (./documentPool.ts): everything CPU-heavy about a document. Each runs in a worker
// thread (loaded by ./documentWorker.cjs), or inline on the event loop for a small document. A refusal travels
// back as data (an ApiError's fields do not survive a thread's structured clone).
import { createDesignBody, updateDesignBody } from '../designs/designBodies';
import { prepareGridText, prepareSentGrid } from '../designs/gridText';
import { parseBody } from '../designs/requestBody';
import { exportBody } from '../exports/exportBody';
import { createSiteBody, publishDesignBody, replaceSiteBody } from '../sites/siteBodies';
import { parseJsonBytes } from '../web/jsonBytes';
import { staticPageHtml, uploadNamesIn } from '../exports/staticPage';
import { ApiError } from '../web/errors';
import { installedFontFiles } from '../web/fontsFiles';
import { renderSitePage, type RenderedPage, type SitePageInput } from '../web/sitePageRender';
import { rendererOf, type ViewerRef } from './viewerModules';

export interface TaskRefusal {
  status: number;
  code: string;
  message: string;
}

/** A task's answer, and how long it ran where it ran. */
export type TaskAnswer<T> = { runMs: number } & ({ value: T } | { refused: TaskRefusal });

function task<I, T>(work: (input: I) => T): (input: I) => TaskAnswer<T> {
  return (input) => {
    const started = performance.now();
    try {
      const value = work(input);
      return { value, runMs: performance.now() - started };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const refused = { status: error.status, code: error.code, message: error.message };
      return { refused, runMs: performance.now() - started };
    }
  };
}

/** A save or publish: validated and sanitised gridData text. */
export const prepare = task(({ gridText }: { gridText: string }) => prepareGridText(gridText));

/** An export's first step: its body parsed and checked, the document prepared, the uploads it shows listed. */
export const exportRequest = task(({ body }: { body: Uint8Array }) => {
  const sent = parseBody(exportBody, parseJsonBytes(body));
  const gridText = prepareSentGrid(sent.gridData);
  return { title: sent.title, gridText, uploadNames: uploadNamesIn(gridText) };
});

/** A design's POST or PATCH body parsed and checked, its gridData (when sent) ready to store. */
export const designRequest = task(({ body, kind }: { body: Uint8Array; kind: 'create' | 'update' }) => {
  const sent = parseBody(kind === 'create' ? createDesignBody : updateDesignBody, parseJsonBytes(body));
  return {
    title: sent.title,
    gridText: sent.gridData === undefined ? undefined : prepareSentGrid(sent.gridData),
  };
});

const SITE_BODIES = {
  publishDesign: publishDesignBody,
  createSite: createSiteBody,
  replaceSite: replaceSiteBody,
};
export type SiteRequestKind = keyof typeof SITE_BODIES;

/**
 * A publish's body (POST /designs/:id/publish, POST and PUT /published-sites) parsed and checked, its gridData (when
 * sent) ready to store: the other fields as sent, checked by the kind's schema.
 */
export const siteRequest = task(({ body, kind }: { body: Uint8Array; kind: SiteRequestKind }) => {
  const { gridData, ...fields } = parseBody(SITE_BODIES[kind], parseJsonBytes(body)) as {
    gridData?: unknown;
  };
  return { fields, gridText: gridData === undefined ? undefined : prepareSentGrid(gridData) };
});

export interface ExportInput {
  /** Prepared gridData text. */
  gridText: string;
  title: string;
  dataUrls: [string, string][];
  viewer: ViewerRef;
}

/** An export's answer body, `{"html": …}` as UTF-8 bytes: serialising and encoding 10 MB of HTML is work too. */
export const renderExport = task(({ viewer, ...page }: ExportInput): Uint8Array => {
  const html = staticPageHtml({ ...page, renderer: rendererOf(viewer), fontFiles: installedFontFiles() });
  return Buffer.from(JSON.stringify({ html }));
});

/** A published site's first view. */
export const renderSite = task(({ viewer, ...input }: SitePageInput & { viewer: ViewerRef }): RenderedPage =>
  renderSitePage(input, rendererOf(viewer)),
);

/** Loads the viewer a task renders with (once per build), so that its time limit counts only the work. */
export function loadCodeFor(input: { viewer?: ViewerRef }): void {
  if (input.viewer) rendererOf(input.viewer);
}

export const DOCUMENT_TASKS = {
  prepare,
  exportRequest,
  designRequest,
  siteRequest,
  renderExport,
  renderSite,
};
export type DocumentTasks = typeof DOCUMENT_TASKS;
