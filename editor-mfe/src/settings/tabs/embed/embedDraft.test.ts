import { EMBED_EXTRACT_ERROR_MESSAGE, INVALID_LINK_URL_MESSAGE } from '@bento/core';
import { checkEmbed, type EmbedDraft } from './embedDraft';

const draft = (changes: Partial<EmbedDraft>): EmbedDraft => ({
  mode: 'url',
  url: '',
  code: '',
  title: '',
  ...changes,
});

describe('checkEmbed', () => {
  it('forces http to https and adds https:// to a URL without a scheme', () => {
    expect(checkEmbed(draft({ url: 'http://maps.example.org/embed?q=1' }))).toEqual({
      url: 'https://maps.example.org/embed?q=1',
      title: '',
      error: null,
      canApply: true,
    });
    expect(checkEmbed(draft({ url: 'www.youtube.com/embed/x' })).url).toBe('https://www.youtube.com/embed/x');
  });

  it('needs a valid URL and either a URL or a title', () => {
    expect(checkEmbed(draft({}))).toMatchObject({ canApply: false, error: null });
    expect(checkEmbed(draft({ title: ' My map ' }))).toEqual({
      url: '',
      title: 'My map',
      error: null,
      canApply: true,
    });
    expect(checkEmbed(draft({ url: 'javascript:alert(1)', title: 'x' }))).toMatchObject({
      canApply: false,
      error: INVALID_LINK_URL_MESSAGE,
    });
  });

  it("extracts the src and title of pasted embed code, or says 'Could not extract a valid URL from code'", () => {
    const code =
      '<iframe width="560" src="http://www.youtube.com/embed/abc" title="My &amp; video"></iframe>';
    expect(checkEmbed(draft({ mode: 'code', code }))).toEqual({
      url: 'https://www.youtube.com/embed/abc',
      title: 'My & video',
      error: null,
      canApply: true,
    });
    expect(checkEmbed(draft({ mode: 'code', code, title: 'Mine' })).title).toBe('Mine');
    expect(checkEmbed(draft({ mode: 'code', code: '<div>no frame</div>' }))).toMatchObject({
      canApply: false,
      error: EMBED_EXTRACT_ERROR_MESSAGE,
    });
    expect(checkEmbed(draft({ mode: 'code', url: 'https://x.org' }))).toMatchObject({
      canApply: false,
      error: null,
    });
  });
});
