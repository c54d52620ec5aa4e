import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@bento/ui/router';
import { createAppStore, loadGridData, selectGridData, sidebarOpenSet } from '@bento/store';
import { createDefaultGridData } from '@bento/core';
import { DesignsSidebar } from '../../account-mfe/src/DesignsSidebar';
import { EditorScreen } from '../../editor-mfe/src/EditorScreen';

// The shell's view of two remotes: the editor injects its slice into the shell's store and dispatches;
// the account remote renders what it reads through the contract selector. (The e2e spec proves the same
// with the real federated bundles.)
describe('store contract shared by remotes', () => {
  function renderBoth() {
    const store = createAppStore();
    // The shell opens the sidebar on wide screens (HomeScreen); here the test does.
    store.dispatch(sidebarOpenSet(true));
    render(
      <Provider store={store}>
        <MemoryRouter>
          <DesignsSidebar />
          <EditorScreen />
        </MemoryRouter>
      </Provider>,
    );
    return store;
  }

  it('renders in the account remote what the editor remote dispatched', async () => {
    const store = renderBoth();
    expect(screen.getByTestId('local-design-summary')).toHaveTextContent('Working locally: 1 box');
    await userEvent.click(screen.getByRole('button', { name: 'Add box' }));
    expect(screen.getByTestId('local-design-summary')).toHaveTextContent('Working locally: 2 boxes');
    expect(selectGridData(store.getState())?.boxes).toHaveLength(2);
  });

  it('lets any remote replace the editor document with the loadGridData contract action', async () => {
    const store = renderBoth();
    const incoming = createDefaultGridData('opened-1');
    incoming.boxes.push(
      { ...incoming.boxes[0]!, id: 'opened-2', order: 1 },
      { ...incoming.boxes[0]!, id: 'opened-3', order: 2 },
    );
    act(() => {
      store.dispatch(loadGridData(incoming));
    });
    expect(await screen.findByText('Working locally: 3 boxes')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-box-id]')).toHaveLength(3);
  });
});
