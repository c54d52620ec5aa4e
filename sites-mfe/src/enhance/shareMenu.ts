import { COPIED_LABEL, COPIED_MS, COPY_LABEL, shareLinks } from '../viewer/shareLinks';
import { HOOKS } from './hooks';

export interface ShareData {
  url: string;
  title: string;
  text: string;
}

type ShareNavigator = Navigator & { share?: (data: ShareData) => Promise<void> };

/**
 * The address to share. The server sends its public address (PUBLIC_URL) when it has one; otherwise the page's
 * root-relative path, resolved here against the browser's address, and the share links' hrefs are rebuilt
 * with it (the server never takes an address from the request's Host header).
 */
function resolveShareUrl(doc: Document, menu: HTMLElement, data: ShareData): string {
  if (!data.url.startsWith('/')) return data.url;
  let url: string;
  try {
    url = new URL(data.url, doc.baseURI).href;
  } catch {
    return data.url;
  }
  const anchors = [...menu.querySelectorAll<HTMLAnchorElement>('a[href]')];
  for (const link of shareLinks(url, data.text)) {
    const anchor = anchors.find((candidate) => candidate.textContent === link.label);
    if (anchor) anchor.href = link.href;
  }
  return url;
}

/**
 * The server-rendered share menu (sites-mfe/src/viewer/ShareMenu.tsx, hidden): Share toggles it; its first item,
 * shown where the browser has a share dialog, opens that dialog; outside pointer or Escape closes it; 'Copy link'
 * copies and says 'Copied!' for 2 seconds. The share links carry url and text in their markup (see
 * resolveShareUrl). Answers what closes the menu ('Report this site' does: reportDialog.ts).
 */
export function wireShareMenu(doc: Document, data: ShareData): () => void {
  const toggle = doc.querySelector<HTMLButtonElement>(HOOKS.shareToggle);
  const menu = doc.querySelector<HTMLElement>(HOOKS.shareMenu);
  if (!toggle || !menu) return () => undefined;
  const win = doc.defaultView ?? window;
  const root = toggle.parentElement ?? doc.body;
  const url = resolveShareUrl(doc, menu, data);

  const setOpen = (open: boolean) => {
    menu.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
  };

  toggle.addEventListener('click', () => setOpen(menu.hidden));
  const nav = win.navigator as ShareNavigator;
  const device = menu.querySelector<HTMLButtonElement>(HOOKS.deviceShare);
  if (device && typeof nav.share === 'function') {
    device.hidden = false;
    device.addEventListener('click', () => {
      setOpen(false);
      // A dismissed dialog rejects: nothing to report.
      nav.share!({ title: data.title, text: data.text, url }).catch(() => undefined);
    });
  }
  doc.addEventListener('pointerdown', (event) => {
    if (!menu.hidden && !root.contains(event.target as Node)) setOpen(false);
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !menu.hidden) setOpen(false);
  });

  const copy = menu.querySelector<HTMLButtonElement>(HOOKS.copyLink);
  let copiedTimer: ReturnType<typeof setTimeout> | undefined;
  copy?.addEventListener('click', () => {
    // §8: a failed clipboard write is silently ignored.
    win.navigator.clipboard
      ?.writeText(url)
      .then(() => {
        copy.textContent = COPIED_LABEL;
        clearTimeout(copiedTimer);
        copiedTimer = setTimeout(() => {
          copy.textContent = COPY_LABEL;
        }, COPIED_MS);
      })
      .catch(() => undefined);
  });
  return () => setOpen(false);
}
