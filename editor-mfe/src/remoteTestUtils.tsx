// Test-only: the editor's expose rendered as the shell renders it, with the page's store and a router. Imports
// nothing of the editor's slice itself: the expose decides when that is evaluated.
import { createAppStore } from '@bento/store';
import { MemoryRouter } from '@bento/ui/router';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import EditorScreenRemote from './EditorScreenRemote';

export function renderEditorRemote(): void {
  render(
    <Provider store={createAppStore()}>
      <MemoryRouter>
        <EditorScreenRemote />
      </MemoryRouter>
    </Provider>,
  );
}
