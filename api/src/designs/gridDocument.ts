import { ApiError } from '../web/errors';
import {
  MAX_DESIGN_BYTES,
  designTooLargeMessage,
  parseGridData,
  sanitizeGridData,
  serializedSize,
  type GridData,
} from '@bento/core';

function assertSize(json: string): void {
  const size = serializedSize(json);
  if (size > MAX_DESIGN_BYTES) throw new ApiError(413, 'design_too_large', designTooLargeMessage(size));
}

/**
 * gridData from a request body, ready to store: refused over 10 MB (413), validated against the
 * @bento/core schema (400 naming what is wrong), rich text and URLs sanitised, serialized as JSON text.
 */
export function prepareGridData(input: unknown): string {
  if (input === undefined) throw new ApiError(400, 'invalid_grid_data', 'gridData is required');
  // The body came from JSON.parse, so it serializes; measuring first spares validating a huge document.
  assertSize(JSON.stringify(input));
  const parsed = parseGridData(input);
  if (!parsed.ok) throw new ApiError(400, 'invalid_grid_data', parsed.message);
  const json = JSON.stringify(sanitizeGridData(parsed.value));
  assertSize(json);
  return json;
}

/** A stored document (always written by prepareGridData or copied from one). */
export function readGridData(json: string): GridData {
  return JSON.parse(json) as GridData;
}
