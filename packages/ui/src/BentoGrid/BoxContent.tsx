import {
  IFRAME_ASPECT_PERCENT,
  IFRAME_AUTO_HEIGHT,
  IFRAME_MIN_HEIGHT,
  sanitizeRichText,
  type BoxStyle,
  type TextStyle,
} from '@bento/core';
import { useMemo, type CSSProperties } from 'react';
import { textStyleCss } from './boxStyle';
import { iframeAttributes, type IframeAttributes } from './embed';
import { isPlaceholderContent } from './placeholder';
import styles from './BoxContent.module.css';

/** Spans' fonts get their generic fallback (a serif for Playfair Display) while the web font loads. */
const DISPLAY = { fontStacks: true } as const;

/**
 * Rich text of a box. Stored content is sanitised before display (editor-core.md §5), even though the editor
 * already saves it sanitised: whatever a file or the API holds, no script, handler or unsafe link gets through.
 * The editor's placeholder texts are not content: with hidePlaceholder (the published-site viewer) they render as
 * an empty text; in the editor they look like a placeholder (muted, italic), so nobody expects them on the page.
 */
export function RichText({
  html,
  textStyle,
  nested = false,
  hidePlaceholder = false,
}: {
  html: string;
  textStyle: TextStyle | undefined;
  nested?: boolean;
  hidePlaceholder?: boolean;
}) {
  const placeholder = useMemo(() => isPlaceholderContent(html), [html]);
  const safe = useMemo(
    () => (hidePlaceholder && placeholder ? '' : sanitizeRichText(html, DISPLAY)),
    [html, hidePlaceholder, placeholder],
  );
  const marked = placeholder && !hidePlaceholder;
  const css = useMemo(() => {
    const text = textStyleCss(textStyle);
    return marked ? { ...text, color: placeholderColor(text.color) } : text;
  }, [textStyle, marked]);
  const className = [styles.text, nested ? styles.nestedText : '', marked ? styles.placeholder : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={className}
      style={css}
      data-placeholder={marked || undefined}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}

/**
 * A placeholder's text colour: its own colour (or the inherited one) at 72 %. Muted by colour, not by opacity: an
 * opacity below 1 makes every placeholder text a paint layer of its own, and at 2,000 boxes those layers cost the
 * editor ~28 ms of paint and ~8 ms of hit testing a frame (issue 34).
 */
function placeholderColor(color: CSSProperties['color']): string {
  return `color-mix(in srgb, ${color ?? 'currentColor'} 72%, transparent)`;
}

/** Iframe sizes (editor-core.md §9): 56.25% aspect ratio with a 100 px minimum, or 450 px with autoHeight. */
export function iframeFrameStyle(autoHeight: boolean | undefined): CSSProperties {
  return autoHeight
    ? { minHeight: IFRAME_MIN_HEIGHT, height: IFRAME_AUTO_HEIGHT }
    : { minHeight: IFRAME_MIN_HEIGHT, paddingBottom: `${IFRAME_ASPECT_PERCENT}%` };
}

/** The frame of a box's style, or null when its URL is unusable (then no BoxIframe is rendered). */
export function boxFrame(style: BoxStyle): IframeAttributes | null {
  return iframeAttributes(style.iframeUrl, style.iframeTitle);
}

/** The embedded frame of a box (`attributes`: boxFrame of its style); scripts only for known hosts (embed.ts). */
export function BoxIframe({
  attributes,
  autoHeight,
}: {
  attributes: IframeAttributes;
  autoHeight?: boolean;
}) {
  return (
    <div className={styles.frame} style={iframeFrameStyle(autoHeight)}>
      <iframe
        className={styles.iframe}
        src={attributes.src}
        title={attributes.title}
        sandbox={attributes.sandbox}
        allow={attributes.allow}
        allowFullScreen={attributes.allow !== undefined}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
