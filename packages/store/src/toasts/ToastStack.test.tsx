import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { TOAST_MS } from '../designs/messages';
import { selectToasts, toastShown } from '../slices/ui';
import { createAppStore } from '../store';
import { ToastStack } from './ToastStack';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('shows the store’s toasts one at a time, oldest first, each for TOAST_MS', () => {
  const store = createAppStore();
  render(
    <Provider store={store}>
      <ToastStack />
    </Provider>,
  );
  expect(screen.queryByRole('status')).not.toBeInTheDocument();

  act(() => {
    store.dispatch(toastShown('Design saved'));
    store.dispatch(toastShown('Site published'));
  });
  expect(screen.getByRole('status')).toHaveTextContent('Design saved');

  act(() => jest.advanceTimersByTime(TOAST_MS - 1));
  expect(screen.getByRole('status')).toHaveTextContent('Design saved');
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('status')).toHaveTextContent('Site published');
  expect(selectToasts(store.getState()).map((toast) => toast.message)).toEqual(['Site published']);

  act(() => jest.advanceTimersByTime(TOAST_MS));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(selectToasts(store.getState())).toEqual([]);
});
