import { remoteBaseUrl, remoteStylesLoaded, forgetFailedStyles, watchStylesheets } from './remoteStyles';

const BASE = 'https://cdn.example.org/account/';

function addLink(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
  return link;
}

describe('a remote’s stylesheets', () => {
  const watch = watchStylesheets(document);

  afterEach(() => {
    document.head.innerHTML = '';
    jest.useRealTimers();
  });

  it('takes the folder of the manifest as the remote’s base, relative or absolute', () => {
    expect(remoteBaseUrl('/remotes/editor/mf-manifest.json', 'http://localhost:3000/x')).toBe(
      'http://localhost:3000/remotes/editor/',
    );
    expect(remoteBaseUrl(`${BASE}mf-manifest.json`, 'http://localhost:3000/')).toBe(BASE);
  });

  it('resolves when every link under the base has loaded, ignoring other links', async () => {
    const own = addLink(`${BASE}sidebar.css`);
    addLink('https://elsewhere.example.org/never.css');
    const done = remoteStylesLoaded(watch, BASE, document, 5000);
    own.dispatchEvent(new Event('load'));
    await expect(done).resolves.toBeUndefined();
  });

  it('rejects as soon as one fails, even when its error came before the check', async () => {
    const failed = addLink(`${BASE}missing.css`);
    failed.dispatchEvent(new Event('error'));
    addLink(`${BASE}pending.css`);
    await expect(remoteStylesLoaded(watch, BASE, document, 5000)).rejects.toThrow(`${BASE}missing.css`);
  });

  it('rejects when a link is still loading after the wait', async () => {
    jest.useFakeTimers();
    addLink(`${BASE}slow.css`);
    const done = remoteStylesLoaded(watch, BASE, document, 5000);
    jest.advanceTimersByTime(5000);
    await expect(done).rejects.toThrow(`${BASE}slow.css`);
  });

  it('forgets failed and pending links before a retry, keeps loaded ones', () => {
    const loaded = addLink(`${BASE}ok.css`);
    loaded.dispatchEvent(new Event('load'));
    addLink(`${BASE}failed.css`).dispatchEvent(new Event('error'));
    addLink(`${BASE}pending.css`);
    forgetFailedStyles(watch, BASE, document);
    expect([...document.querySelectorAll('link')].map((link) => link.href)).toEqual([`${BASE}ok.css`]);
  });
});
