// Test-only: a Grid panel rendered with the real store (the editor slice injected by importing it).
import type { ReactElement } from 'react';
import { createAppStore } from '@bento/store';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { injectedEditorSlice, selectDocument } from '../state/editorSlice';

export function renderWithStore(ui: ReactElement, { fakeTimers = false } = {}) {
  const store = createAppStore();
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  const view = render(<Provider store={store}>{ui}</Provider>);
  const settings = () => selectDocument(store.getState()).gridSettings;
  /** History entries recorded so far (one per gesture or committed change). */
  const steps = () => injectedEditorSlice.selectSlice(store.getState()).past.length;
  return { store, user, settings, steps, ...view };
}
