import { waitFor } from '@testing-library/react';
import {
  currentDesignSet,
  loadGridData,
  selectGridData,
  selectProject,
  selectTemplateDesignId,
  templateDesignCreated,
  type AppStore,
} from '@bento/store';
import { gridFixture, startRealApi, type RealApi } from '@bento/store/testing';
import { selectDesignFlash } from './designsSlice';
import { renderWithStore, signedInStore } from './testing/renderWithStore';
import { useTemplateDesign } from './useTemplateDesign';

jest.setTimeout(20_000);

function Probe() {
  useTemplateDesign();
  return null;
}

let api: RealApi;
let store: AppStore;
beforeEach(async () => {
  api = await startRealApi();
  store = signedInStore(api.user);
});
afterEach(() => api.close());

async function seed(title: string, boxCount: number): Promise<string> {
  const res = await api.call<{ id: string }>('POST', '/designs', { title, gridData: gridFixture(boxCount) });
  expect(res.status).toBe(201);
  return res.body.id;
}

describe("a signed-in user's template design", () => {
  it('is opened in the editor once created, after the current design is saved, and flashed as new', async () => {
    const current = await seed('Current', 2);
    store.dispatch(currentDesignSet(current));
    store.dispatch(loadGridData(gridFixture(2)));
    const fromTemplate = await seed('Restaurant Menu', 5);
    renderWithStore(<Probe />, store);

    store.dispatch(templateDesignCreated(fromTemplate));
    await waitFor(() => expect(selectProject(store.getState()).currentDesignId).toBe(fromTemplate));
    expect(selectGridData(store.getState())?.boxes).toHaveLength(5);
    expect(selectTemplateDesignId(store.getState())).toBeNull();
    expect(selectDesignFlash(store.getState(), fromTemplate)).toBe('created');
    // The design that was current is untouched.
    const kept = await api.call<{ gridData: { boxes: unknown[] } }>('GET', `/designs/${current}`);
    expect(kept.body.gridData.boxes).toHaveLength(2);
  });
});
