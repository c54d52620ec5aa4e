import type { IncomingHttpHeaders } from 'node:http';
import type { Visit } from './insights';
import { isBot, optsOut } from './visitorTraits';

/** The visit a beacon's request counts, or null when it must count nothing (opted out, a bot, no address). */
export function visitOf(headers: IncomingHttpHeaders, ip: string | undefined): Visit | null {
  const userAgent = headers['user-agent'];
  if (optsOut(headers) || isBot(userAgent) || !ip) return null;
  return { ip, userAgent: userAgent!, host: headers.host };
}
