import {
  applyStrokeStyle,
  createStrokeController,
  STROKE_COLOR,
  STROKE_WIDTH,
  type StrokeContext,
} from './sketch';

type Call = [name: 'beginPath' | 'moveTo' | 'lineTo' | 'stroke', ...args: number[]];

/** A recording stand-in for the browser's 2D context (jsdom has no canvas). */
function createFakeContext() {
  const calls: Call[] = [];
  const ctx: StrokeContext = {
    strokeStyle: '#000000',
    lineWidth: 1,
    lineJoin: 'miter',
    lineCap: 'butt',
    beginPath: () => void calls.push(['beginPath']),
    moveTo: (x: number, y: number) => void calls.push(['moveTo', x, y]),
    lineTo: (x: number, y: number) => void calls.push(['lineTo', x, y]),
    stroke: () => void calls.push(['stroke']),
  };
  return { ctx, calls };
}

function isNearBlack(color: unknown): boolean {
  const match = typeof color === 'string' ? /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color) : null;
  return match !== null && match.slice(1).every((channel) => parseInt(channel, 16) <= 0x33);
}

describe('applyStrokeStyle', () => {
  it('sets a near-black, 2 px stroke with round joins and caps', () => {
    const { ctx } = createFakeContext();
    applyStrokeStyle(ctx);
    expect(ctx.strokeStyle).toBe('#111111');
    expect(isNearBlack(ctx.strokeStyle)).toBe(true);
    expect(ctx.lineWidth).toBe(2);
    expect(ctx.lineJoin).toBe('round');
    expect(ctx.lineCap).toBe('round');
  });

  it('exposes the constants it applies', () => {
    expect(isNearBlack(STROKE_COLOR)).toBe(true);
    expect(STROKE_WIDTH).toBe(2);
  });
});

describe('createStrokeController', () => {
  it('applies the stroke style when a stroke starts', () => {
    const { ctx } = createFakeContext();
    const controller = createStrokeController(ctx);
    ctx.lineWidth = 7; // e.g. a canvas resize reset the context state
    controller.start({ x: 1, y: 1 });
    expect(ctx.lineWidth).toBe(2);
    expect(ctx.strokeStyle).toBe('#111111');
    expect(ctx.lineJoin).toBe('round');
    expect(ctx.lineCap).toBe('round');
  });

  it('draws a line from the press point on start → move', () => {
    const { ctx, calls } = createFakeContext();
    const controller = createStrokeController(ctx);
    controller.start({ x: 10, y: 10 });
    expect(controller.drawing).toBe(true);
    expect(calls).not.toContainEqual(['stroke']);

    controller.move({ x: 20, y: 25 });
    expect(calls.slice(-4)).toEqual([['beginPath'], ['moveTo', 10, 10], ['lineTo', 20, 25], ['stroke']]);
  });

  it('continues each segment from the previous point', () => {
    const { ctx, calls } = createFakeContext();
    const controller = createStrokeController(ctx);
    controller.start({ x: 0, y: 0 });
    controller.move({ x: 5, y: 5 });
    controller.move({ x: 9, y: 3 });
    expect(calls.filter(([name]) => name === 'lineTo')).toEqual([
      ['lineTo', 5, 5],
      ['lineTo', 9, 3],
    ]);
    expect(calls.slice(-4)).toEqual([['beginPath'], ['moveTo', 5, 5], ['lineTo', 9, 3], ['stroke']]);
    expect(calls.filter(([name]) => name === 'stroke')).toHaveLength(2);
  });

  it('stops on end and ignores later moves', () => {
    const { ctx, calls } = createFakeContext();
    const controller = createStrokeController(ctx);
    controller.start({ x: 1, y: 2 });
    controller.move({ x: 3, y: 4 });
    controller.end();
    expect(controller.drawing).toBe(false);
    const before = calls.length;

    controller.move({ x: 50, y: 60 });
    controller.end();
    expect(calls).toHaveLength(before);
  });

  it('ignores moves before any start', () => {
    const { ctx, calls } = createFakeContext();
    const controller = createStrokeController(ctx);
    controller.move({ x: 3, y: 4 });
    expect(controller.drawing).toBe(false);
    expect(calls).toEqual([]);
  });

  it('starts a fresh line on the next press, not joined to the previous stroke', () => {
    const { ctx, calls } = createFakeContext();
    const controller = createStrokeController(ctx);
    controller.start({ x: 0, y: 0 });
    controller.move({ x: 10, y: 0 });
    controller.end();
    controller.start({ x: 100, y: 100 });
    controller.move({ x: 110, y: 105 });
    expect(calls.slice(-4)).toEqual([['beginPath'], ['moveTo', 100, 100], ['lineTo', 110, 105], ['stroke']]);
  });
});
