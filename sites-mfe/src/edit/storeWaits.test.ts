import { createAppStore, publishFlowReadySet, toastShown } from '@bento/store';
import { accountsReady, whenState } from './storeWaits';

describe('waiting for the accounts remote’s publish flow', () => {
  it('waits for the flow to say it listens, not for any action after the accounts remote loaded', () => {
    const store = createAppStore();
    const answered = jest.fn();
    whenState(store, accountsReady, answered);
    // The sidebar's list query (or any other action) arriving first says nothing about the publish flow.
    store.dispatch(toastShown('Design duplicated successfully!'));
    expect(answered).not.toHaveBeenCalled();
    store.dispatch(publishFlowReadySet(true));
    expect(answered).toHaveBeenCalledTimes(1);
    store.dispatch(toastShown('again'));
    expect(answered).toHaveBeenCalledTimes(1);
  });
});
