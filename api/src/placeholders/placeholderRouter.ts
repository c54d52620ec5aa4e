// GET (and HEAD) /api/placeholder-photos/{width}/{height}.webp?random={n}: a placeholder photo of that size
// (editor-core.md §7), drawn once per size and palette, then answered from memory and cached by browsers for good
// (the URL says everything the image shows). A size outside PLACEHOLDER_PHOTO_SIDE, or a path of any other form,
// is a 400 that says what is accepted. Photos are drawn one at a time on their own gate (uploads' image work never
// waits behind them); past PLACEHOLDER_MAX_WAITING drawings waiting, a new size is a 503 to retry later.
import { Router } from 'express';
import { PLACEHOLDER_PHOTO_SIDE, PLACEHOLDER_SIZE_ERROR } from '@bento/core';
import { createWorkGate, type WorkGate } from '../uploads/imageWork';
import { ApiError } from '../web/errors';
import { IMMUTABLE } from '../web/static';
import { drawPlaceholder, PALETTE_COUNT } from './drawPlaceholder';
import { createPlaceholderCache, type PlaceholderCache } from './placeholderCache';

export const PLACEHOLDER_MAX_WAITING = 64;
export const PLACEHOLDER_BUSY_MESSAGE =
  'Too many placeholder photos are being drawn. Please try again shortly.';

const PHOTO_PATH = /^\/(\d{1,5})\/(\d{1,5})\.webp$/;

const inRange = (side: number) => side >= PLACEHOLDER_PHOTO_SIDE.min && side <= PLACEHOLDER_PHOTO_SIDE.max;

/** The palette the photo's number picks; a missing or odd number is the first. */
function paletteOf(random: unknown): number {
  const n = typeof random === 'string' && /^\d{1,9}$/.test(random) ? Number(random) : 0;
  return n % PALETTE_COUNT;
}

export function placeholderRouter({
  cache = createPlaceholderCache(),
  gate = createWorkGate(1),
}: { cache?: PlaceholderCache; gate?: WorkGate } = {}): Router {
  const router = Router();
  router.get('/{*path}', async (req, res) => {
    const match = PHOTO_PATH.exec(req.path);
    const width = Number(match?.[1]);
    const height = Number(match?.[2]);
    if (!match || !inRange(width) || !inRange(height))
      throw new ApiError(400, 'invalid_placeholder_size', PLACEHOLDER_SIZE_ERROR);
    const palette = paletteOf(req.query.random);
    const key = `${width}x${height}-${palette}`;
    const image = await cache.get(key, async () => {
      if (gate.waiting >= PLACEHOLDER_MAX_WAITING)
        throw new ApiError(503, 'busy', PLACEHOLDER_BUSY_MESSAGE, { headers: { 'Retry-After': '1' } });
      return gate.run('placeholder', () => drawPlaceholder(width, height, palette));
    });
    res.set({ 'Cache-Control': IMMUTABLE, ETag: `"${key}"`, 'X-Content-Type-Options': 'nosniff' });
    // send() answers 304 to a matching If-None-Match, and no body to HEAD.
    res.type('image/webp').send(image);
  });
  return router;
}
