import { useImageIntake } from '../../../images/intake/useImageIntake';
import type { IntakeProgress } from '../../../images/intakeTypes';
import { useStyleChange } from '../../useStyleChange';
import { backgroundUrlChanges, firstUrlOf } from '../../fields/backgroundUrl';
import { DropZone, type Dropped } from '../../fields/DropZone';

export const DROP_ZONE_LABEL = 'Background image drop zone';

/**
 * The Background tab's drop zone: an image URL (a video URL becomes the video), or an image file through the
 * image pipeline with the box rules (checked, compressed, uploaded when signed in, else kept inline).
 */
export function ImageDropZone() {
  const change = useStyleChange();
  const intake = useImageIntake();

  const take = async (
    dropped: Dropped,
    onProgress: (progress: IntakeProgress) => void,
  ): Promise<string | null> => {
    if ('text' in dropped) {
      const outcome = backgroundUrlChanges(firstUrlOf(dropped.text), 'image');
      if (!outcome.ok) return outcome.message;
      change(outcome.changes);
      return null;
    }
    const result = await intake(dropped.file, 'box', onProgress);
    if (!('url' in result)) return 'error' in result ? result.error : null;
    change({ bgImageUrl: result.url });
    return null;
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
