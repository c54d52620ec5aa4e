import {
  boxAdded,
  boxResized,
  dragStarted,
  previewBreakpointSet,
  previewEntered,
  previewExited,
  previewToggled,
  readOnlySet,
} from './editorSlice';
import { docWith, reduce, selected, stateWith } from './testUtils';

describe('preview and read-only modes', () => {
  const start = selected(stateWith(docWith(2)), 'b1');

  it('enters preview clearing the selection, and exits', () => {
    const preview = reduce(start, previewEntered());
    expect(preview.isPreviewMode).toBe(true);
    expect(preview.current.selectedBoxIds).toEqual([]);
    expect(preview.current.lastSelectedBoxId).toBeNull();
    expect(preview.past).toEqual([]);
    expect(reduce(preview, previewExited()).isPreviewMode).toBe(false);
  });

  it('toggles preview', () => {
    const on = reduce(start, previewToggled());
    expect(on.isPreviewMode).toBe(true);
    expect(on.current.selectedBoxIds).toEqual([]);
    expect(reduce(on, previewToggled()).isPreviewMode).toBe(false);
  });

  it('blocks editing while on and allows it again after exit', () => {
    const preview = reduce(start, previewEntered());
    expect(reduce(preview, boxAdded())).toBe(preview);
    expect(reduce(preview, previewExited(), boxAdded()).current.boxes).toHaveLength(3);
  });

  it('restores the drag snapshot when preview starts mid-drag', () => {
    const state = reduce(start, dragStarted(), boxResized({ id: 'b1', colSpan: 3 }), previewEntered());
    expect(state.isDragging).toBe(false);
    expect(state.current.boxes[0]!.colSpan).toBe(1);
  });

  it('sets the previewed breakpoint', () => {
    expect(reduce(start, previewBreakpointSet('mobile')).previewBreakpoint).toBe('mobile');
    expect(
      reduce(start, previewBreakpointSet('mobile'), previewBreakpointSet(null)).previewBreakpoint,
    ).toBeNull();
  });

  it('sets and clears read-only mode, which blocks editing', () => {
    const readOnly = reduce(start, readOnlySet(true));
    expect(readOnly.isReadOnly).toBe(true);
    expect(readOnly.current.selectedBoxIds).toEqual([]);
    expect(reduce(readOnly, boxAdded())).toBe(readOnly);
    expect(reduce(readOnly, readOnlySet(false), boxAdded()).current.boxes).toHaveLength(3);
  });
});
