import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { QrDialog } from './qr/QrDialog';
import { QR_TEXTS } from './qr/qrTexts';
import { ReportDialog } from './report/ReportDialog';
import { REPORT_TEXTS } from './report/reportTexts';
import { COPIED_LABEL, COPIED_MS, COPY_LABEL, DEVICE_SHARE_LABEL, shareLinks } from './shareLinks';
import styles from './ShareMenu.module.css';

export { COPIED_MS };

export interface ShareMenuProps {
  /** The site's slug: 'Report this site' reports it. */
  slug: string;
  url: string;
  title: string;
  text: string;
}

type ShareNavigator = Navigator & { share?: (data: ShareData) => Promise<void> };

const noSubscription = () => () => undefined;
const browserCanShare = () => typeof (navigator as ShareNavigator).share === 'function';

/**
 * A menu: the browser's share dialog first where it exists ('Share with this device…'), share pages, 'Copy link',
 * 'QR code' (its dialog: qr/QrDialog.tsx) and 'Report this site' (its dialog: report/ReportDialog.tsx), so a
 * visitor on a phone can report a site too. The menu and the dialogs are always in the markup (hidden while closed;
 * the device item until the browser is known to share) and the data-* hooks mark their parts: the server-rendered
 * page's script (sites-mfe/src/enhance/shareMenu.ts, qrDialog.ts, reportDialog.ts) wires the same markup without
 * React.
 */
export function ShareMenu({ slug, url, title, text }: ShareMenuProps) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  // A new key per opening: every report starts empty.
  const [report, setReport] = useState({ open: false, key: 0 });
  const [qrOpen, setQrOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  // The server's markup (and so the first render while hydrating) leaves the item hidden.
  const canShare = useSyncExternalStore(noSubscription, browserCanShare, () => false);
  const deviceShare = () => {
    setOpen(false);
    // A dismissed dialog rejects: nothing to report.
    (navigator as ShareNavigator).share?.({ title, text, url }).catch(() => undefined);
  };

  const copy = () => {
    // §8: a failed clipboard write is silently ignored.
    navigator.clipboard
      ?.writeText(url)
      .then(() => {
        setCopied(true);
        clearTimeout(copiedTimer.current);
        copiedTimer.current = setTimeout(() => setCopied(false), COPIED_MS);
      })
      .catch(() => undefined);
  };

  return (
    <div className={styles.root} ref={root}>
      <button
        ref={toggle}
        type="button"
        className={styles.button}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        data-share-toggle=""
        onClick={() => setOpen((value) => !value)}
      >
        Share
      </button>
      <div
        id={menuId}
        className={styles.menu}
        role="group"
        aria-label="Share this site"
        hidden={!open}
        data-share-menu=""
      >
        <button
          type="button"
          className={styles.item}
          hidden={!canShare}
          onClick={deviceShare}
          data-device-share=""
        >
          {DEVICE_SHARE_LABEL}
        </button>
        {shareLinks(url, text).map((link) => (
          <a
            key={link.label}
            className={styles.item}
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            {link.label}
          </a>
        ))}
        <button type="button" className={styles.item} onClick={copy} data-copy-link="">
          {copied ? COPIED_LABEL : COPY_LABEL}
        </button>
        <button
          type="button"
          className={styles.item}
          onClick={() => {
            setOpen(false);
            setQrOpen(true);
          }}
          data-dialog-part="qr"
        >
          {QR_TEXTS.open}
        </button>
        <button
          type="button"
          className={`${styles.item} ${styles.report}`}
          onClick={() => {
            setOpen(false);
            setReport(({ key }) => ({ open: true, key: key + 1 }));
          }}
          data-dialog-part="report"
        >
          {REPORT_TEXTS.title}
        </button>
      </div>
      <QrDialog
        slug={slug}
        url={url}
        open={qrOpen}
        onClose={() => {
          setQrOpen(false);
          toggle.current?.focus();
        }}
      />
      <ReportDialog
        key={report.key}
        slug={slug}
        open={report.open}
        onClose={() => {
          setReport(({ key }) => ({ open: false, key }));
          toggle.current?.focus();
        }}
      />
    </div>
  );
}
