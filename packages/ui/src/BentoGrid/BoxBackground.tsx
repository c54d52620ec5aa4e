import type { BoxStyle } from '@bento/core';
import { useRef, type CSSProperties } from 'react';
import { mediaLayerStyle, type BackgroundMedia } from './boxStyle';
import { useVideoReleasedWhenIdle } from './useVideoReleasedWhenIdle';
import styles from './BoxContent.module.css';

/**
 * The background media of a box or nested box (`media`: backgroundMedia of its style; the box renders this only
 * when there is some, so the thousands of boxes without cost nothing): an image, or a muted looping inline video that
 * autoplays without any script; isBackgroundOverlay darkens it. Decorative: hidden from assistive technology.
 */
export function BoxBackground({ style, media }: { style: BoxStyle; media: BackgroundMedia }) {
  const { layer, media: mediaStyle } = mediaLayerStyle(style);
  return (
    <div className={styles.mediaLayer} style={layer} aria-hidden="true">
      {media.kind === 'image' ? (
        <img className={styles.media} src={media.url} alt="" style={mediaStyle} />
      ) : (
        <BackgroundVideo url={media.url} style={mediaStyle} />
      )}
      {style.isBackgroundOverlay ? <div className={styles.overlay} /> : null}
    </div>
  );
}

/** The video, without its source while it is idle out of view (useVideoReleasedWhenIdle). */
function BackgroundVideo({ url, style }: { url: string; style: CSSProperties }) {
  const ref = useRef<HTMLVideoElement>(null);
  const released = useVideoReleasedWhenIdle(ref);
  return (
    <video
      ref={ref}
      className={styles.media}
      src={released ? undefined : url}
      style={style}
      tabIndex={-1}
      muted
      loop
      playsInline
      autoPlay
      preload="auto"
    />
  );
}
