import { createAppStore, loadGridData, type AppStore } from '@bento/store';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import {
  allSelected,
  boxSelected,
  nestedBoxSelected,
  previewEntered,
  selectionCleared,
} from '../state/editorSlice';
import { createScreenFlags, ScreenFlagsContext } from '../screenFlags';
import { docWith } from '../state/testUtils';
import { KeyboardHelpPanel, SHORTCUT_TIP } from './KeyboardHelpPanel';
import { HELP_COLLAPSED_KEY } from './usePanelPreferences';

function setWindow(width: number, hover: boolean) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
  window.matchMedia = ((query: string) => ({
    matches: query === '(hover: hover)' && hover,
    media: query,
  })) as unknown as typeof window.matchMedia;
}

function setup() {
  const store: AppStore = createAppStore();
  store.dispatch(loadGridData(docWith(3, { b2: 2 })));
  const flags = createScreenFlags();
  // The editor screen (EditorScreen.tsx) in short: the panel's open state shows on it.
  const view = render(
    <Provider store={store}>
      <ScreenFlagsContext value={flags}>
        <main ref={flags.attach}>
          <KeyboardHelpPanel />
        </main>
      </ScreenFlagsContext>
    </Provider>,
  );
  const run = (...actions: Parameters<AppStore['dispatch']>[0][]) =>
    act(() => {
      for (const action of actions) store.dispatch(action);
    });
  const title = () => screen.getByRole('heading').textContent;
  return { store, view, run, title };
}

beforeEach(() => {
  localStorage.clear();
  // The lists below need it open (a new user's panel starts collapsed: see the collapse test).
  localStorage.setItem(HELP_COLLAPSED_KEY, 'false');
  setWindow(1280, true);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('KeyboardHelpPanel', () => {
  it('titles the panel by the selection and lists the shortcuts for it', () => {
    const { run, title } = setup();
    expect(title()).toBe('Editor');
    expect(screen.getByText('Add a box')).toBeInTheDocument();
    expect(screen.queryByText('Duplicate')).toBeNull();

    run(boxSelected({ id: 'b1' }));
    expect(title()).toBe('Box Selected');
    expect(screen.getByText('Duplicate')).toBeInTheDocument();
    expect(screen.getByText('Resize')).toBeInTheDocument();

    run(allSelected());
    expect(title()).toBe('3 Boxes Selected');

    run(nestedBoxSelected({ id: 'b2-n1' }));
    expect(title()).toBe('Nested Object Selected');
    expect(screen.getByText('Horizontal position')).toBeInTheDocument();
    expect(screen.getByText('Reset size')).toBeInTheDocument();

    run(selectionCleared(), previewEntered());
    expect(title()).toBe('Preview Mode');
    expect(screen.getByText('Exit preview')).toBeInTheDocument();
    expect(screen.queryByText('Add a box')).toBeNull();
  });

  it('shows Ctrl as the command key off a Mac', () => {
    setup();
    expect(screen.getByText('Ctrl+Z')).toBeInTheDocument();
  });

  it('starts collapsed for a new user, then collapses and expands, remembering the choice locally', () => {
    localStorage.clear();
    const fresh = setup();
    expect(screen.getByRole('button', { name: 'Expand keyboard help' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('main')).not.toHaveAttribute('data-help-expanded');
    fresh.view.unmount();
    localStorage.setItem(HELP_COLLAPSED_KEY, 'false');

    const first = setup();
    expect(screen.getByRole('main')).toHaveAttribute('data-help-expanded');
    const collapse = screen.getByRole('button', { name: 'Collapse keyboard help' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(collapse);
    expect(screen.queryByText('Add a box')).toBeNull();
    expect(localStorage.getItem(HELP_COLLAPSED_KEY)).toBe('true');
    expect(screen.getByRole('main')).not.toHaveAttribute('data-help-expanded');
    expect(screen.getByRole('heading')).toHaveTextContent('Editor');
    first.view.unmount();

    setup();
    const expand = screen.getByRole('button', { name: 'Expand keyboard help' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Add a box')).toBeNull();
    fireEvent.click(expand);
    expect(screen.getByText('Add a box')).toBeInTheDocument();
    expect(localStorage.getItem(HELP_COLLAPSED_KEY)).toBe('false');
    expect(screen.getByRole('main')).toHaveAttribute('data-help-expanded');
  });

  it('shows the shortcut tip only at 768 px or wider on hover-capable devices', () => {
    setWindow(767, true);
    const narrow = setup();
    expect(screen.queryByRole('button', { name: 'Shortcut tip' })).toBeNull();
    act(() => {
      setWindow(768, true);
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByRole('button', { name: 'Shortcut tip' })).toBeInTheDocument();
    narrow.view.unmount();

    setWindow(1280, false);
    setup();
    expect(screen.queryByRole('button', { name: 'Shortcut tip' })).toBeNull();
  });

  it('the tip tooltip shows for 3 s on hover', () => {
    jest.useFakeTimers();
    setup();
    const tip = screen.getByRole('button', { name: 'Shortcut tip' });
    fireEvent.mouseEnter(tip);
    expect(screen.getByRole('tooltip')).toHaveTextContent(SHORTCUT_TIP);
    act(() => {
      jest.advanceTimersByTime(2999);
    });
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(tip);
    fireEvent.mouseLeave(tip);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
