import type { BoxStyle } from '@bento/core';
import { backgroundMedia, mediaLayerStyle } from './boxStyle';
import styles from './BoxContent.module.css';

/**
 * The background media of a box or nested box: an image, or a muted looping inline video that autoplays
 * without any script; isBackgroundOverlay darkens it. Decorative: hidden from assistive technology.
 */
export function BoxBackground({ style }: { style: BoxStyle }) {
  const media = backgroundMedia(style);
  if (!media) return null;
  const { layer, media: mediaStyle } = mediaLayerStyle(style);
  return (
    <div className={styles.mediaLayer} style={layer} aria-hidden="true">
      {media.kind === 'image' ? (
        <img className={styles.media} src={media.url} alt="" style={mediaStyle} />
      ) : (
        <video
          className={styles.media}
          src={media.url}
          style={mediaStyle}
          tabIndex={-1}
          muted
          loop
          playsInline
          autoPlay
          preload="auto"
        />
      )}
      {style.isBackgroundOverlay ? <div className={styles.overlay} /> : null}
    </div>
  );
}
