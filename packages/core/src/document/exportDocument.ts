// The project file the editor's File panel 'Export JSON' writes (editor-core.md §3 'Export file'), shared with the
// project table's 'Export all' so both write the same JSON.
import type { GridData } from './types';

/** The whole document, without the infinite-scroll caches (placements and items are rebuilt on load). */
export function exportDocument(doc: GridData): GridData {
  const config = doc.gridSettings.infiniteScrollConfig;
  if (!config) return doc;
  const { cachedPlacements: _placements, cachedItems: _items, ...rest } = config;
  return { ...doc, gridSettings: { ...doc.gridSettings, infiniteScrollConfig: rest } };
}

/** The text of an exported project file: the exported document as indented JSON. */
export function exportDocumentJson(doc: GridData): string {
  return JSON.stringify(exportDocument(doc), null, 2);
}
