import { firstPublishProblem, isSubmitDisabled, type PublishForm } from './publishForm';

const ok = { designSaved: true, hasToken: true };
const newForm: PublishForm = {
  mode: 'new',
  siteTitle: 'My site',
  slug: 'my-site',
  acceptedTerms: true,
  replaceSiteId: null,
};

describe('the publish submit checks, in the spec order', () => {
  it('reports each problem only once every earlier check passes', () => {
    const nothing = { designSaved: false, hasToken: false };
    const blankNew = { ...newForm, siteTitle: '  ', slug: '', acceptedTerms: false };
    expect(firstPublishProblem(blankNew, nothing)).toBe('Site title is required');
    expect(firstPublishProblem({ ...blankNew, siteTitle: 'A' }, nothing)).toBe('Site URL is required');
    expect(firstPublishProblem({ ...blankNew, siteTitle: 'A', slug: 'a' }, nothing)).toBe(
      'You must accept the terms and conditions',
    );
    expect(firstPublishProblem(newForm, nothing)).toBe('Please save your design first before publishing');
    expect(firstPublishProblem(newForm, { designSaved: true, hasToken: false })).toBe(
      'You must be logged in to publish your project.',
    );
    expect(firstPublishProblem(newForm, ok)).toBeNull();
  });

  it('asks for a site to replace in replace mode only, before the token check', () => {
    const replace: PublishForm = { ...newForm, mode: 'replace', slug: '', acceptedTerms: false };
    expect(firstPublishProblem(replace, { designSaved: false, hasToken: false })).toBe(
      'Please select a site to replace',
    );
    expect(
      firstPublishProblem({ ...replace, replaceSiteId: 's1' }, { designSaved: false, hasToken: false }),
    ).toBe('You must be logged in to publish your project.');
    expect(
      firstPublishProblem({ ...replace, replaceSiteId: 's1' }, { designSaved: false, hasToken: true }),
    ).toBeNull();
  });

  it('needs neither slug, terms nor a saved design to republish; the title is always required', () => {
    const republish: PublishForm = { ...newForm, mode: 'republish', slug: '', acceptedTerms: false };
    expect(firstPublishProblem(republish, { designSaved: false, hasToken: true })).toBeNull();
    expect(firstPublishProblem({ ...republish, siteTitle: '' }, ok)).toBe('Site title is required');
  });
});

describe('the submit button', () => {
  it('is disabled while busy, in replace mode without a choice and in new mode without the terms', () => {
    expect(isSubmitDisabled(newForm, false)).toBe(false);
    expect(isSubmitDisabled(newForm, true)).toBe(true);
    expect(isSubmitDisabled({ ...newForm, acceptedTerms: false }, false)).toBe(true);
    expect(isSubmitDisabled({ ...newForm, mode: 'replace' }, false)).toBe(true);
    expect(isSubmitDisabled({ ...newForm, mode: 'replace', replaceSiteId: 's1' }, false)).toBe(false);
    expect(isSubmitDisabled({ ...newForm, mode: 'republish', acceptedTerms: false }, false)).toBe(false);
  });
});
