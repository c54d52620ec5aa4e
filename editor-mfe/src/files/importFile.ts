// Reading a project file (editor-core.md §5 'JSON import'): the alerts are the spec's, word for word.
import {
  INFINITE_REGENERATION_ERROR_MESSAGE,
  INVALID_JSON_FORMAT_MESSAGE,
  JSON_IMPORT_ERROR_MESSAGE,
  migrateGridData,
  parseGridData,
  type GridData,
} from '@bento/core';

import { isGalleryUrl } from '../panels/gallery/urlList';

export type ImportResult =
  | {
      ok: true;
      document: GridData;
      /** The design is in, but part of it could not be: the alert to show after loading it. */
      notice?: string;
    }
  | { ok: false; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A project file's text as a document. Not JSON → 'Error importing JSON. Please check the file format.';
 * JSON without both boxes and gridSettings → 'Invalid JSON format. The file must contain boxes and
 * gridSettings.'; older or partial files are upgraded by the migration.
 */
export function parseProjectJson(text: string): ImportResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: JSON_IMPORT_ERROR_MESSAGE };
  }
  if (!isRecord(data) || !data.boxes || !data.gridSettings) {
    return { ok: false, message: INVALID_JSON_FORMAT_MESSAGE };
  }
  const parsed = parseGridData(data);
  if (parsed.ok) return withGalleryRegenerated(data, parsed.value);
  try {
    return withGalleryRegenerated(data, migrateGridData(data));
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    return {
      ok: false,
      message: message === INVALID_JSON_FORMAT_MESSAGE ? message : JSON_IMPORT_ERROR_MESSAGE,
    };
  }
}

/** The raw file's gallery URL list, when it is in infinite-scroll mode (null otherwise). */
function rawGalleryUrls(data: Record<string, unknown>): unknown[] | null {
  const settings = data.gridSettings;
  if (!isRecord(settings) || settings.isInfiniteScrollMode !== true) return null;
  const config = settings.infiniteScrollConfig;
  return isRecord(config) && Array.isArray(config.urlList) ? config.urlList : [];
}

/**
 * An infinite-scroll design is laid out again from its URL list (editor-core.md §4 'Import'): its cached layout
 * goes, and the URLs the gallery cannot load go too, with the spec's alert when any had to (the layout then is
 * not the one exported).
 */
function withGalleryRegenerated(data: Record<string, unknown>, document: GridData): ImportResult {
  const raw = rawGalleryUrls(data);
  const config = document.gridSettings.infiniteScrollConfig;
  if (raw === null || !document.gridSettings.isInfiniteScrollMode || !config) return { ok: true, document };
  const gallery = { ...config, urlList: config.urlList.filter(isGalleryUrl) };
  delete gallery.cachedPlacements;
  delete gallery.cachedItems;
  const regenerated = {
    ...document,
    gridSettings: { ...document.gridSettings, infiniteScrollConfig: gallery },
  };
  const lost = gallery.urlList.length < raw.length;
  return { ok: true, document: regenerated, ...(lost && { notice: INFINITE_REGENERATION_ERROR_MESSAGE }) };
}

export { isJsonFile } from './jsonFile';

function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}

/** Reads and parses a project file; a file that cannot be read gives the parse-failure alert. */
export async function readProjectFile(file: Blob): Promise<ImportResult> {
  let text: string;
  try {
    text = await readText(file);
  } catch {
    return { ok: false, message: JSON_IMPORT_ERROR_MESSAGE };
  }
  return parseProjectJson(text);
}
