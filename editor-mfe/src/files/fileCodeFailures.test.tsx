// Offline, the file actions' code (a chunk of its own, issue 17) cannot be downloaded: every action still answers
// the click with what failed, and the image pipeline refuses the image with the spec's words.
import { UPLOAD_MESSAGES } from '@bento/core';
import { createAppStore, NETWORK_ERROR_MESSAGE } from '@bento/store';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useImageIntake } from '../images/intake/useImageIntake';
import { useExportCode, useExportImage, useExportJson } from './fileActions';
import {
  EXPORT_CODE_FAILED,
  EXPORT_IMAGE_FAILED,
  EXPORT_JSON_FAILED,
  IMPORT_FAILED,
} from './fileCodeFailures';
import { useProjectImport } from './useProjectImport';

// The network is what fails here: the chunks' loaders reject as a failed download does.
jest.mock('./fileCodeLoader', () => ({
  loadFileCode: () => Promise.reject(new Error('ChunkLoadError')),
  LazyResetDialog: () => null,
}));
jest.mock('./importFile', () => {
  throw new Error('ChunkLoadError');
});
jest.mock('../images/intake/loadIntake', () => ({
  loadIntake: () => Promise.reject(new Error('ChunkLoadError')),
}));

const wrapper = ({ children }: { children: ReactNode }) => (
  <Provider store={createAppStore()}>{children}</Provider>
);

let alert: jest.SpyInstance;
beforeEach(() => {
  alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => alert.mockRestore());

it.each([
  ['Export JSON', () => useExportJson(), EXPORT_JSON_FAILED],
  ['Export code', () => useExportCode().run, EXPORT_CODE_FAILED],
  ['Export image', () => useExportImage().run, EXPORT_IMAGE_FAILED],
])('%s tells the user when its code cannot be downloaded', async (_name, useAction, failed) => {
  const { result } = renderHook(useAction, { wrapper });
  await act(async () => {
    result.current();
    await Promise.resolve();
  });
  expect(alert).toHaveBeenCalledWith(`${failed} ${NETWORK_ERROR_MESSAGE}`);
});

it('an import tells the user when its code cannot be downloaded', async () => {
  const { result } = renderHook(useProjectImport, { wrapper });
  await act(() => result.current.importFile(new Blob(['{}'], { type: 'application/json' })));
  expect(alert).toHaveBeenCalledWith(`${IMPORT_FAILED} ${NETWORK_ERROR_MESSAGE}`);
});

it('the image pipeline refuses the image with the spec’s message, never throws', async () => {
  const { result } = renderHook(useImageIntake, { wrapper });
  const file = new File(['x'], 'photo.png', { type: 'image/png' });
  await expect(result.current(file, 'box')).resolves.toEqual({ error: UPLOAD_MESSAGES.boxProcessFailed });
  await expect(result.current(file, 'container')).resolves.toEqual({
    error: UPLOAD_MESSAGES.containerReadFailed,
  });
});
