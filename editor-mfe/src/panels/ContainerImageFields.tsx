import { CONTAINER_IMAGE_TYPES } from '@bento/core';
import { BackgroundUrlField } from '../settings/fields/BackgroundUrlField';
import { firstUrlOf, type BackgroundUrlOutcome } from '../settings/fields/backgroundUrl';
import { DropZone, type Dropped } from '../settings/fields/DropZone';
import type { IntakeProgress } from '../images/intakeTypes';
import { useImageIntake } from '../images/intake/useImageIntake';
import { containerImageFromUrl } from './containerImage';

export const CONTAINER_DROP_ZONE_LABEL = 'Upload background image';

export interface ContainerImageFieldsProps {
  /** containerBgImageUrl: an image URL, an uploaded image (/uploads/ URL or data URL) or none. */
  value: string | undefined;
  onChange: (url: string | undefined) => void;
}

/**
 * The container's background image (editor-core.md §2 'Container Style panel'): its URL with a clear button, and
 * the upload drop zone (a dropped, pasted or chosen image file or image URL). The fields are the Background tab's.
 */
export function ContainerImageFields({ value, onChange }: ContainerImageFieldsProps) {
  const intake = useImageIntake();
  const applyUrl = (typed: string): BackgroundUrlOutcome => {
    const result = containerImageFromUrl(typed);
    if ('error' in result) return { ok: false, message: result.error };
    onChange(result.url);
    return { ok: true, kind: result.url ? 'image' : 'none', changes: {} };
  };

  const take = async (
    dropped: Dropped,
    onProgress: (progress: IntakeProgress) => void,
  ): Promise<string | null> => {
    const url = 'text' in dropped ? firstUrlOf(dropped.text) : null;
    // Text without a URL line (only '#' comments) changes nothing.
    if (url === '') return null;
    const result =
      'file' in dropped ? await intake(dropped.file, 'container', onProgress) : containerImageFromUrl(url!);
    if (!('url' in result)) return 'error' in result ? result.error : null;
    onChange(result.url);
    return null;
  };

  return (
    <>
      <BackgroundUrlField
        label="Background image URL"
        removeLabel="Clear background image"
        stored={value}
        apply={applyUrl}
        kind="image"
      />
      <DropZone
        label={CONTAINER_DROP_ZONE_LABEL}
        help="Drop an image or an image URL here, or focus here and paste one."
        accept={CONTAINER_IMAGE_TYPES.join(',')}
        take={take}
      />
    </>
  );
}
