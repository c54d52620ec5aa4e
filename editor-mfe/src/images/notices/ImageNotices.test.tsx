import { UPLOAD_MESSAGES, UPLOAD_NOTICE_MS } from '@bento/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeImageNotice, showImageNotice } from '../intake/imageNotices';
import { readUploadCounter } from '../intake/uploadCounter';
import { ImageNotices, STORAGE_NOTICE_TITLE } from './ImageNotices';

describe('image notices', () => {
  beforeEach(() => {
    localStorage.clear();
    closeImageNotice('storage');
    closeImageNotice('uploadLimitation');
  });

  it("closes the storage notice with 'Got it' and remembers it for good", async () => {
    render(<ImageNotices />);
    act(() => showImageNotice('storage'));
    expect(screen.getByRole('dialog', { name: STORAGE_NOTICE_TITLE })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readUploadCounter().hasShownStorageWarning).toBe(true);
  });

  it('closes the upload-limitation notice by itself after 15 s', () => {
    jest.useFakeTimers();
    try {
      render(<ImageNotices />);
      act(() => showImageNotice('uploadLimitation'));
      expect(screen.getByRole('status')).toHaveTextContent(UPLOAD_MESSAGES.uploadLimitation);
      act(() => void jest.advanceTimersByTime(UPLOAD_NOTICE_MS - 1));
      expect(screen.queryByRole('status')).not.toBeNull();
      act(() => void jest.advanceTimersByTime(1));
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
