import { fireEvent, render, screen } from '@testing-library/react';
import DefaultSketchpad, { Sketchpad } from './Sketchpad';

type Call = [name: string, ...args: number[]];

/** A recording stand-in for the browser's 2D context (jsdom's getContext returns null). */
function createFakeContext() {
  const calls: Call[] = [];
  const record =
    (name: string) =>
    (...args: number[]) =>
      void calls.push([name, ...args]);
  const ctx = {
    strokeStyle: '#000000',
    lineWidth: 1,
    lineJoin: 'miter',
    lineCap: 'butt',
    beginPath: record('beginPath'),
    moveTo: record('moveTo'),
    lineTo: record('lineTo'),
    stroke: record('stroke'),
    setTransform: record('setTransform'),
    drawImage: record('drawImage'),
    clearRect: record('clearRect'),
  };
  return { ctx, calls, lines: () => calls.filter(([name]) => name === 'lineTo') };
}

/** The canvas sits at (10, 20) and is 300 × 200 CSS pixels. */
const RECT = { left: 10, top: 20, right: 310, bottom: 220, width: 300, height: 200, x: 10, y: 20 };

function renderWithContext() {
  const fake = createFakeContext();
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockReturnValue(fake.ctx as unknown as RenderingContext);
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect')
    .mockReturnValue({ ...RECT, toJSON: () => RECT } as DOMRect);
  render(<Sketchpad />);
  return { ...fake, canvas: screen.getByLabelText('Sketchpad') };
}

interface PointerInit {
  x: number;
  y: number;
  pointerType?: 'mouse' | 'pen' | 'touch';
  pointerId?: number;
  button?: number;
  relatedTarget?: EventTarget | null;
}

/** jsdom has no PointerEvent: a MouseEvent with the pointer fields React reads. */
function firePointer(target: Element, type: string, init: PointerInit) {
  const { x, y, pointerType = 'mouse', pointerId = 1, button = 0, relatedTarget = null } = init;
  const event = new MouseEvent(type, {
    bubbles: true,
    cancelable: true,
    clientX: x,
    clientY: y,
    button,
    relatedTarget,
  });
  Object.defineProperties(event, { pointerType: { value: pointerType }, pointerId: { value: pointerId } });
  fireEvent(target, event);
}

const touchList = (x: number, y: number, identifier = 0) => [{ identifier, clientX: x, clientY: y }];

afterEach(() => {
  jest.restoreAllMocks();
});

