import { VIDEO_IDLE_CHECK_MS } from '@bento/core';
import { useEffect, useState, type RefObject } from 'react';
import { VIDEO_IN_VIEW, videoIdleChecked, videoVisibilityChanged, type VideoIdleState } from './videoIdle';

/**
 * Whether the video should let go of its source now (videoIdle.ts): it watches the element with an
 * IntersectionObserver and checks every VIDEO_IDLE_CHECK_MS. On release it pauses the video; the caller then
 * renders it without a src, and the load() here makes the browser drop the media it holds (decoder, buffers).
 * Back in view, the caller's src returns and the video loads and autoplays again. Nothing happens where
 * IntersectionObserver is missing (server rendering, jsdom).
 */
export function useVideoReleasedWhenIdle(videoRef: RefObject<HTMLVideoElement | null>): boolean {
  const [released, setReleased] = useState(false);
  useEffect(() => {
    const video = videoRef.current;
    if (!video || typeof IntersectionObserver === 'undefined') return;
    let state: VideoIdleState = VIDEO_IN_VIEW;
    const update = (next: VideoIdleState) => {
      if (next.released && !state.released) video.pause();
      state = next;
      setReleased(next.released);
    };
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) update(videoVisibilityChanged(state, entry.isIntersecting, Date.now()));
    });
    observer.observe(video);
    const timer = setInterval(() => update(videoIdleChecked(state, Date.now())), VIDEO_IDLE_CHECK_MS);
    return () => {
      observer.disconnect();
      clearInterval(timer);
    };
  }, [videoRef]);
  useEffect(() => {
    // Removing src alone keeps the loaded media; load() without a source empties the element.
    if (released) videoRef.current?.load();
  }, [released, videoRef]);
  return released;
}
