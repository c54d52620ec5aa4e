import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import { PUBLISH_DIALOG_CLOSE_MS, PUBLISH_TEXTS, type PublishForm } from '@bento/core';
import { ApiError } from '../api';
import { registerAuthAdapter } from '../auth';
import { createAppStore } from '../store';
import { designsChanged } from './designActions';
import { usePublishSubmission } from './usePublishSubmission';

const form: PublishForm = {
  mode: 'new',
  siteTitle: 'My site',
  slug: 'my-site',
  acceptedTerms: true,
  replaceSiteId: null,
};

function signedIn(token: string | null) {
  registerAuthAdapter({
    provider: 'local',
    getToken: async () => token,
    refresh: async () => {},
    signOut: async () => {},
  });
}

function renderSubmission() {
  const store = createAppStore();
  const dispatch = jest.spyOn(store, 'dispatch');
  const onClose = jest.fn();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(() => usePublishSubmission(onClose), { wrapper });
  return { result, dispatch, onClose };
}

beforeEach(() => signedIn('token'));
afterEach(() => jest.useRealTimers());

it('stops at the form’s first problem without publishing', async () => {
  const { result } = renderSubmission();
  const publish = jest.fn(async () => 'Published!');
  let published = true;
  await act(async () => {
    published = await result.current.submit({ ...form, siteTitle: ' ' }, true, publish);
  });
  expect(published).toBe(false);
  expect(publish).not.toHaveBeenCalled();
  expect(result.current.error).toBe(PUBLISH_TEXTS.titleRequired);

  signedIn(null);
  await act(async () => {
    await result.current.submit(form, true, publish);
  });
  expect(publish).not.toHaveBeenCalled();
  expect(result.current.error).toBe(PUBLISH_TEXTS.signInRequired);
});

it('shows the server’s message and notices the site limit', async () => {
  const { result, dispatch } = renderSubmission();
  let published = true;
  await act(async () => {
    published = await result.current.submit(form, true, async () => {
      throw new ApiError(403, 'site_limit', 'You can have at most 5 sites.');
    });
  });
  expect(published).toBe(false);
  expect(result.current).toMatchObject({
    error: 'You can have at most 5 sites.',
    limitHit: true,
    busy: false,
  });
  expect(dispatch).not.toHaveBeenCalledWith(designsChanged());
});

it('once published, shows the message, has the lists read again and closes the dialog after a moment', async () => {
  jest.useFakeTimers();
  const { result, dispatch, onClose } = renderSubmission();
  let published = false;
  await act(async () => {
    published = await result.current.submit(form, true, async () => 'Your site is live!');
  });
  expect(published).toBe(true);
  expect(result.current).toMatchObject({ success: 'Your site is live!', error: null, busy: false });
  expect(dispatch).toHaveBeenCalledWith(designsChanged());

  const publish = jest.fn(async () => 'Again');
  await act(async () => {
    expect(await result.current.submit(form, true, publish)).toBe(false);
  });
  expect(publish).not.toHaveBeenCalled();

  act(() => jest.advanceTimersByTime(PUBLISH_DIALOG_CLOSE_MS - 1));
  expect(onClose).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(onClose).toHaveBeenCalledTimes(1);
});
