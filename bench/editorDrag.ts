// Dragging a box across the grid, for bench/editor.ts: the pointer goes down on the first box and moves one step
// per display frame to the box three rows below, while the page records every frame's time (requestAnimationFrame
// deltas, as bench:gallery does for scrolling). On the baseline page nothing follows the pointer: its frames are
// the machine's floor (timer jitter).
import type { Page } from 'playwright-core';
import { settle } from './editorMeasure';

const DRAG_STEPS = 120;
/** Five columns at the bench's width: the box three rows below the first. */
const TARGET_INDEX = 15;

declare global {
  interface Window {
    __benchFrames?: { times: number[]; stop: boolean };
  }
}

function startFrames(page: Page) {
  return page.evaluate(() => {
    const frames = { times: [] as number[], stop: false };
    window.__benchFrames = frames;
    let last = performance.now();
    const tick = (now: number) => {
      frames.times.push(now - last);
      last = now;
      if (!frames.stop) requestAnimationFrame(tick);
    };
    requestAnimationFrame((now) => {
      last = now;
      requestAnimationFrame(tick);
    });
  });
}

function stopFrames(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const frames = window.__benchFrames;
    if (!frames) return [];
    frames.stop = true;
    return frames.times;
  });
}

/** Frame times (ms) while the first box is dragged onto the box three rows below, then dropped. */
export async function dragFrames(page: Page): Promise<number[]> {
  const boxes = page.locator('[data-box-id]');
  const from = boxes.first();
  await from.scrollIntoViewIfNeeded();
  await settle(page);
  const start = await from.boundingBox();
  const end = await boxes.nth(TARGET_INDEX).boundingBox();
  if (!start || !end) throw new Error('the boxes to drag between are not on screen');
  const x0 = start.x + start.width / 2;
  const y0 = start.y + start.height / 2;
  const x1 = end.x + end.width / 2;
  const y1 = end.y + end.height / 2;
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await startFrames(page);
  for (let i = 1; i <= DRAG_STEPS; i += 1) {
    const t = i / DRAG_STEPS;
    await page.mouse.move(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t);
    // One step per frame: the next move waits for this frame.
    await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => r())));
  }
  const times = await stopFrames(page);
  await page.mouse.up();
  await settle(page);
  return times;
}
