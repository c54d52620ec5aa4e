import { useState } from 'react';
import { errorMessage, uploadImage } from '@bento/store';
import { BOX_IMAGE_TYPES, UPLOAD_MESSAGES, validateImageUpload } from '@bento/core';
import { dialogFormStyles as formStyles } from '@bento/ui/dialogForm';
import { FilePickButton } from './FilePickButton';
import styles from './SearchSharing.module.css';

// What uploads store (SVG is refused there: it can carry script).
const SHARE_IMAGE_TYPES = BOX_IMAGE_TYPES.filter((type) => type !== 'image/svg+xml').join(',');

export interface ShareImageFieldProps {
  /** null: the page's first image. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** The page's images (pageImages.ts). */
  images: string[];
}

/** The share image: the page's first image, one of its images, or one uploaded for sharing. */
export function ShareImageField({ value, onChange, images }: ShareImageFieldProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const choices = value && !images.includes(value) ? [value, ...images] : images;

  const upload = async (file: File) => {
    const problem = validateImageUpload(file, 'box');
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      onChange((await uploadImage(file)).url);
    } catch (failure) {
      setError(errorMessage(failure, UPLOAD_MESSAGES.boxProcessFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className={styles.choices}>
      <legend className={formStyles.label}>Share image</legend>
      <div className={styles.thumbs}>
        <label className={styles.thumb}>
          <input type="radio" name="share-image" checked={value === null} onChange={() => onChange(null)} />
          <span className={styles.thumbText}>Page&apos;s first image</span>
        </label>
        {choices.map((url, index) => (
          <label key={url} className={styles.thumb}>
            <input type="radio" name="share-image" checked={value === url} onChange={() => onChange(url)} />
            <img src={url} alt={`Image ${index + 1}`} />
          </label>
        ))}
      </div>
      <FilePickButton accept={SHARE_IMAGE_TYPES} busy={busy} onPick={(file) => void upload(file)}>
        {busy ? 'Uploading...' : 'Upload share image'}
      </FilePickButton>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
