// 'Export code' (POST /api/exports/html, docs/api.md 'Exports'): the server renders the design as its published
// page would look, as one self-contained HTML file.
import type { GridData } from '@bento/core';
import { getApiClient } from '../auth';

/** The file's HTML; throws the API's ApiError (400 for a document a save would refuse, 429, network). */
export async function exportStaticPage(title: string, gridData: GridData): Promise<string> {
  const { html } = await getApiClient().post<{ html: string }>('/exports/html', { title, gridData });
  return html;
}
