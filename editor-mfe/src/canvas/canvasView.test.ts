import { createAppStore } from '@bento/store';
import { previewEntered, previewExited } from '../state/editorSlice';
import {
  canvasBreakpointMeasured,
  editedBreakpointSet,
  editedBreakpointStyle,
  canvasBreakpointHeld,
  previewRadiusSet,
  previewViewRestored,
  previewWidthSet,
  previewWindowMeasured,
  selectPreviewRadius,
  selectPreviewView,
  selectPreviewWidth,
  selectEditedBreakpoint,
  selectShownBreakpoint,
  selectTargetBreakpoint,
} from './canvasView';

describe('the canvas width for the breakpoint edited', () => {
  it('is a phone, a tablet, or at least the desktop threshold; none when no breakpoint is set', () => {
    expect(editedBreakpointStyle(null, 900)).toBeUndefined();
    expect(editedBreakpointStyle('mobile', 900)).toEqual({ width: 375, maxWidth: '100%' });
    expect(editedBreakpointStyle('tablet', 900)).toEqual({ width: 768 });
    expect(editedBreakpointStyle('desktop', 1200)).toEqual({ minWidth: 1024 });
    // Not measured yet: the plain widths.
    expect(editedBreakpointStyle('desktop', 0)).toEqual({ minWidth: 1024 });
  });

  it('is drawn smaller (zoom) where the room beside the panel is narrower, keeping its layout width', () => {
    expect(editedBreakpointStyle('tablet', 679)).toEqual({ width: 768, zoom: 0.884 });
    expect(editedBreakpointStyle('desktop', 679)).toEqual({ width: 1024, zoom: 0.663 });
    // A phone's width never needs it: it shrinks with the room and stays mobile.
    expect(editedBreakpointStyle('mobile', 300)).toEqual({ width: 375, maxWidth: '100%' });
  });

  it('lives in the store beside the breakpoint the canvas measured, outside the document', () => {
    const store = createAppStore();
    expect(selectEditedBreakpoint(store.getState())).toBeNull();
    store.dispatch(canvasBreakpointMeasured('tablet'));
    store.dispatch(editedBreakpointSet('mobile'));
    expect(selectShownBreakpoint(store.getState())).toBe('tablet');
    expect(selectEditedBreakpoint(store.getState())).toBe('mobile');
  });

  it('holds the breakpoint shown when a side panel opens, whatever the narrower room measures, until it closes', () => {
    const store = createAppStore();
    store.dispatch(canvasBreakpointMeasured('desktop'));
    store.dispatch(canvasBreakpointHeld(true));
    store.dispatch(canvasBreakpointMeasured('tablet')); // the room made for the panel
    store.dispatch(canvasBreakpointHeld(true)); // another panel of the same side: still desktop
    expect(selectTargetBreakpoint(store.getState())).toBe('desktop');
    store.dispatch(editedBreakpointSet('mobile')); // the Responsive tab wins while it asks
    expect(selectTargetBreakpoint(store.getState())).toBe('mobile');
    store.dispatch(editedBreakpointSet(null));
    store.dispatch(canvasBreakpointHeld(false));
    expect(selectTargetBreakpoint(store.getState())).toBeNull();
  });

  it('keeps a preview width within 320–1440 and forgets it when preview starts or ends', () => {
    const store = createAppStore();
    store.dispatch(previewEntered());
    const documentBefore = store.getState().editor!.current;
    store.dispatch(previewWidthSet(200));
    expect(selectPreviewWidth(store.getState())).toBe(320);
    store.dispatch(previewWidthSet(768));
    expect(selectPreviewWidth(store.getState())).toBe(768);
    // Never in the document, never a history step.
    expect(store.getState().editor!.current).toBe(documentBefore);
    expect(store.getState().editor!.past).toHaveLength(0);
    store.dispatch(previewExited());
    expect(selectPreviewWidth(store.getState())).toBeNull();
  });
});

describe("preview's temporary view", () => {
  it('takes the window-derived width until one is chosen, ignoring changes under 50 px', () => {
    const store = createAppStore();
    store.dispatch(previewEntered());
    store.dispatch(previewWindowMeasured(1600)); // 0.9 × 1600 = 1440: min(1280, 1152)
    expect(selectPreviewWidth(store.getState())).toBe(1152);
    store.dispatch(previewWindowMeasured(1640)); // 1181: 29 px more, ignored
    expect(selectPreviewWidth(store.getState())).toBe(1152);
    store.dispatch(previewWindowMeasured(1700)); // 1224: 72 px more
    expect(selectPreviewWidth(store.getState())).toBe(1224);
    store.dispatch(previewWidthSet(600));
    store.dispatch(previewWindowMeasured(800));
    expect(selectPreviewWidth(store.getState())).toBe(600);
  });

  it('shows a radius of 0–64 px without touching the document, and forgets both on exit', () => {
    const store = createAppStore();
    store.dispatch(previewEntered());
    const documentBefore = store.getState().editor!.current;
    store.dispatch(previewRadiusSet(90));
    expect(selectPreviewRadius(store.getState())).toBe(64);
    store.dispatch(previewRadiusSet(-3));
    expect(selectPreviewRadius(store.getState())).toBe(0);
    expect(store.getState().editor!.current).toBe(documentBefore);
    store.dispatch(previewExited());
    expect(selectPreviewView(store.getState())).toEqual({
      previewWidth: null,
      previewWidthChosen: false,
      previewRadius: null,
    });
  });

  it('goes back to a recorded view exactly (the animation stopped)', () => {
    const store = createAppStore();
    store.dispatch(previewEntered());
    store.dispatch(previewWindowMeasured(1200));
    const recorded = selectPreviewView(store.getState());
    store.dispatch(previewWidthSet(900));
    store.dispatch(previewRadiusSet(20));
    store.dispatch(previewViewRestored(recorded));
    expect(selectPreviewView(store.getState())).toEqual(recorded);
    // Not chosen: the window still decides.
    store.dispatch(previewWindowMeasured(1700));
    expect(selectPreviewWidth(store.getState())).toBe(1224);
  });
});
