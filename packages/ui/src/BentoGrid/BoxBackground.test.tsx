import { act, cleanup, render } from '@testing-library/react';
import { createBox, createDefaultBoxStyle, createDefaultGridData } from '@bento/core';
import { BentoGrid } from './BentoGrid';

const VIDEO_URL = 'https://v.example/loop.webm';

/** A stand-in for the browser's IntersectionObserver: the test says when an element enters or leaves the view. */
class ControlledIntersectionObserver {
  static all: ControlledIntersectionObserver[] = [];
  private readonly targets = new Set<Element>();

  constructor(private readonly callback: IntersectionObserverCallback) {
    ControlledIntersectionObserver.all.push(this);
  }

  observe(target: Element) {
    this.targets.add(target);
  }

  unobserve(target: Element) {
    this.targets.delete(target);
  }

  disconnect() {
    this.targets.clear();
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  static watching(target: Element): boolean {
    return ControlledIntersectionObserver.all.some((each) => each.targets.has(target));
  }

  /** Tells every observer watching `target` that it is now in view or out of it. */
  static report(target: Element, isIntersecting: boolean) {
    for (const observer of ControlledIntersectionObserver.all.filter((each) => each.targets.has(target))) {
      const entry = { target, isIntersecting } as IntersectionObserverEntry;
      act(() => observer.callback([entry], observer as unknown as IntersectionObserver));
    }
  }
}

function renderVideoBox() {
  const style = { ...createDefaultBoxStyle(), bgVideoUrl: VIDEO_URL };
  const gridData = { ...createDefaultGridData(), boxes: [createBox('clip', 0, '', { style })] };
  const { container, unmount } = render(<BentoGrid gridData={gridData} />);
  return { video: container.querySelector('video')!, unmount };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('a background video out of view (editor-core.md §9)', () => {
  // jsdom has no media playback: pause() and load() are recorded instead.
  let pause: jest.SpyInstance;
  let load: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    ControlledIntersectionObserver.all = [];
    globalThis.IntersectionObserver =
      ControlledIntersectionObserver as unknown as typeof globalThis.IntersectionObserver;
    pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    load = jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  });

  afterEach(() => {
    cleanup(); // unmount (clearing the check interval) while the fake timers are still in place
    jest.useRealTimers();
    jest.restoreAllMocks();
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('is paused and loses its source at the first check after 60 s, and reloads back in view', () => {
    const { video } = renderVideoBox();
    ControlledIntersectionObserver.report(video, true);
    advance(10_000);
    ControlledIntersectionObserver.report(video, false); // out of view from t = 10 s

    advance(50_000); // checks at 30 s and 60 s: out of view for 20 s and 50 s
    expect(video).toHaveAttribute('src', VIDEO_URL);
    expect(pause).not.toHaveBeenCalled();

    advance(30_000); // check at 90 s: out of view for 80 s
    expect(pause).toHaveBeenCalledTimes(1);
    expect(video).not.toHaveAttribute('src');
    expect(load).toHaveBeenCalledTimes(1);

    ControlledIntersectionObserver.report(video, true);
    expect(video).toHaveAttribute('src', VIDEO_URL);
  });

  it('keeps playing while in view', () => {
    const { video } = renderVideoBox();
    ControlledIntersectionObserver.report(video, true);
    advance(10 * 60_000);
    expect(video).toHaveAttribute('src', VIDEO_URL);
    expect(pause).not.toHaveBeenCalled();
  });

  it('stops watching and checking when the box goes away', () => {
    const { video, unmount } = renderVideoBox();
    expect(ControlledIntersectionObserver.watching(video)).toBe(true);
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(ControlledIntersectionObserver.watching(video)).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
  });
});
