// 'Export all': every design as the JSON file the editor's File panel 'Export JSON' writes (@bento/core
// exportDocumentJson), all in one zip. fflate is loaded on first use, so the table does not carry it.
import { displayTitle, exportDocumentJson } from '@bento/core';
import { designsApi } from '@bento/store';

export const EXPORT_ZIP_NAME = 'bento-designs.zip';

/** A file name from a design title: no path separators or characters file systems refuse, at most 100 characters. */
export function jsonFileBase(title: string): string {
  const cleaned = displayTitle(title)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.-]+|[\s.]+$/g, '')
    .slice(0, 100)
    .trim();
  return cleaned || 'Untitled';
}

/** '<title>.json', then '<title> (2).json'… for titles met before (compared ignoring case). */
export function uniqueFileNames(titles: string[]): string[] {
  const taken = new Set<string>();
  return titles.map((title) => {
    const base = jsonFileBase(title);
    let name = `${base}.json`;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base} (${n}).json`;
    taken.add(name.toLowerCase());
    return name;
  });
}

/** Reads every design (one at a time: up to 10 documents of up to 10 MB) and zips their JSON files. */
export async function buildDesignsZip(designs: { id: string; title: string }[]): Promise<Blob> {
  const names = uniqueFileNames(designs.map((design) => design.title));
  const encoder = new TextEncoder();
  const files: Record<string, Uint8Array> = {};
  for (const [index, summary] of designs.entries()) {
    const design = await designsApi.get(summary.id);
    files[names[index]!] = encoder.encode(exportDocumentJson(design.gridData));
  }
  const { zipSync } = await import('fflate');
  const zipped = zipSync(files, { level: 6 });
  return new Blob([zipped as Uint8Array<ArrayBuffer>], { type: 'application/zip' });
}