describe('Sketchpad', () => {
  it('renders a canvas labelled Sketchpad, with no 2D context available', () => {
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    render(<Sketchpad />);
    const canvas = screen.getByRole('img', { name: 'Sketchpad' });
    expect(canvas.tagName).toBe('CANVAS');
    expect(screen.getByLabelText('Sketchpad')).toBe(canvas);
    expect(canvas).toHaveClass('canvas');
  });

  it("survives jsdom's own getContext (null) and input without a context", () => {
    jest.spyOn(console, 'error').mockImplementation(() => {}); // jsdom reports getContext as not implemented
    const { unmount } = render(<DefaultSketchpad />);
    const canvas = screen.getByLabelText('Sketchpad');
    expect(() => {
      firePointer(canvas, 'pointerdown', { x: 1, y: 1 });
      firePointer(canvas, 'pointermove', { x: 2, y: 2 });
      firePointer(canvas, 'pointerup', { x: 2, y: 2 });
      fireEvent.touchStart(canvas, { changedTouches: touchList(1, 1) });
      fireEvent.touchMove(canvas, { changedTouches: touchList(2, 2) });
      fireEvent.touchEnd(canvas, { changedTouches: touchList(2, 2) });
    }).not.toThrow();
    unmount();
  });

  it('is the default export too, and fills the viewport unless told otherwise', () => {
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    expect(DefaultSketchpad).toBe(Sketchpad);
    const { container, rerender } = render(<Sketchpad />);
    expect(container.firstElementChild).toHaveClass('sketchpad', 'standalone');
    rerender(<Sketchpad standalone={false} />);
    expect(container.firstElementChild).not.toHaveClass('standalone');
  });

  it('draws with the mouse from press to release, in canvas coordinates', () => {
    const { canvas, calls, lines, ctx } = renderWithContext();
    firePointer(canvas, 'pointermove', { x: 15, y: 25 }); // hovering does not draw
    firePointer(canvas, 'pointerdown', { x: 15, y: 25 });
    firePointer(canvas, 'pointermove', { x: 35, y: 45 });
    firePointer(canvas, 'pointermove', { x: 55, y: 45 });
    firePointer(canvas, 'pointerup', { x: 55, y: 45 });
    firePointer(canvas, 'pointermove', { x: 95, y: 95 }); // released: ignored

    expect(lines()).toEqual([
      ['lineTo', 25, 25],
      ['lineTo', 45, 25],
    ]);
    expect(calls).toContainEqual(['moveTo', 5, 5]);
    expect(ctx).toMatchObject({ strokeStyle: '#111111', lineWidth: 2, lineJoin: 'round', lineCap: 'round' });
  });

  it('ignores presses of other mouse buttons', () => {
    const { canvas, lines } = renderWithContext();
    firePointer(canvas, 'pointerdown', { x: 15, y: 25, button: 2 });
    firePointer(canvas, 'pointermove', { x: 35, y: 45 });
    expect(lines()).toEqual([]);
  });

  it('stops drawing when the pointer leaves the canvas', () => {
    const { canvas, lines } = renderWithContext();
    firePointer(canvas, 'pointerdown', { x: 15, y: 25 });
    firePointer(canvas, 'pointermove', { x: 35, y: 45 });
    firePointer(canvas, 'pointerout', { x: 310, y: 45, relatedTarget: document.body });
    firePointer(canvas, 'pointermove', { x: 60, y: 60 }); // back over the canvas, button still down
    expect(lines()).toEqual([['lineTo', 25, 25]]);
  });

  it('draws with touch events and stops when the finger lifts', () => {
    const { canvas, lines } = renderWithContext();
    fireEvent.touchStart(canvas, { touches: touchList(20, 30), changedTouches: touchList(20, 30) });
    fireEvent.touchMove(canvas, { touches: touchList(40, 60), changedTouches: touchList(40, 60) });
    fireEvent.touchEnd(canvas, { touches: [], changedTouches: touchList(40, 60) });
    fireEvent.touchMove(canvas, { touches: touchList(80, 90), changedTouches: touchList(80, 90) });
    expect(lines()).toEqual([['lineTo', 30, 40]]);
  });

  it('stops a touch stroke when the finger moves off the canvas', () => {
    const { canvas, lines } = renderWithContext();
    fireEvent.touchStart(canvas, { changedTouches: touchList(20, 30) });
    fireEvent.touchMove(canvas, { changedTouches: touchList(400, 30) });
    fireEvent.touchMove(canvas, { changedTouches: touchList(40, 60) });
    expect(lines()).toEqual([]);
  });

  it('draws a real touch (pointer events followed by touch events) once, not twice', () => {
    const { canvas, lines } = renderWithContext();
    firePointer(canvas, 'pointerdown', { x: 20, y: 30, pointerType: 'touch', pointerId: 7 });
    fireEvent.touchStart(canvas, { changedTouches: touchList(20, 30) });
    firePointer(canvas, 'pointermove', { x: 40, y: 60, pointerType: 'touch', pointerId: 7 });
    fireEvent.touchMove(canvas, { changedTouches: touchList(40, 60) });
    firePointer(canvas, 'pointerup', { x: 40, y: 60, pointerType: 'touch', pointerId: 7 });
    fireEvent.touchEnd(canvas, { changedTouches: touchList(40, 60) });
    expect(lines()).toEqual([['lineTo', 30, 40]]);
  });

  it('follows one pointer at a time', () => {
    const { canvas, lines } = renderWithContext();
    firePointer(canvas, 'pointerdown', { x: 20, y: 30, pointerType: 'pen', pointerId: 1 });
    firePointer(canvas, 'pointerdown', { x: 100, y: 100, pointerType: 'touch', pointerId: 2 });
    firePointer(canvas, 'pointermove', { x: 120, y: 120, pointerType: 'touch', pointerId: 2 });
    firePointer(canvas, 'pointermove', { x: 30, y: 30, pointerType: 'pen', pointerId: 1 });
    expect(lines()).toEqual([['lineTo', 20, 10]]);
  });
});
