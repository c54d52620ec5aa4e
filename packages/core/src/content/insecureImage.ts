// Pages load images from https:// addresses and their own origin only (the CSP's img-src 'self' https:): an
// http:// image elsewhere never shows. The page's own origin may be http:// (a local server), and its images do.

/** Whether the page at `pageOrigin` refuses to show the image at `url` for being http:// on another origin. */
export function isBlockedHttpImage(url: string, pageOrigin: string | undefined): boolean {
  if (!/^http:/i.test(url.trim())) return false;
  try {
    return new URL(url).origin !== pageOrigin;
  } catch {
    return true;
  }
}
