import {
  boxSelected,
  nestedBoxCopied,
  nestedBoxSelected,
  previewEntered,
  styleCopied,
  stylePasted,
} from './editorSlice';
import { docWith, reduce, selected, stateWith } from './testUtils';

describe('copy style and paste style', () => {
  const doc = docWith(3, { b3: 1 });
  Object.assign(doc.boxes[0]!.style, { bgColor: '#111111', borderWidth: 4, borderColor: '#222222' });
  doc.boxes[0]!.textStyle.color = '#ffffff';
  const start = stateWith(doc);

  it('copies the style of a box without a history entry', () => {
    const state = reduce(start, styleCopied('b1'));
    expect(state.copiedStyle?.style).toMatchObject({ bgColor: '#111111', borderWidth: 4 });
    expect(state.copiedStyle?.textStyle?.color).toBe('#ffffff');
    expect(state.current).toBe(start.current);
  });

  it('pastes the copied style onto the selected boxes', () => {
    const state = reduce(start, styleCopied('b1'), boxSelected({ id: 'b2' }), stylePasted());
    expect(state.current.boxes[1]!.style).toEqual(state.current.boxes[0]!.style);
    expect(state.current.boxes[1]!.textStyle.color).toBe('#ffffff');
    expect(state.current.boxes[1]!.contentId).toBe('Box 2');
    expect(state.past).toHaveLength(1);
  });

  it('keeps the placement of a nested box it pastes onto', () => {
    const state = reduce(start, styleCopied('b1'), nestedBoxSelected({ id: 'b3-n1' }), stylePasted());
    expect(state.current.boxes[2]!.nestedBoxes[0]!.style).toMatchObject({
      bgColor: '#111111',
      width: 'auto',
      horizontalPosition: 'full',
      alignSelf: 'center',
    });
    expect(state.current.boxes[2]!.style.bgColor).toBe('#d8d8d8');
  });

  it('never copies a nested placement onto a box', () => {
    const state = reduce(start, nestedBoxCopied('b3-n1'), stylePasted(['b1']));
    expect(state.current.boxes[0]!.style.bgColor).toBe('#F0F0F0');
    expect(state.current.boxes[0]!.style).not.toHaveProperty('horizontalPosition');
  });

  it('pastes only when the copied box has a style', () => {
    const nothing = selected(start, 'b2');
    expect(reduce(nothing, stylePasted())).toBe(nothing);
    const textOnly = { ...nothing, copiedStyle: { textStyle: doc.boxes[0]!.textStyle } };
    expect(reduce(textOnly, stylePasted())).toBe(textOnly);
  });

  it('does not paste in preview mode', () => {
    const state = reduce(start, styleCopied('b1'), previewEntered());
    expect(reduce(state, stylePasted(['b2']))).toBe(state);
  });
});
