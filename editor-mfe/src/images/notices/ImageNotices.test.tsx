import { UPLOAD_MESSAGES, UPLOAD_NOTICE_MS } from '@bento/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeImageNotice, showImageNotice } from '../intake/imageNotices';
import { readUploadCounter } from '../intake/uploadCounter';
import { ImageNotices } from './ImageNotices';
import { STORAGE_NOTICE_TEXT, STORAGE_NOTICE_TITLE, UPLOAD_HOST_HINT } from './NoticeViews';

describe('image notices', () => {
  beforeEach(() => {
    localStorage.clear();
    closeImageNotice('storage');
    closeImageNotice('uploadLimitation');
  });

  it("closes the storage notice with 'Got it' and remembers it for good", async () => {
    render(<ImageNotices />);
    act(() => showImageNotice('storage'));
    expect(await screen.findByRole('dialog', { name: STORAGE_NOTICE_TITLE })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readUploadCounter().hasShownStorageWarning).toBe(true);
  });

  it('takes focus in the storage notice; Escape closes it and acknowledges it too (§4)', async () => {
    render(<ImageNotices />);
    act(() => showImageNotice('storage'));
    expect(await screen.findByRole('button', { name: 'Got it' })).toHaveFocus();
    expect(screen.getByRole('dialog')).toHaveTextContent(STORAGE_NOTICE_TEXT);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readUploadCounter().hasShownStorageWarning).toBe(true);
  });

  it('shows the upload-limitation notice with the image-host hint; its close button and Escape close it', async () => {
    render(<ImageNotices />);
    act(() => showImageNotice('uploadLimitation'));
    expect(await screen.findByRole('status')).toHaveTextContent(UPLOAD_HOST_HINT);
    await userEvent.click(screen.getByRole('button', { name: 'Close notice' }));
    expect(screen.queryByRole('status')).toBeNull();

    act(() => showImageNotice('uploadLimitation'));
    (await screen.findByRole('button', { name: 'Close notice' })).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes the upload-limitation notice by itself after 15 s', async () => {
    jest.useFakeTimers();
    try {
      render(<ImageNotices />);
      act(() => showImageNotice('uploadLimitation'));
      // The notice's code loads when it first opens; its 15 s start when it is shown.
      expect(await screen.findByRole('status')).toHaveTextContent(UPLOAD_MESSAGES.uploadLimitation);
      act(() => void jest.advanceTimersByTime(UPLOAD_NOTICE_MS - 1));
      expect(screen.queryByRole('status')).not.toBeNull();
      act(() => void jest.advanceTimersByTime(1));
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
