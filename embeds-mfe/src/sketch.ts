// Pure drawing logic for the Sketchpad widget: no DOM, no React, so it can be tested against a fake 2D context.

/** Stroke colour: near-black. */
export const STROKE_COLOR = '#111111';
/** Stroke width in CSS pixels (spec §9: sketchpad line width 2). */
export const STROKE_WIDTH = 2;

export interface Point {
  x: number;
  y: number;
}

/** The slice of CanvasRenderingContext2D the sketchpad needs. */
export type StrokeContext = Pick<
  CanvasRenderingContext2D,
  'strokeStyle' | 'lineWidth' | 'lineJoin' | 'lineCap' | 'beginPath' | 'moveTo' | 'lineTo' | 'stroke'
>;

/** Applies the sketchpad stroke: near-black, 2 px, round joins and caps. Call again after a canvas resize (it resets the context state). */
export function applyStrokeStyle(ctx: StrokeContext): void {
  ctx.strokeStyle = STROKE_COLOR;
  ctx.lineWidth = STROKE_WIDTH;
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
}

export interface StrokeController {
  /** Press: starts a stroke at `point`. */
  start(point: Point): void;
  /** Drag: draws from the previous point to `point`; ignored when not drawing. */
  move(point: Point): void;
  /** Release or leave: stops drawing; later moves are ignored until the next start. */
  end(): void;
  /** Whether a stroke is in progress. */
  readonly drawing: boolean;
}

/**
 * A freehand stroke controller. Each move strokes one segment from the previous point, so long strokes stay cheap
 * (no re-stroking of the whole path) and round caps join the segments seamlessly.
 */
export function createStrokeController(ctx: StrokeContext): StrokeController {
  let last: Point | null = null;
  return {
    start(point) {
      applyStrokeStyle(ctx);
      ctx.beginPath();
      ctx.moveTo(point.x, point.y);
      last = { x: point.x, y: point.y };
    },
    move(point) {
      if (!last) return;
      ctx.beginPath();
      ctx.moveTo(last.x, last.y);
      ctx.lineTo(point.x, point.y);
      ctx.stroke();
      last = { x: point.x, y: point.y };
    },
    end() {
      last = null;
    },
    get drawing() {
      return last !== null;
    },
  };
}
