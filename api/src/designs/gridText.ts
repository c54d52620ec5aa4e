// The document checks themselves, synchronous: run by the document pool (workers/documentTasks.ts), in a worker
// thread for large documents. Routes and services call designs/gridDocument.ts, which sends them there.
import { ApiError } from '../web/errors';
import {
  MAX_DESIGN_BYTES,
  designTooLargeMessage,
  parseGridData,
  sanitizeGridData,
  serializedSize,
} from '@bento/core';

/** 413 design_too_large over 10 MB of UTF-8. */
export function assertDesignSize(json: string): void {
  const size = serializedSize(json);
  if (size > MAX_DESIGN_BYTES) throw new ApiError(413, 'design_too_large', designTooLargeMessage(size));
}

/** A body's gridData, measured (413 over 10 MB), checked and serialized (prepareGridValue). */
export function prepareSentGrid(value: unknown): string {
  if (value === undefined) throw new ApiError(400, 'invalid_grid_data', 'gridData is required');
  const text = JSON.stringify(value);
  assertDesignSize(text);
  return prepareGridValue(value);
}

/**
 * gridData as JSON text (already measured by the caller), ready to store: validated against the @bento/core
 * schema (400 naming what is wrong), rich text and URLs sanitised, serialized again as JSON text.
 */
export function prepareGridText(text: string): string {
  return prepareGridValue(JSON.parse(text));
}

/** The same for gridData already parsed (a body parsed in the document pool), measured here first. */
export function prepareGridValue(value: unknown): string {
  const parsed = parseGridData(value);
  if (!parsed.ok) throw new ApiError(400, 'invalid_grid_data', parsed.message);
  const json = JSON.stringify(sanitizeGridData(parsed.value));
  assertDesignSize(json);
  return json;
}
