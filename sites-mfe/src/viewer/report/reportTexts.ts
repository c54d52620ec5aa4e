// 'Report this site' (issue 14): what the viewer's report dialog says and sends, shared by the React viewer and the
// server-rendered page's script (sites-mfe/src/enhance/reportDialog.ts), so keep it free of imports.

/** POST /api/published-sites/slug/{slug}/reports (docs/api.md): the API's reasons, with what the dialog calls them. */
export const REPORT_REASONS = [
  { value: 'spam', label: 'Spam' },
  { value: 'abuse', label: 'Abuse or harassment' },
  { value: 'illegal', label: 'Illegal content' },
  { value: 'copyright', label: 'Copyright' },
  { value: 'other', label: 'Other' },
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number]['value'];

/** The API's limit on the optional details (trimmed). */
export const REPORT_DETAILS_MAX = 1000;

export const REPORT_TEXTS = {
  title: 'Report this site',
  intro: "Tell us what's wrong with this site. You don't need an account.",
  reason: 'Reason',
  details: 'Details (optional)',
  count: (length: number) => `${length} / ${REPORT_DETAILS_MAX} characters`,
  cancel: 'Cancel',
  send: 'Send report',
  sending: 'Sending…',
  close: 'Close',
  sent: 'Thank you. Our team will review this site.',
  chooseReason: 'Please choose a reason.',
  /** When the server's answer carries no message of its own. */
  failed: 'Failed to send the report. Please try again.',
  /** The spec's wording for a network failure (§8). */
  offline: 'Please check your connection and try again.',
} as const;

/** The report's path under the API base. */
export const reportPath = (slug: string) => `/published-sites/slug/${encodeURIComponent(slug)}/reports`;

/** The request body: details trimmed, left out when empty. */
export function reportBody(
  reason: ReportReason,
  details: string,
): { reason: ReportReason; details?: string } {
  const text = details.trim();
  return text ? { reason, details: text } : { reason };
}

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [href]';

/** Where Tab stops: shown controls, and of a radio group only its checked radio (all of them while none is). */
function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((item) => {
    if (item.closest('[hidden]')) return false;
    if (!(item instanceof HTMLInputElement) || item.type !== 'radio' || item.checked) return true;
    return !root.querySelector(`input[type="radio"][name="${item.name}"]:checked`);
  });
}

/** Keeps Tab inside a modal dialog: from its last control to its first and back. */
export function wrapTab(root: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const stops = tabStops(root);
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return;
  const active = root.ownerDocument.activeElement;
  if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !root.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
