/**
 * The few browser navigations the error screen makes, behind one object so tests can
 * `jest.spyOn(browser, 'reloadPage')`: jsdom's location methods can't be spied on, and the
 * compiled ES module exports are read-only getters, so callers must go through `browser.*`.
 */
export const browser = {
  reloadPage(): void {
    window.location.reload();
  },
  /** A full page load, so it also works outside the router (the app-level boundary). */
  goTo(url: string): void {
    window.location.assign(url);
  },
  openInNewTab(url: string): void {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
};
