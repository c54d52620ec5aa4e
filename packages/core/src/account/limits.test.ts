import { MAX_DESIGNS, MAX_PUBLISHED_SITES } from './limits';
import { PUBLISH_TEXTS } from './publishTexts';

describe('account limits', () => {
  it('are the spec’s 10 designs and 5 published sites, as the site-limit message says', () => {
    expect(MAX_DESIGNS).toBe(10);
    expect(MAX_PUBLISHED_SITES).toBe(5);
    expect(PUBLISH_TEXTS.siteLimit).toContain(`limit of ${MAX_PUBLISHED_SITES} published sites`);
  });
});
