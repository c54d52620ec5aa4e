import { documentWork } from '../workers/documentPool';
import { ApiError } from '../web/errors';
import type { GridData } from '@bento/core';
import { assertDesignSize } from './gridText';

/** gridData prepared in the document pool along with its request's body (a design saved): stored as it is. */
export class PreparedGrid {
  constructor(readonly text: string) {}
}

/**
 * gridData from a request body, ready to store: refused over 10 MB (413), validated against the
 * @bento/core schema (400 naming what is wrong), rich text and URLs sanitised, serialized as JSON text. The
 * checks run in the document pool (workers/documentPool.ts), off the event loop unless the document is small.
 */
export async function prepareGridData(input: unknown): Promise<string> {
  if (input instanceof PreparedGrid) return input.text;
  if (input === undefined) throw new ApiError(400, 'invalid_grid_data', 'gridData is required');
  // The body came from JSON.parse, so it serializes; measuring first spares validating a huge document.
  const text = JSON.stringify(input);
  assertDesignSize(text);
  return documentWork().run('prepare', { gridText: text }, text.length);
}

/** A stored document (always written by prepareGridData or copied from one). */
export function readGridData(json: string): GridData {
  return JSON.parse(json) as GridData;
}
