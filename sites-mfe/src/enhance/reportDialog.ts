import {
  REPORT_TEXTS,
  reportBody,
  reportPath,
  wrapTab,
  type ReportReason,
} from '../viewer/report/reportTexts';
import { HOOKS } from './hooks';
import type { DialogPart } from './lazyParts';

/** Same origin as the page (the API rendered it). */
const API_BASE = '/api';

/** The API's message for a failed report (`{ error: { message } }`), else the dialog's own wording. */
async function failureMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  return body?.error?.message || REPORT_TEXTS.failed;
}

/**
 * 'Report this site' on the server-rendered page: wires the dialog sites-mfe/src/viewer/report/ReportDialog.tsx
 * rendered hidden, and answers what opens it (focus on the first reason; the share menu's item calls it through
 * dialogOpeners.ts), or null when the page has no dialog. Escape, Cancel or Close hide it and focus goes back to
 * Share; Tab stays inside. Send posts the report (no account) and shows the thanks, or the API's message
 * (429 'Too many reports…'), or the network's wording.
 */
export function wireReportDialog(
  doc: Document,
  slug: string,
  fetchImpl: typeof fetch = fetch,
): (() => void) | null {
  const backdrop = doc.querySelector<HTMLElement>(HOOKS.reportDialog);
  const dialog = backdrop?.querySelector<HTMLElement>('[role=dialog]');
  const form = backdrop?.querySelector<HTMLFormElement>(HOOKS.reportForm);
  if (!backdrop || !dialog || !form) return null;
  const part = <T extends HTMLElement>(hook: string) => backdrop.querySelector<T>(hook)!;
  const count = part(HOOKS.reportCount);
  const error = part(HOOKS.reportError);
  const status = part(HOOKS.reportStatus);
  const send = part<HTMLButtonElement>(HOOKS.reportSend);
  const done = part(HOOKS.reportDone);
  const details = form.elements.namedItem('details') as HTMLTextAreaElement;
  const firstReason = () => form.querySelector<HTMLInputElement>('input')!;
  let sending = false;

  const close = () => {
    backdrop.hidden = true;
    doc.querySelector<HTMLElement>(HOOKS.shareToggle)?.focus();
  };
  const setSending = (value: boolean) => {
    sending = value;
    send.disabled = value;
    send.textContent = value ? REPORT_TEXTS.sending : REPORT_TEXTS.send;
  };

  const open = () => {
    form.reset();
    form.hidden = false;
    done.hidden = true;
    error.textContent = status.textContent = '';
    count.textContent = REPORT_TEXTS.count(0);
    setSending(false);
    backdrop.hidden = false;
    firstReason().focus();
  };
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    } else wrapTab(dialog, event);
  });
  for (const button of backdrop.querySelectorAll(HOOKS.reportClose)) button.addEventListener('click', close);
  details.addEventListener('input', () => {
    count.textContent = REPORT_TEXTS.count(details.value.length);
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (sending) return;
    const reason = new FormData(form).get('reason') as ReportReason | null;
    if (!reason) {
      error.textContent = REPORT_TEXTS.chooseReason;
      firstReason().focus();
      return;
    }
    setSending(true);
    error.textContent = '';
    let message: string | null;
    try {
      const response = await fetchImpl(API_BASE + reportPath(slug), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(reportBody(reason, details.value)),
      });
      message = response.ok ? null : await failureMessage(response);
    } catch {
      message = REPORT_TEXTS.offline;
    }
    setSending(false);
    if (message) {
      error.textContent = message;
      return;
    }
    form.hidden = true;
    done.hidden = false;
    status.textContent = REPORT_TEXTS.sent;
    part(`${HOOKS.reportDone} ${HOOKS.reportClose}`).focus();
  });
  return open;
}

/** The part's entry for the share menu (dialogOpeners.ts). */
export const wireDialog: DialogPart['wireDialog'] = (doc, page, fetchImpl) =>
  wireReportDialog(doc, page.slug, fetchImpl);
