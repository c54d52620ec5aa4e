// Iframe attributes (editor-core.md §5 'Iframes', §9 'Sandbox scripts only for known video, map, interactive
// and audio hosts'). The URL itself is vetted by core's sanitizeIframeUrl.

import { DEFAULT_IFRAME_TITLE, sanitizeIframeUrl } from '@bento/core';

/**
 * The ONE list of hosts whose embeds may run scripts: 'host' matches the host and its subdomains,
 * 'host/path' also requires the path to start with '/path'.
 */
export const SCRIPTED_EMBED_HOSTS: readonly string[] = [
  // Video
  'youtube.com',
  'youtube-nocookie.com',
  'youtu.be',
  'vimeo.com',
  'dailymotion.com',
  'loom.com',
  'wistia.com',
  'wistia.net',
  'player.twitch.tv',
  'tiktok.com/embed',
  // Maps
  'google.com/maps',
  'maps.google.com',
  'openstreetmap.org',
  // Interactive
  'codepen.io',
  'codesandbox.io',
  'stackblitz.com',
  'jsfiddle.net',
  'figma.com',
  'miro.com',
  'observablehq.com',
  'airtable.com',
  'typeform.com',
  'calendly.com',
  // Audio
  'open.spotify.com',
  'soundcloud.com',
  'bandcamp.com',
  'embed.music.apple.com',
  'embed.podcasts.apple.com',
  'mixcloud.com',
];

/** Known hosts: scripts in their own origin, popups for their share buttons, fullscreen players. */
export const SCRIPTED_SANDBOX =
  'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation allow-forms';
/** Anything else: a static page; its links may still open a new tab. */
export const STATIC_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';
export const SCRIPTED_ALLOW = 'autoplay; encrypted-media; fullscreen; picture-in-picture; clipboard-write';

function matches(url: URL, entry: string): boolean {
  const slash = entry.indexOf('/');
  const host = slash === -1 ? entry : entry.slice(0, slash);
  const path = slash === -1 ? '' : entry.slice(slash);
  const hostname = url.hostname.toLowerCase();
  const hostMatches = hostname === host || hostname.endsWith(`.${host}`);
  return hostMatches && (path === '' || url.pathname === path || url.pathname.startsWith(`${path}/`));
}

/** True when a (sanitised, https) URL belongs to SCRIPTED_EMBED_HOSTS. */
export function isScriptedEmbed(url: string): boolean {
  try {
    const parsed = new URL(url);
    return SCRIPTED_EMBED_HOSTS.some((entry) => matches(parsed, entry));
  } catch {
    return false;
  }
}

export interface IframeAttributes {
  src: string;
  title: string;
  sandbox: string;
  allow?: string;
}

/** The iframe of a box, or null when the URL is missing or unusable (then nothing is rendered). */
export function iframeAttributes(
  iframeUrl: string | undefined,
  iframeTitle?: string,
): IframeAttributes | null {
  const src = sanitizeIframeUrl(iframeUrl);
  if (!src) return null;
  const title = typeof iframeTitle === 'string' && iframeTitle.trim() !== '' ? iframeTitle.trim() : '';
  const scripted = isScriptedEmbed(src);
  return {
    src,
    title: title || DEFAULT_IFRAME_TITLE,
    sandbox: scripted ? SCRIPTED_SANDBOX : STATIC_SANDBOX,
    ...(scripted ? { allow: SCRIPTED_ALLOW } : {}),
  };
}
