import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Toast } from './Toast';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function Host({ duration }: { duration: number }) {
  const [shown, setShown] = useState(true);
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        rerender {renders}
      </button>
      {shown && <Toast message="Saved!" duration={duration} onDismiss={() => setShown(false)} />}
    </>
  );
}

describe('Toast', () => {
  it('is a status message dismissed after its duration', () => {
    render(<Host duration={3000} />);
    expect(screen.getByRole('status')).toHaveTextContent('Saved!');
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps its countdown when the parent re-renders', () => {
    render(<Host duration={1000} />);
    act(() => jest.advanceTimersByTime(600));
    act(() => screen.getByRole('button').click());
    act(() => jest.advanceTimersByTime(400));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('restarts the countdown for a new message', () => {
    const onDismiss = jest.fn();
    const view = render(<Toast message="One" duration={1000} onDismiss={onDismiss} />);
    act(() => jest.advanceTimersByTime(800));
    view.rerender(<Toast message="Two" duration={1000} onDismiss={onDismiss} />);
    act(() => jest.advanceTimersByTime(800));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(200));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
