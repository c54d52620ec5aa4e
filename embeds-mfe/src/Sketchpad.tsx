import { useEffect, useRef } from 'react';
import type {
  PointerEvent as ReactPointerEvent,
  TouchEvent as ReactTouchEvent,
  TouchList as ReactTouchList,
} from 'react';
import styles from './Sketchpad.module.css';
import { applyStrokeStyle, createStrokeController, type Point, type StrokeController } from './sketch';

export interface SketchpadProps {
  /**
   * The widget is its own page (the default: the shell mounts it alone at /embeds/sketchpad, usually inside an
   * iframe), so the canvas covers the whole viewport. Pass false to fill a sized parent element instead.
   */
  standalone?: boolean;
}

/**
 * Which input is drawing. Mouse and pen (and real touch in Chromium) arrive as pointer events; touch events are
 * handled too, for browsers or synthetic input that send touch events without pointer events. A stroke belongs to
 * the source that started it, so a real touch (pointerdown, then touchstart) draws once, not twice.
 */
interface ActiveInput {
  source: 'pointer' | 'touch';
  id: number;
}

interface ClientPoint {
  clientX: number;
  clientY: number;
}

function toCanvasPoint(canvas: HTMLCanvasElement, { clientX, clientY }: ClientPoint): Point {
  const rect = canvas.getBoundingClientRect();
  return { x: clientX - rect.left, y: clientY - rect.top };
}

function isInside(canvas: HTMLCanvasElement, { clientX, clientY }: ClientPoint): boolean {
  const rect = canvas.getBoundingClientRect();
  return clientX >= rect.left && clientX <= rect.right && clientY >= rect.top && clientY <= rect.bottom;
}

function findTouch(list: ReactTouchList, id: number): ClientPoint | undefined {
  for (let i = 0; i < list.length; i += 1) {
    const touch = list[i];
    if (touch && touch.identifier === id) return touch;
  }
  return undefined;
}

/**
 * Returns a resize function that sizes the canvas bitmap to its CSS box × devicePixelRatio, keeping what was drawn.
 * Drawings are also kept in an off-screen memory as large as the biggest canvas so far, so shrinking the window and
 * growing it back does not crop them.
 */
function createResizer(canvas: HTMLCanvasElement, ctx: CanvasRenderingContext2D): () => void {
  let memory: HTMLCanvasElement | null = null;
  let scale = 0; // device pixels per CSS pixel of the current bitmap; 0 until the first sizing

  return () => {
    const cssWidth = canvas.clientWidth;
    const cssHeight = canvas.clientHeight;
    if (cssWidth === 0 || cssHeight === 0) return; // hidden or not laid out: keep the bitmap as it is
    const dpr = window.devicePixelRatio || 1;
    const width = Math.max(1, Math.round(cssWidth * dpr));
    const height = Math.max(1, Math.round(cssHeight * dpr));
    if (width === canvas.width && height === canvas.height && dpr === scale) return;

    if (scale > 0) {
      // Merge the visible bitmap over the memory, both rescaled to the new pixel ratio.
      const ratio = dpr / scale;
      const next = document.createElement('canvas');
      next.width = Math.ceil(Math.max(memory?.width ?? 0, canvas.width) * ratio);
      next.height = Math.ceil(Math.max(memory?.height ?? 0, canvas.height) * ratio);
      const nextCtx = next.getContext('2d');
      if (nextCtx) {
        if (memory) nextCtx.drawImage(memory, 0, 0, memory.width * ratio, memory.height * ratio);
        nextCtx.clearRect(0, 0, canvas.width * ratio, canvas.height * ratio);
        nextCtx.drawImage(canvas, 0, 0, canvas.width * ratio, canvas.height * ratio);
        memory = next;
      }
    }

    canvas.width = width; // resets the bitmap and the whole context state
    canvas.height = height;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    if (memory) ctx.drawImage(memory, 0, 0);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0); // draw in CSS pixels
    applyStrokeStyle(ctx);
    scale = dpr;
  };
}

/** Embeddable drawing widget: a transparent canvas for freehand lines by mouse, pen or touch. */
export function Sketchpad({ standalone = true }: SketchpadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const controllerRef = useRef<StrokeController | null>(null);
  const activeRef = useRef<ActiveInput | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d') ?? null;
    if (!canvas || !ctx) return; // no 2D context (e.g. jsdom): render the canvas, draw nothing
    controllerRef.current = createStrokeController(ctx);
    const resize = createResizer(canvas, ctx);
    resize();
    window.addEventListener('resize', resize);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(resize) : null;
    observer?.observe(canvas);
    return () => {
      window.removeEventListener('resize', resize);
      observer?.disconnect();
      controllerRef.current = null;
      activeRef.current = null;
    };
  }, []);

  const begin = (input: ActiveInput, at: ClientPoint) => {
    const canvas = canvasRef.current;
    if (!canvas || activeRef.current) return; // one stroke at a time
    activeRef.current = input;
    controllerRef.current?.start(toCanvasPoint(canvas, at));
  };

  const continueTo = (at: ClientPoint) => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    // Touch pointers are implicitly captured, so they get no leave event: stop when the point is outside.
    if (!isInside(canvas, at)) {
      finish();
      return;
    }
    controllerRef.current?.move(toCanvasPoint(canvas, at));
  };

  const finish = () => {
    activeRef.current = null;
    controllerRef.current?.end();
  };

  const isActivePointer = (event: ReactPointerEvent) =>
    activeRef.current?.source === 'pointer' && activeRef.current.id === event.pointerId;

  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return; // primary button only
    begin({ source: 'pointer', id: event.pointerId }, event);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (!isActivePointer(event)) return;
    const native = event.nativeEvent;
    // Chromium batches fast moves into one event; the coalesced samples give smoother lines.
    const samples = typeof native.getCoalescedEvents === 'function' ? native.getCoalescedEvents() : [];
    for (const sample of samples.length > 0 ? samples : [event]) {
      continueTo(sample);
      if (!activeRef.current) return;
    }
  };

  const onPointerEnd = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (isActivePointer(event)) finish();
  };

  const onTouchStart = (event: ReactTouchEvent<HTMLCanvasElement>) => {
    const touch = event.changedTouches[0];
    if (touch) begin({ source: 'touch', id: touch.identifier }, touch);
  };

  const onTouchMove = (event: ReactTouchEvent<HTMLCanvasElement>) => {
    const active = activeRef.current;
    if (active?.source !== 'touch') return;
    const touch = findTouch(event.changedTouches, active.id);
    if (touch) continueTo(touch);
  };

  const onTouchEnd = (event: ReactTouchEvent<HTMLCanvasElement>) => {
    const active = activeRef.current;
    if (active?.source === 'touch' && findTouch(event.changedTouches, active.id)) finish();
  };

  const className = standalone ? `${styles.sketchpad} ${styles.standalone}` : styles.sketchpad;
  return (
    <div className={className}>
      <canvas
        ref={canvasRef}
        className={styles.canvas}
        role="img"
        aria-label="Sketchpad"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onPointerLeave={onPointerEnd}
        onTouchStart={onTouchStart}
        onTouchMove={onTouchMove}
        onTouchEnd={onTouchEnd}
        onTouchCancel={onTouchEnd}
      />
    </div>
  );
}

export default Sketchpad;
