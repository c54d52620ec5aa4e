import { useId, useState } from 'react';
import { designsApi, errorMessage, type SiteFavicon } from '@bento/store';
import { FAVICON_TYPES, SITE_SEARCH_TEXTS, faviconFileError } from '@bento/core';
import { dialogFormStyles as formStyles } from '@bento/ui/dialogForm';
import { FilePickButton } from './FilePickButton';
import styles from './SearchSharing.module.css';

export interface FaviconFieldProps {
  designId: string;
  siteId: string;
  favicon: SiteFavicon | null;
  onChange: (favicon: SiteFavicon | null) => void;
}

/**
 * The site's favicon: saved as soon as it is chosen (the server resizes it to 32, 180, 192 and 512 pixel squares),
 * or removed. The file's type and size are checked here first, with the server's words.
 */
export function FaviconField({ designId, siteId, favicon, onChange }: FaviconFieldProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  const run = async (work: () => Promise<{ favicon?: SiteFavicon | null }>, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      onChange((await work()).favicon ?? null);
      setMessage({ error: false, text: done });
    } catch (failure) {
      setMessage({ error: true, text: errorMessage(failure, SITE_SEARCH_TEXTS.faviconFailed) });
    } finally {
      setBusy(false);
    }
  };

  const upload = (file: File) => {
    const problem = faviconFileError(file);
    if (problem) return setMessage({ error: true, text: problem });
    void run(() => designsApi.setFavicon(designId, siteId, file), SITE_SEARCH_TEXTS.faviconSaved);
  };

  return (
    <div className={formStyles.field}>
      <span className={formStyles.label} id={`${id}-label`}>
        Favicon
      </span>
      <div className={styles.row}>
        {favicon ? (
          <img
            className={styles.favicon}
            src={favicon.icon180}
            alt="Current favicon"
            width={32}
            height={32}
          />
        ) : (
          <span className={styles.faviconEmpty} aria-hidden="true" />
        )}
        <FilePickButton
          accept={FAVICON_TYPES.join(',')}
          busy={busy}
          describedBy={`${id}-hint`}
          onPick={upload}
        >
          {favicon ? 'Replace favicon' : 'Upload favicon'}
        </FilePickButton>
        {favicon && (
          <button
            type="button"
            className={formStyles.button}
            disabled={busy}
            onClick={() =>
              void run(() => designsApi.removeFavicon(designId, siteId), SITE_SEARCH_TEXTS.faviconRemoved)
            }
          >
            Remove
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className={formStyles.hint}>
        A square image of at least 32 × 32 pixels (PNG, JPEG, WebP, GIF or AVIF, up to 1 MB), saved at once.
      </p>
      {busy && <p role="status">Saving favicon...</p>}
      {message && (
        <p role={message.error ? 'alert' : 'status'} className={message.error ? styles.error : styles.saved}>
          {message.text}
        </p>
      )}
    </div>
  );
}
