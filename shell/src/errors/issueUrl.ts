import type { ErrorReport } from './errorReport';

// Trackers reject very long addresses (GitHub at about 8 KB), so long parts are cut.
const MAX_TITLE_CHARS = 120;
const MAX_STACK_CHARS = 3000;

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

export function issueTitle(report: ErrorReport): string {
  const message = report.details.message.split('\n')[0]?.trim() || 'Unknown error';
  return cut(`Error: ${message}`, MAX_TITLE_CHARS);
}

export function issueBody(report: ErrorReport): string {
  const { details } = report;
  return [
    `**Error ID:** ${details.errorId}`,
    `**Category:** ${report.type}`,
    `**Message:** ${details.message || '(none)'}`,
    `**URL:** ${details.url}`,
    `**User agent:** ${details.userAgent}`,
    '',
    '**Stack trace:**',
    '```',
    cut(details.stack, MAX_STACK_CHARS) || '(none)',
    '```',
  ].join('\n');
}

/** The tracker's new-issue address with a prefilled title and body. */
export function buildIssueUrl(trackerUrl: string, report: ErrorReport): string {
  const separator = trackerUrl.includes('?') ? '&' : '?';
  const query = `title=${encodeURIComponent(issueTitle(report))}&body=${encodeURIComponent(issueBody(report))}`;
  return `${trackerUrl}${separator}${query}`;
}
