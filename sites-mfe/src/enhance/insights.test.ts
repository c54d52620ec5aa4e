// The page's insights beacons, on the server's real markup: what navigator.sendBeacon is given. jsdom has neither
// sendBeacon nor PerformanceObserver: the test stands in for the browser's, feeding the entries a browser would.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enhancePage } from './enhancePage';
import { loadSitePage } from './testPage';

type Entry = Record<string, unknown>;
const sent: unknown[] = [];
const observers = new Map<string, (entries: Entry[]) => void>();

class BrowserPerformanceObserver {
  constructor(private readonly callback: (list: { getEntries(): Entry[] }) => void) {}
  observe({ type }: { type: string }) {
    observers.set(type, (entries) => this.callback({ getEntries: () => entries }));
  }
}

function setNavigator(key: string, value: unknown) {
  Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

const signedOut = (() => Promise.resolve(Response.json({ user: null }))) as typeof fetch;
const beacons = () => sent.map((body) => JSON.parse(body as string) as Record<string, unknown>);

beforeEach(() => {
  sent.length = 0;
  observers.clear();
  setNavigator('sendBeacon', (url: string, body: string) => {
    expect(url).toBe('/api/beacon');
    sent.push(body);
    return true;
  });
  Object.assign(globalThis, { PerformanceObserver: BrowserPerformanceObserver });
  Object.defineProperty(document, 'referrer', { value: 'https://news.example/', configurable: true });
});

afterEach(() => {
  for (const key of ['sendBeacon', 'globalPrivacyControl', 'doNotTrack']) setNavigator(key, undefined);
  Reflect.deleteProperty(globalThis, 'PerformanceObserver');
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  document.body.innerHTML = '';
});

describe('the published page’s insights beacons', () => {
  it('sends one view, one click per box link opened, and the vitals once when the page is hidden', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    loadSitePage();
    enhancePage(document, { fetchImpl: signedOut });
    expect(beacons()).toEqual([{ slug: 'ada', kind: 'view', referrer: 'https://news.example/' }]);

    await userEvent.click(screen.getByText('First box'));
    await userEvent.click(screen.getByText('Hover only'));
    await userEvent.click(screen.getByText('Plain box'));
    expect(beacons().slice(1)).toEqual([{ slug: 'ada', kind: 'click', boxId: 'b1' }]);
    expect(open).toHaveBeenCalledTimes(1);
    open.mockRestore();

    act(() => {
      observers.get('largest-contentful-paint')!([{ startTime: 900 }, { startTime: 1400 }]);
      observers.get('layout-shift')!([
        { value: 0.05, hadRecentInput: false },
        { value: 0.5, hadRecentInput: true },
        { value: 0.02, hadRecentInput: false },
      ]);
      observers.get('event')!([
        { interactionId: 0, duration: 900 },
        { interactionId: 7, duration: 96 },
        { interactionId: 8, duration: 64 },
      ]);
    });
    setVisibility('visible');
    expect(beacons()).toHaveLength(2);
    setVisibility('hidden');
    setVisibility('visible');
    setVisibility('hidden');
    const vitals = beacons().slice(2);
    expect(vitals).toEqual([{ slug: 'ada', kind: 'vitals', lcp: 1400, cls: expect.any(Number), inp: 96 }]);
    expect(vitals[0]!.cls).toBeCloseTo(0.07);
  });

  it('sends 0 for the vitals a browser cannot measure', () => {
    Reflect.deleteProperty(globalThis, 'PerformanceObserver');
    loadSitePage();
    enhancePage(document, { fetchImpl: signedOut });
    setVisibility('hidden');
    expect(beacons()).toEqual([
      { slug: 'ada', kind: 'view', referrer: 'https://news.example/' },
      { slug: 'ada', kind: 'vitals', lcp: 0, cls: 0, inp: 0 },
    ]);
  });

  it.each([
    ['Global Privacy Control', 'globalPrivacyControl', true],
    ['Do Not Track', 'doNotTrack', '1'],
  ])('sends nothing under %s, and box links still open', async (_name, key, value) => {
    setNavigator(key, value);
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    loadSitePage();
    enhancePage(document, { fetchImpl: signedOut });
    await userEvent.click(screen.getByText('First box'));
    setVisibility('hidden');
    expect(sent).toEqual([]);
    expect(open).toHaveBeenCalledTimes(1);
    expect(document.cookie).toBe('');
    open.mockRestore();
  });
});
