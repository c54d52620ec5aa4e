import { act, renderHook } from '@testing-library/react';
import {
  afterPaintWhenIdle,
  IDLE_TIMEOUT_MS,
  PAINT_REPORT_TIMEOUT_MS,
  useAfterPaintWhenIdle,
} from './afterPaintWhenIdle';

describe('afterPaintWhenIdle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('calls back only after the next frame has been painted', () => {
    const callback = jest.fn();
    afterPaintWhenIdle(callback);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(IDLE_TIMEOUT_MS + 100);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never calls back once cancelled', () => {
    const callback = jest.fn();
    afterPaintWhenIdle(callback)();
    jest.advanceTimersByTime(IDLE_TIMEOUT_MS + 100);
    expect(callback).not.toHaveBeenCalled();
  });

  describe('in a browser that reports largest contentful paints (jsdom does not)', () => {
    let report: (() => void) | null = null;
    class ReportingObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(private readonly onReport: () => void) {}
      observe() {
        report = this.onReport;
      }
      disconnect() {
        report = null;
      }
    }
    beforeEach(() => Object.assign(window, { PerformanceObserver: ReportingObserver }));
    afterEach(() => {
      Reflect.deleteProperty(window, 'PerformanceObserver');
      report = null;
    });

    it('waits for the paint to be reported', () => {
      const callback = jest.fn();
      afterPaintWhenIdle(callback);
      jest.advanceTimersByTime(50);
      expect(callback).not.toHaveBeenCalled();
      expect(report).not.toBeNull();
      report?.();
      jest.advanceTimersByTime(1);
      expect(callback).toHaveBeenCalledTimes(1);
      expect(report).toBeNull();
    });

    it('goes on without a report when the paint brought no larger content', () => {
      const callback = jest.fn();
      afterPaintWhenIdle(callback);
      jest.advanceTimersByTime(PAINT_REPORT_TIMEOUT_MS - 10);
      expect(callback).not.toHaveBeenCalled();
      jest.advanceTimersByTime(30);
      expect(callback).toHaveBeenCalledTimes(1);
      expect(report).toBeNull();
    });

    it('stops listening when cancelled', () => {
      const callback = jest.fn();
      const cancel = afterPaintWhenIdle(callback);
      jest.advanceTimersByTime(50);
      cancel();
      expect(report).toBeNull();
      jest.advanceTimersByTime(1000);
      expect(callback).not.toHaveBeenCalled();
    });
  });

  describe('in a browser with idle callbacks (jsdom has none): one that stays busy', () => {
    const busy = (callback: () => void, options?: { timeout?: number }) =>
      setTimeout(callback, options?.timeout ?? 60_000) as unknown as number;
    beforeEach(() => {
      Object.assign(window, { requestIdleCallback: busy, cancelIdleCallback: clearTimeout });
    });
    afterEach(() => {
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(window, 'cancelIdleCallback');
    });

    it('waits for idle time, up to the time-out', () => {
      const callback = jest.fn();
      afterPaintWhenIdle(callback, 500);
      jest.advanceTimersByTime(400);
      expect(callback).not.toHaveBeenCalled();
      jest.advanceTimersByTime(200);
      expect(callback).toHaveBeenCalledTimes(1);
    });

    it('can be cancelled after the paint, while it waits', () => {
      const callback = jest.fn();
      const cancel = afterPaintWhenIdle(callback, 500);
      jest.advanceTimersByTime(100);
      cancel();
      jest.advanceTimersByTime(1000);
      expect(callback).not.toHaveBeenCalled();
    });
  });
});

describe('useAfterPaintWhenIdle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stays false until ready, then turns true after a paint, and stays true', () => {
    const { result, rerender } = renderHook(({ ready }) => useAfterPaintWhenIdle(ready), {
      initialProps: { ready: false },
    });
    act(() => jest.advanceTimersByTime(IDLE_TIMEOUT_MS + 100));
    expect(result.current).toBe(false);
    rerender({ ready: true });
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(IDLE_TIMEOUT_MS + 100));
    expect(result.current).toBe(true);
    rerender({ ready: false });
    expect(result.current).toBe(true);
  });
});
