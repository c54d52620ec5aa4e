import { INFINITE_BOX_ID_PREFIX, INFINITE_FILLER_ID_PREFIX } from '../document/constants';
import type { Placement } from '../document/types';

/**
 * The box id of a placement: 'infinite-{original index}' for an image (the same whatever else is packed around
 * it), 'infinite-filler-{row}-{col}' for a filler (a hole has one filler starting at a given cell).
 */
export function placementId(placement: Placement): string {
  return placement.originalImageIndex >= 0
    ? `${INFINITE_BOX_ID_PREFIX}${placement.originalImageIndex}`
    : `${INFINITE_FILLER_ID_PREFIX}${placement.row}-${placement.col}`;
}
