// The page's insights beacons (api/src/insights): one view per page view, one click per box link opened, and the
// visit's web vitals once the page is hidden. Nothing at all when the visitor asks not to be tracked (GPC, DNT);
// no cookie, no storage. Kept tiny: the vitals are measured here (LCP: the last candidate; CLS: every shift
// without recent input; INP: the slowest interaction), not with the web-vitals package.
type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean };
type VitalEntry = PerformanceEntry & { value: number; hadRecentInput: boolean; interactionId: number };

/** Starts the page's beacons; answers how to count a click on a box link (undefined: nothing is counted). */
export function startInsights(doc: Document, slug: string): ((boxId?: string) => void) | undefined {
  const nav = navigator as PrivacyNavigator;
  if (nav.globalPrivacyControl || nav.doNotTrack == '1' || !nav.sendBeacon) return;
  const send = (body: object) => nav.sendBeacon('/api/beacon', JSON.stringify({ slug, ...body }));
  const vitals = { kind: 'vitals', lcp: 0, cls: 0, inp: 0 };
  const observe = (type: string, read: (entry: VitalEntry) => unknown) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(read as never)).observe({
        type,
        buffered: true,
        durationThreshold: 40,
      } as PerformanceObserverInit);
    } catch {
      // Not measured in this browser: sent as 0 (lcp, inp: not measured).
    }
  };
  observe('largest-contentful-paint', (entry) => (vitals.lcp = entry.startTime));
  observe('layout-shift', (entry) => entry.hadRecentInput || (vitals.cls += entry.value));
  observe('event', (entry) => entry.interactionId && (vitals.inp = Math.max(vitals.inp, entry.duration)));
  const hidden = () => {
    if (doc.visibilityState != 'hidden') return;
    doc.removeEventListener('visibilitychange', hidden);
    send(vitals);
  };
  doc.addEventListener('visibilitychange', hidden);
  send({ kind: 'view', referrer: doc.referrer });
  return (boxId) => send({ kind: 'click', boxId });
}
