// The two notices of the image pipeline (editor-core.md §2 'Other', §4 'Storage warning', §8), drawn once one
// opens: this file loads then (./ImageNotices.tsx), not with the editor's first screen (issue 17).
import { UPLOAD_MESSAGES, UPLOAD_NOTICE_MS } from '@bento/core';
import { Dialog } from '@bento/ui';
import { useEffect, type KeyboardEvent } from 'react';
import { closeImageNotice } from '../intake/imageNotices';
import { markShown } from '../intake/uploadCounter';
import styles from './ImageNotices.module.css';

export const STORAGE_NOTICE_TITLE = 'Storage Notice';
export const STORAGE_NOTICE_TEXT =
  'Images you drop are kept in this browser, whose storage is small: after a few of them your work may no longer ' +
  'fit. Use image URLs instead (an image host gives you one), or sign in so your images are uploaded.';
export const UPLOAD_HOST_HINT =
  'Tip: put the image on an image host and paste its link into the box instead, or sign in: your images are ' +
  'then uploaded with your design.';

/** Once 5 images are kept inline and it was never acknowledged; closing it, 'Got it' or not, acknowledges it. */
function StorageNotice() {
  const close = () => {
    markShown('hasShownStorageWarning');
    closeImageNotice('storage');
  };
  return (
    <Dialog title={STORAGE_NOTICE_TITLE} onClose={close}>
      <p className={styles.text}>{STORAGE_NOTICE_TEXT}</p>
      <button type="button" className={styles.primary} onClick={close}>
        Got it
      </button>
    </Dialog>
  );
}

const closeLimitation = () => closeImageNotice('uploadLimitation');

/** For a signed-out user's first inline image; goes by itself after 15 s (or with its close button, or Escape). */
function UploadLimitationNotice() {
  useEffect(() => {
    const timer = setTimeout(closeLimitation, UPLOAD_NOTICE_MS);
    return () => clearTimeout(timer);
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    // The editor's own Escape (clear the selection, exit preview) must not run as well.
    event.stopPropagation();
    closeLimitation();
  };
  return (
    <div className={styles.card} role="status" aria-live="polite" onKeyDown={onKeyDown}>
      <p className={styles.title}>{UPLOAD_MESSAGES.uploadLimitation}</p>
      <p className={styles.text}>{UPLOAD_HOST_HINT}</p>
      <button type="button" className={styles.close} aria-label="Close notice" onClick={closeLimitation}>
        ×
      </button>
    </div>
  );
}

/** The open notices (one lazily loaded component, so a second notice never suspends the first). */
export function NoticeViews({ storage, limitation }: { storage: boolean; limitation: boolean }) {
  return (
    <>
      {limitation ? <UploadLimitationNotice /> : null}
      {storage ? <StorageNotice /> : null}
    </>
  );
}
