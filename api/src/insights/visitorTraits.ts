// What a beacon's request says about its visitor, read and then forgotten: whether to count it at all, the device
// class and the referring domain. Nothing here is stored but the class and the domain.
import type { IncomingHttpHeaders } from 'node:http';

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

// Crawlers, link previews, headless browsers and HTTP libraries: a short list, not an arms race.
const BOT_AGENT =
  /bot|crawl|spider|slurp|headless|lighthouse|preview|fetch|curl|wget|python|java\/|go-http|node|axios|phantom|puppeteer|playwright|selenium/i;

/** Whether the visitor asked not to be tracked (DNT: 1, Sec-GPC: 1): such a visit counts nothing. */
export function optsOut(headers: IncomingHttpHeaders): boolean {
  return headers.dnt === '1' || headers['sec-gpc'] === '1';
}

/** A missing User-Agent is a bot too: every browser sends one. */
export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || BOT_AGENT.test(userAgent);
}

export function deviceClass(userAgent: string): DeviceClass {
  if (/ipad|tablet|playbook|silk|kindle|android(?!.*mobile)/i.test(userAgent)) return 'tablet';
  if (/mobi|iphone|ipod|android|phone/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

const MAX_DOMAIN_LENGTH = 253;

/**
 * The referring site's host name without 'www.', or null: no referrer, not an http(s) URL, or this site's own
 * host (a visitor moving within the site is not a referral).
 */
export function referrerDomain(referrer: string | undefined, ownHost: string | undefined): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const own = ownHost
    ?.toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
  if (!host || host === own || host.length > MAX_DOMAIN_LENGTH) return null;
  return host;
}
