// What a URL hints about an image it does not give the size of (editor-core.md §9): the site it is on (known
// ratios per social site, with path overrides) and words in its file name. Used when an image cannot be measured,
// instead of laying everything out at the guessed 1.33. Sites whose images cannot be shown from another page
// (hotlink and cross-origin protection, or page addresses that are no image at all) count as CORS-restricted.
import { FALLBACK_ASPECT_RATIO } from '../document/constants';

interface KnownSite {
  /** The host and its subdomains. */
  domain: string;
  ratio: number;
  corsRestricted: boolean;
}

const KNOWN_SITES: readonly KnownSite[] = [
  { domain: 'instagram.com', ratio: 1, corsRestricted: true },
  { domain: 'cdninstagram.com', ratio: 1, corsRestricted: true },
  { domain: 'pinterest.com', ratio: 0.75, corsRestricted: true },
  { domain: 'pinimg.com', ratio: 0.75, corsRestricted: false },
  { domain: 'flickr.com', ratio: 1.33, corsRestricted: true },
  { domain: 'staticflickr.com', ratio: 1.33, corsRestricted: false },
  { domain: 'youtube.com', ratio: 1.78, corsRestricted: true },
  { domain: 'ytimg.com', ratio: 1.78, corsRestricted: false },
  { domain: 'twitter.com', ratio: 1.78, corsRestricted: true },
  { domain: 'x.com', ratio: 1.78, corsRestricted: true },
  { domain: 'twimg.com', ratio: 1.78, corsRestricted: false },
  { domain: 'facebook.com', ratio: 1.91, corsRestricted: true },
  { domain: 'fbcdn.net', ratio: 1.91, corsRestricted: true },
  { domain: 'linkedin.com', ratio: 1.91, corsRestricted: true },
  { domain: 'licdn.com', ratio: 1.91, corsRestricted: true },
  { domain: 'tiktok.com', ratio: 0.56, corsRestricted: true },
  { domain: 'tiktokcdn.com', ratio: 0.56, corsRestricted: true },
  { domain: 'snapchat.com', ratio: 0.56, corsRestricted: true },
];

/** A known site's path segment that says more than the site: a board, a pin, a post, a story. */
const PATH_OVERRIDES: Readonly<Record<string, number>> = {
  board: 1,
  boards: 1,
  pin: 0.67,
  p: 1,
  post: 1,
  posts: 1,
  story: 0.56,
  stories: 0.56,
  reel: 0.56,
};

/** Words at the start of a file name's parts ('user-avatar.jpg', 'hero_banner2.png', 'thumbnail.webp'). */
const FILENAME_HINTS: readonly { words: readonly string[]; ratio: number }[] = [
  { words: ['avatar', 'profile'], ratio: 1 },
  { words: ['banner', 'header', 'cover'], ratio: 2.5 },
  { words: ['story', 'vertical'], ratio: 0.56 },
  { words: ['thumb', 'preview'], ratio: 1.33 },
  { words: ['square'], ratio: 1 },
  { words: ['wide', 'landscape'], ratio: 1.78 },
  { words: ['tall', 'portrait'], ratio: 0.75 },
];

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

function knownSite(host: string): KnownSite | undefined {
  const name = host.toLowerCase().replace(/\.$/, '');
  return KNOWN_SITES.find(({ domain }) => name === domain || name.endsWith(`.${domain}`));
}

function filenameHint(pathname: string): number | null {
  let file = pathname.slice(pathname.lastIndexOf('/') + 1);
  try {
    file = decodeURIComponent(file);
  } catch {
    // A malformed escape: read the name as it is.
  }
  const parts = file
    .toLowerCase()
    .replace(/\.[a-z0-9]+$/, '')
    .split(/[^a-z]+/);
  const hint = FILENAME_HINTS.find(({ words }) =>
    parts.some((part) => words.some((word) => part.startsWith(word))),
  );
  return hint?.ratio ?? null;
}

/** The ratio a URL hints at: a known site's path override, else its file name, else the site's ratio; or null. */
export function aspectRatioHint(url: string): number | null {
  const parsed = parse(url);
  if (!parsed) return null;
  const site = knownSite(parsed.hostname);
  if (site) {
    const segment = parsed.pathname
      .toLowerCase()
      .split('/')
      .find((part) => part in PATH_OVERRIDES);
    if (segment !== undefined) return PATH_OVERRIDES[segment]!;
  }
  return filenameHint(parsed.pathname) ?? site?.ratio ?? null;
}

/** The ratio an image that cannot be measured is laid out at: its URL's hint, else the spec's 1.33. */
export function guessedAspectRatio(url: string): number {
  return aspectRatioHint(url) ?? FALLBACK_ASPECT_RATIO;
}

/** Whether the URL is on a site that keeps other pages from showing its images. */
export function isCorsRestrictedUrl(url: string): boolean {
  const parsed = parse(url);
  return parsed !== null && knownSite(parsed.hostname)?.corsRestricted === true;
}
