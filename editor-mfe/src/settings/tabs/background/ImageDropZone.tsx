import { UPLOAD_MESSAGES, validateImageUpload } from '@bento/core';
import { readAsDataUrl } from '../../../files/droppedMedia';
import { useStyleChange } from '../../useStyleChange';
import { backgroundUrlChanges, firstUrlOf } from '../../fields/backgroundUrl';
import { DropZone, type Dropped } from '../../fields/DropZone';

export const DROP_ZONE_LABEL = 'Background image drop zone';

/**
 * The Background tab's drop zone: an image URL (a video URL becomes the video), or an image file checked with
 * core's validateImageUpload and stored as a data URL, as the canvas photo drop does (compression and upload
 * come with the images pipeline).
 */
export function ImageDropZone() {
  const change = useStyleChange();

  const take = async (dropped: Dropped): Promise<string | null> => {
    if ('text' in dropped) {
      const outcome = backgroundUrlChanges(firstUrlOf(dropped.text), 'image');
      if (!outcome.ok) return outcome.message;
      change(outcome.changes);
      return null;
    }
    const refused = validateImageUpload(dropped.file, 'box');
    if (refused) return refused;
    try {
      change({ bgImageUrl: await readAsDataUrl(dropped.file) });
      return null;
    } catch {
      return UPLOAD_MESSAGES.boxReadFailed;
    }
  };

  return (
    <DropZone
      label={DROP_ZONE_LABEL}
      help="Drop an image or an image URL here, or focus here and paste one."
      accept="image/*"
      take={take}
    />
  );
}
