// The attributes the viewer's markup carries for the server-rendered page's script (class names are hashed, these
// are not). The React components render them; the script finds elements by them.

export const HOOKS = {
  /** The Share button. */
  shareToggle: '[data-share-toggle]',
  /** The share menu (links and 'Copy link'), rendered hidden. */
  shareMenu: '[data-share-menu]',
  copyLink: '[data-copy-link]',
  deviceShare: '[data-device-share]',
  /** The share menu's items whose dialog is a part of its own: data-dialog-part="report" or "qr". */
  dialogPart: '[data-dialog-part]',
  /** The report dialog (rendered hidden) with its parts. */
  reportDialog: '[data-report-dialog]',
  reportForm: '[data-report-form]',
  reportCount: '[data-report-count]',
  reportError: '[data-report-error]',
  reportStatus: '[data-report-status]',
  reportSend: '[data-report-send]',
  reportDone: '[data-report-done]',
  /** Cancel, and Close once sent. */
  reportClose: '[data-report-close]',
  /** 'Edit your site', rendered hidden unless the owner is known. */
  ownerLink: '[data-owner-link]',
  /** The grid's container: clicks on boxes with links open them. */
  boxLinks: '[data-box-links]',
  /** 'Redirecting to homepage in N seconds...' */
  countdown: '[data-countdown]',
} as const;
