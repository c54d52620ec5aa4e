import { act, render } from '@testing-library/react';
import DefaultClock, { Clock, CLOCK_REFRESH_MS } from './Clock';

const TIME_OPTIONS: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
const DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
};

function times(container: HTMLElement) {
  const [time, date] = Array.from(container.querySelectorAll('time'));
  if (!time || !date) throw new Error('expected two <time> elements');
  return { time, date };
}

describe('Clock', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    // Wednesday 15 January 2025, 09:05:30 local time.
    jest.setSystemTime(new Date(2025, 0, 15, 9, 5, 30));
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows hours:minutes (no seconds) and the long date', () => {
    const { container } = render(<Clock />);
    const { time, date } = times(container);
    const at = new Date(2025, 0, 15, 9, 5);

    expect(time).toHaveTextContent(new Intl.DateTimeFormat(undefined, TIME_OPTIONS).format(at));
    expect(time.textContent).toContain('09:05');
    expect(time.textContent).not.toContain('30');
    expect(time).toHaveAttribute('dateTime', '09:05');

    expect(date).toHaveTextContent(new Intl.DateTimeFormat(undefined, DATE_OPTIONS).format(at));
    expect(date.textContent).toContain('2025');
    expect(date.textContent).toContain('15');
    expect(date).toHaveAttribute('dateTime', '2025-01-15');
  });

  it('updates after 60 seconds', () => {
    const { container } = render(<Clock />);
    act(() => {
      jest.advanceTimersByTime(60_000);
    });
    const { time } = times(container);
    expect(time.textContent).toContain('09:06');
    expect(time).toHaveAttribute('dateTime', '09:06');
  });

  it('refreshes every second, rolling the date over at midnight', () => {
    jest.setSystemTime(new Date(2025, 0, 15, 23, 59, 59));
    const { container } = render(<Clock />);
    expect(times(container).date).toHaveAttribute('dateTime', '2025-01-15');

    act(() => {
      jest.advanceTimersByTime(CLOCK_REFRESH_MS);
    });
    const { time, date } = times(container);
    expect(time).toHaveAttribute('dateTime', '00:00');
    expect(date).toHaveAttribute('dateTime', '2025-01-16');
    expect(date).toHaveTextContent(
      new Intl.DateTimeFormat(undefined, DATE_OPTIONS).format(new Date(2025, 0, 16)),
    );
  });

  it('refreshes at a 1 s interval and clears it on unmount', () => {
    const setIntervalSpy = jest.spyOn(globalThis, 'setInterval');
    const clearIntervalSpy = jest.spyOn(globalThis, 'clearInterval');
    const { unmount } = render(<Clock />);
    expect(setIntervalSpy).toHaveBeenCalledWith(expect.any(Function), 1000);
    expect(jest.getTimerCount()).toBe(1);

    unmount();
    expect(clearIntervalSpy).toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
    setIntervalSpy.mockRestore();
    clearIntervalSpy.mockRestore();
  });

  it('is the default export too, and fills the page unless told otherwise', () => {
    expect(DefaultClock).toBe(Clock);
    const { container, rerender } = render(<DefaultClock />);
    expect(container.firstElementChild).toHaveClass('clock', 'standalone');
    rerender(<Clock standalone={false} />);
    expect(container.firstElementChild).toHaveClass('clock');
    expect(container.firstElementChild).not.toHaveClass('standalone');
  });
});
