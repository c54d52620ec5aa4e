import { downloadQr, qrSvg } from '../viewer/qr/qrCode';
import { qrFileName, qrImageLabel } from '../viewer/qr/qrTexts';
import { wrapTab } from '../viewer/report/reportTexts';
import { HOOKS } from './hooks';
import type { DialogPart } from './lazyParts';

/** The QR dialog's parts (QrDialog.tsx): here, not in HOOKS, so that only this part carries them. */
export const QR_HOOKS = {
  dialog: '[data-qr-dialog]',
  code: '[data-qr-code]',
  address: '[data-qr-address]',
  png: '[data-qr-png]',
  svg: '[data-qr-svg]',
  close: '[data-qr-close]',
} as const;

/**
 * 'QR code' on the server-rendered page (a part of its own, with the QR code's library: lazyParts.ts, opened through
 * dialogOpeners.ts): wires the dialog sites-mfe/src/viewer/qr/QrDialog.tsx rendered hidden, draws the page's
 * address into it and answers what opens it, or null when the page has no dialog. Download PNG and Download SVG save
 * the code; Escape or Close hide the dialog and focus goes back to Share; Tab stays inside.
 */
export const wireDialog: DialogPart['wireDialog'] = (doc, { slug, url: pageUrl }) => {
  const backdrop = doc.querySelector<HTMLElement>(QR_HOOKS.dialog);
  const dialog = backdrop?.querySelector<HTMLElement>('[role=dialog]');
  if (!backdrop || !dialog) return null;
  const part = (hook: string) => backdrop.querySelector<HTMLElement>(hook)!;
  // A root-relative address (no PUBLIC_URL) is resolved against the browser's, as the share menu does.
  const url = new URL(pageUrl, doc.baseURI).href;
  const code = part(QR_HOOKS.code);
  code.innerHTML = qrSvg(url);
  code.setAttribute('aria-label', qrImageLabel(url));
  part(QR_HOOKS.address).textContent = url;

  const close = () => {
    backdrop.hidden = true;
    doc.querySelector<HTMLElement>(HOOKS.shareToggle)?.focus();
  };
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    } else wrapTab(dialog, event);
  });
  part(QR_HOOKS.close).addEventListener('click', close);
  for (const format of ['png', 'svg'] as const)
    part(QR_HOOKS[format]).addEventListener(
      'click',
      () => void downloadQr(doc, url, format, qrFileName(slug, format)),
    );
  return () => {
    backdrop.hidden = false;
    dialog.querySelector<HTMLElement>('button')?.focus();
  };
};
