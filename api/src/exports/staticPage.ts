// 'Export code' (issue 12): a design as one self-contained .html file, the same markup and CSS as its published
// page (web/siteSsr.ts) but with nothing to fetch from us: no script (the page needs none to show), the web fonts
// it uses and its uploaded images inlined as data: URLs, other image URLs kept as links. It opens from disk.
// The page is made by the document pool (workers/documentTasks.ts); only the uploads are read on the event loop.
import fs from 'node:fs';
import type { FontFiles } from '../web/fontsFiles';
import { withSiteFonts } from '../web/fonts';
import { siteHead, sitePage } from '../web/siteSsrPage';
import type { ViewerRenderer } from '../web/siteSsrViewer';

/** An uploaded image's bytes and type by its served name, or null when it is gone. */
export type UploadReader = (
  hash: string,
  ext: string,
) => Promise<{ bytes: Buffer; contentType: string } | null>;

// '/uploads/<sha256>.<ext>' as a whole JSON string value (a box image), or inside an escaped attribute of rich text.
const UPLOAD_IN_JSON = /(?<=")\/uploads\/([0-9a-f]{64})\.([a-z]+)(?=\\?")/g;

/** The uploaded images a document's JSON text shows, each once. */
export function uploadNamesIn(gridText: string): string[] {
  return [...new Set([...gridText.matchAll(UPLOAD_IN_JSON)].map((match) => match[0]))];
}

/** Each upload still stored as a data: URL, by its served name. */
export async function readDataUrls(names: string[], readUpload: UploadReader): Promise<[string, string][]> {
  const dataUrls: [string, string][] = [];
  for (const name of names) {
    const [, hash, ext] = /^\/uploads\/([0-9a-f]{64})\.([a-z]+)$/.exec(name)!;
    const image = await readUpload(hash!, ext!);
    if (image) dataUrls.push([name, `data:${image.contentType};base64,${image.bytes.toString('base64')}`]);
  }
  return dataUrls;
}

/** The font files, addressed by data: URLs (each file read once per export). */
export function inlineFontFiles(files: FontFiles): FontFiles {
  return {
    byName: files.byName,
    urlOf(face) {
      const url = files.urlOf(face);
      const file = url && files.byName(url.slice(url.lastIndexOf('/') + 1));
      return file ? `data:font/woff2;base64,${fs.readFileSync(file.path).toString('base64')}` : null;
    },
  };
}

export interface StaticPageInput {
  title: string;
  /** The document as stored: validated and sanitised JSON (designs/gridText.ts prepareGridText). */
  gridText: string;
  /** readDataUrls's answer: uploads not listed stay links. */
  dataUrls: [string, string][];
  renderer: ViewerRenderer;
  fontFiles: FontFiles;
}

/** The whole file. */
export function staticPageHtml({ title, gridText, dataUrls, renderer, fontFiles }: StaticPageInput): string {
  const byName = new Map(dataUrls);
  const inlined = gridText.replace(UPLOAD_IN_JSON, (name) => byName.get(name) ?? name);
  const gridData = JSON.parse(inlined) as unknown;
  const site = { siteTitle: title, siteDescription: null, slug: '', userId: '', gridData };
  return sitePage({
    head: withSiteFonts(siteHead(site, null, null), gridData, inlineFontFiles(fontFiles)),
    css: renderer.css,
    body: renderer.renderSite(site, ''),
    dataJson: null,
    scriptUrl: null,
  });
}
