import { useEffect, useRef, useState } from 'react';
import reportStyles from '../report/ReportDialog.module.css';
import type * as QrCode from './qrCode';
import { ModalFrame } from '../report/ModalFrame';
import { QR_TEXTS, qrFileName, qrImageLabel } from './qrTexts';
import styles from './QrDialog.module.css';

export interface QrDialogProps {
  slug: string;
  url: string;
  /** Closed, the dialog is in the markup, hidden (the server-rendered page's script opens it). */
  open: boolean;
  onClose: () => void;
}

type QrModule = typeof QrCode;

/**
 * The share menu's 'QR code': the page's address as a QR code, with PNG and SVG downloads. The QR code's library
 * (qrCode.ts) is fetched when the dialog first opens. Its markup carries data-qr-* hooks: the server-rendered page's
 * script (sites-mfe/src/enhance/qrDialog.ts) wires the same markup without React.
 */
export function QrDialog({ slug, url, open, onClose }: QrDialogProps) {
  const root = useRef<HTMLDivElement>(null);
  const [qr, setQr] = useState<QrModule | null>(null);

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('button')?.focus();
    if (!qr) import('./qrCode').then(setQr, () => undefined);
  }, [open, qr]);

  // A root-relative address (no PUBLIC_URL) is resolved against the browser's; never read while rendering closed.
  const address = open ? new URL(url, document.baseURI).href : url;
  const save = (format: 'png' | 'svg') =>
    void qr?.downloadQr(document, address, format, qrFileName(slug, format));

  return (
    <ModalFrame
      open={open}
      onClose={onClose}
      title={QR_TEXTS.title}
      intro={QR_TEXTS.intro}
      hook="data-qr-dialog"
      dialogRef={root}
      className={styles.dialog}
    >
      <div
        className={styles.code}
        role="img"
        aria-label={qrImageLabel(address)}
        data-qr-code=""
        // Markup the library made from the address alone (no other input reaches it).
        dangerouslySetInnerHTML={qr && open ? { __html: qr.qrSvg(address) } : undefined}
      />
      <p className={styles.address} data-qr-address="">
        {address}
      </p>
      <div className={`${reportStyles.actions} ${styles.actions}`}>
        <button type="button" className={reportStyles.secondary} onClick={() => save('png')} data-qr-png="">
          {QR_TEXTS.png}
        </button>
        <button type="button" className={reportStyles.secondary} onClick={() => save('svg')} data-qr-svg="">
          {QR_TEXTS.svg}
        </button>
      </div>
      <div className={`${reportStyles.actions} ${styles.actions}`}>
        <button type="button" className={reportStyles.primary} onClick={onClose} data-qr-close="">
          {QR_TEXTS.close}
        </button>
      </div>
    </ModalFrame>
  );
}
