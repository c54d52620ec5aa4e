/** Share pages that take a URL and a text (the share menu's fallback when the browser has no share dialog). */
export interface ShareLink {
  label: string;
  href: string;
}

/** §9: 'Copied!' shows for 2 seconds. */
export const COPIED_MS = 2000;
export const COPY_LABEL = 'Copy link';
export const COPIED_LABEL = 'Copied!';
/** The menu's first item where the browser has a share dialog (phones, mostly). */
export const DEVICE_SHARE_LABEL = 'Share with this device…';

export function shareLinks(url: string, text: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  const both = encodeURIComponent(`${text} ${url}`);
  return [
    { label: 'Share on X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}&quote=${t}` },
    { label: 'Share on LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { label: 'Share on WhatsApp', href: `https://wa.me/?text=${both}` },
    { label: 'Share on Telegram', href: `https://t.me/share/url?url=${u}&text=${t}` },
    { label: 'Share by email', href: `mailto:?subject=${t}&body=${both}` },
  ];
}
