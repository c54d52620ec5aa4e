import { act, render, screen } from '@testing-library/react';
import { useViewportBreakpoint } from './useViewportBreakpoint';

function Probe() {
  return <p>{useViewportBreakpoint() ?? 'unknown'}</p>;
}

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
  window.dispatchEvent(new Event('resize'));
}

describe('useViewportBreakpoint', () => {
  afterEach(() => jest.useRealTimers());

  it('re-reads the breakpoint 250 ms after resizing stops', () => {
    jest.useFakeTimers();
    Object.defineProperty(window, 'innerWidth', { value: 1200, configurable: true });
    render(<Probe />);
    expect(screen.getByText('desktop')).toBeInTheDocument();
    act(() => {
      resizeTo(500);
      jest.advanceTimersByTime(200);
      resizeTo(800);
      jest.advanceTimersByTime(249);
    });
    expect(screen.getByText('desktop')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('tablet')).toBeInTheDocument();
  });
});
