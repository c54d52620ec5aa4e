// Design size status (accounts-and-sites.md §3 'Design size status', §4, §8): the UTF-8 bytes of the document's
// JSON, against 5 MB (info), 8 MB (warning) and 10 MB (error: the save is refused).
import {
  DESIGN_SIZE_INFO_BYTES as INFO_BYTES,
  DESIGN_SIZE_WARNING_BYTES as WARNING_BYTES,
  MAX_DESIGN_BYTES as MAX_BYTES,
  designTooLargeMessage,
  formatBytes,
  serializedSize,
} from '@bento/core';
import type { DesignSizeLevel, ProjectState } from '@bento/store';

export type DesignSizeStatus = ProjectState['designSize'];

export function sizeLevel(sizeBytes: number): DesignSizeLevel {
  if (sizeBytes >= MAX_BYTES) return 'error';
  if (sizeBytes >= WARNING_BYTES) return 'warning';
  if (sizeBytes >= INFO_BYTES) return 'info';
  return 'normal';
}

/** 'Design is too large to save (X). Maximum size is Y.' (§8). */
export const tooLargeMessage = (sizeBytes: number): string => designTooLargeMessage(sizeBytes);

/** The longer save error shown when the save is refused at 10 MB. */
export function tooLargeSaveError(sizeBytes: number): string {
  return `${tooLargeMessage(sizeBytes)} Please reduce the design complexity.`;
}

export function sizeStatus(sizeBytes: number): DesignSizeStatus {
  const status = sizeLevel(sizeBytes);
  const size = formatBytes(sizeBytes);
  const message =
    status === 'error'
      ? tooLargeMessage(sizeBytes)
      : status === 'warning'
        ? `Design is getting large (${size}). Consider reducing complexity to avoid save issues.`
        : status === 'info'
          ? `Design size: ${size}`
          : '';
  return { status, sizeBytes, message };
}

/** UTF-8 byte length of a serialized document (what a Blob of it would measure). */
export const byteLength = serializedSize;

/** The percent of the warning threshold a size reaches, whole numbers (the info level's figure). */
export function percentOfWarning(sizeBytes: number): number {
  return Math.round((sizeBytes / WARNING_BYTES) * 100);
}
