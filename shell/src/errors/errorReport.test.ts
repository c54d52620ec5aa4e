import {
  ASSUMED_STORAGE_CHARS,
  buildErrorReport,
  clearBentoStorage,
  createErrorId,
  ERROR_REPORTS_KEY,
  readErrorReports,
  saveErrorReport,
} from './errorReport';

const ID_FORMAT = /^error_\d{13}[a-z0-9]+$/;

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('createErrorId', () => {
  it("is 'error_' plus a 13-digit timestamp plus a random base-36 string", () => {
    jest.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const id = createErrorId();
    expect(id).toMatch(ID_FORMAT);
    expect(id.startsWith('error_1700000000000')).toBe(true);
  });

  it('differs between calls', () => {
    expect(createErrorId()).not.toBe(createErrorId());
  });
});

describe('buildErrorReport', () => {
  it('fills details and context from the error and the browser', () => {
    window.history.replaceState(null, '', '/design/1?tab=grid#box');
    localStorage.setItem('ab', 'cde');
    localStorage.setItem('bento-x', '1234');
    const error = new Error('Failed to fetch');

    const report = buildErrorReport(error, '\n    at Grid\n    at App');

    expect(report.type).toBe('network_error');
    expect(report.details).toEqual({
      message: 'Failed to fetch',
      stack: error.stack,
      componentStack: '\n    at Grid\n    at App',
      errorId: expect.stringMatching(ID_FORMAT),
      timestamp: expect.any(String),
      userAgent: navigator.userAgent,
      url: 'http://localhost/design/1?tab=grid#box',
    });
    expect(report.context).toMatchObject({
      pathname: '/design/1',
      search: '?tab=grid',
      hash: '#box',
      referrer: document.referrer,
      screenResolution: `${screen.width}x${screen.height}`,
      viewport: `${window.innerWidth}x${window.innerHeight}`,
      timestamp: report.details.timestamp,
      locale: navigator.language,
      online: navigator.onLine,
      cookieEnabled: navigator.cookieEnabled,
      platform: navigator.platform,
      vendor: navigator.vendor,
      localStorageAvailable: true,
    });
    expect(new Date(report.details.timestamp).toISOString()).toBe(report.details.timestamp);
    // 'ab' + 'cde' + 'bento-x' + '1234'
    const used = 2 + 3 + 7 + 4;
    expect(report.context.localStorageUsage).toEqual({
      used,
      available: ASSUMED_STORAGE_CHARS - used,
      total: 5_242_880,
    });
    window.history.replaceState(null, '', '/');
  });

  it('handles a missing error and a missing component stack', () => {
    const report = buildErrorReport(null);
    expect(report.type).toBe('unknown_error');
    expect(report.details).toMatchObject({ message: '', stack: '', componentStack: '' });
  });

  it("doesn't throw when local storage can't be read", () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Access denied', 'SecurityError');
    });
    const report = buildErrorReport(new Error('x'));
    expect(report.context.localStorageAvailable).toBe(false);
    expect(report.context.localStorageUsage.total).toBe(ASSUMED_STORAGE_CHARS);
  });

  it("doesn't throw when even reaching window.localStorage throws", () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const report = buildErrorReport(new Error('x'));
    expect(report.context.localStorageAvailable).toBe(false);
    expect(report.context.localStorageUsage).toEqual({ used: 0, available: 5_242_880, total: 5_242_880 });
  });
});

describe('saveErrorReport and readErrorReports', () => {
  it('keeps reports newest first, at most 5', () => {
    const reports = Array.from({ length: 7 }, (_, i) => buildErrorReport(new Error(`error ${i}`)));
    reports.forEach(saveErrorReport);

    const kept = readErrorReports();
    expect(kept.map((report) => report.details.message)).toEqual([
      'error 6',
      'error 5',
      'error 4',
      'error 3',
      'error 2',
    ]);
    expect(JSON.parse(localStorage.getItem(ERROR_REPORTS_KEY) ?? '[]')).toHaveLength(5);
  });

  it("doesn't keep the same report twice", () => {
    const report = buildErrorReport(new Error('once'));
    saveErrorReport(report);
    saveErrorReport(report);
    expect(readErrorReports()).toHaveLength(1);
  });

  it('swallows storage failures', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(() => saveErrorReport(buildErrorReport(new Error('x')))).not.toThrow();
    expect(setItem).toHaveBeenCalled();
    setItem.mockRestore();
    expect(readErrorReports()).toEqual([]);
  });

  it('keeps at least the new report when the full list no longer fits', () => {
    saveErrorReport(buildErrorReport(new Error('old')));
    const realSetItem = Storage.prototype.setItem;
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if ((JSON.parse(value) as unknown[]).length > 1) throw new DOMException('full', 'QuotaExceededError');
      realSetItem.call(this, key, value);
    });
    saveErrorReport(buildErrorReport(new Error('new')));
    expect(readErrorReports().map((report) => report.details.message)).toEqual(['new']);
  });

  it('reads corrupt or foreign data as no reports', () => {
    localStorage.setItem(ERROR_REPORTS_KEY, '{not json');
    expect(readErrorReports()).toEqual([]);
    localStorage.setItem(ERROR_REPORTS_KEY, JSON.stringify([{ nope: true }, 3]));
    expect(readErrorReports()).toEqual([]);
  });
});

describe('clearBentoStorage', () => {
  it("removes every 'bento-' key and nothing else", () => {
    localStorage.setItem('bento-a', '1');
    localStorage.setItem('bento-b', '2');
    localStorage.setItem('bento-c', '3');
    localStorage.setItem('other', '4');
    localStorage.setItem('my-bento-thing', '5');
    localStorage.setItem('Bento-upper', '6');

    expect(clearBentoStorage()).toBe(3);

    expect(Object.keys(localStorage).sort()).toEqual(['Bento-upper', 'my-bento-thing', 'other']);
  });

  it("doesn't throw when storage is blocked", () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(clearBentoStorage()).toBe(0);
  });
});
