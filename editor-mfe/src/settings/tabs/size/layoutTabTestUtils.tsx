// Shared by the Alignment and Size and Responsive tab tests (not imported by the app): the tab opened through the
// real pill toolbar (background/tabTestUtils), and optionally the real canvas on the same store.
import { render, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import '../../../canvas/canvasTestUtils';
import { Canvas } from '../../../canvas/Canvas';
import { selectDocument } from '../../../state/editorSlice';
import { openTab, type OpenTabOptions } from '../background/tabTestUtils';

export async function openLayoutTab(
  label: 'Alignment and Size' | 'Responsive',
  options: OpenTabOptions & { canvas?: boolean },
) {
  const opened = await openTab(label, options);
  const { store } = opened;
  if (options.canvas)
    render(
      <Provider store={store}>
        <Canvas />
      </Provider>,
    );
  const boxOf = (id: string) => {
    const box = selectDocument(store.getState()).boxes.find((candidate) => candidate.id === id);
    if (!box) throw new Error(`no box ${id}`);
    return box;
  };
  const nestedStyleOf = (id: string) => {
    const nested = selectDocument(store.getState())
      .boxes.flatMap((box) => box.nestedBoxes)
      .find((candidate) => candidate.id === id);
    if (!nested) throw new Error(`no nested box ${id}`);
    return nested.style;
  };
  const group = (name: string) => within(opened.panel.getByRole('group', { name }));
  return { ...opened, boxOf, nestedStyleOf, group };
}
