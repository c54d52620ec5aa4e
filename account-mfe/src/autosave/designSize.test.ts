import {
  DESIGN_SIZE_INFO_BYTES as INFO_BYTES,
  DESIGN_SIZE_WARNING_BYTES as WARNING_BYTES,
  MAX_DESIGN_BYTES as MAX_BYTES,
  formatBytes,
} from '@bento/core';
import { percentOfWarning, sizeLevel, sizeStatus, tooLargeSaveError } from './designSize';

describe('design size status (accounts-and-sites.md §4, §8)', () => {
  it('uses the 5 / 8 / 10 MB thresholds, 8 MB being 8388608 bytes', () => {
    expect([INFO_BYTES, WARNING_BYTES, MAX_BYTES]).toEqual([5_242_880, 8_388_608, 10_485_760]);
    expect(sizeLevel(INFO_BYTES - 1)).toBe('normal');
    expect(sizeLevel(INFO_BYTES)).toBe('info');
    expect(sizeLevel(WARNING_BYTES - 1)).toBe('info');
    expect(sizeLevel(WARNING_BYTES)).toBe('warning');
    expect(sizeLevel(MAX_BYTES - 1)).toBe('warning');
    expect(sizeLevel(MAX_BYTES)).toBe('error');
  });

  it("words each level's message as the spec does", () => {
    expect(sizeStatus(1200)).toEqual({ status: 'normal', sizeBytes: 1200, message: '' });
    expect(sizeStatus(5_767_168).message).toBe('Design size: 5.5 MB');
    expect(sizeStatus(8_912_896).message).toBe(
      'Design is getting large (8.5 MB). Consider reducing complexity to avoid save issues.',
    );
    expect(sizeStatus(10_695_475).message).toBe(
      'Design is too large to save (10.2 MB). Maximum size is 10 MB.',
    );
    expect(tooLargeSaveError(MAX_BYTES + 1)).toBe(
      'Design is too large to save (10.1 MB). Maximum size is 10 MB. Please reduce the design complexity.',
    );
  });

  it('formats sizes like the API and gives the info percent of the warning threshold', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(10_695_475)).toBe('10.2 MB');
    expect(percentOfWarning(WARNING_BYTES / 2)).toBe(50);
    expect(percentOfWarning(5_767_168)).toBe(69);
  });
});
