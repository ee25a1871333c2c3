import { describe, expect, it } from 'vitest';
import { formatBytes, formatTimeLeft, formatUploadProgress } from './upload-format';

describe('upload sizes and speeds', () => {
  it('reads in bytes, KB, MB and GB with one decimal', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(12.3 * 1024 ** 2)).toBe('12.3 MB');
    expect(formatBytes(1.2 * 1024 ** 3)).toBe('1.2 GB');
    expect(formatBytes(1024 ** 3 - 1)).toBe('1.0 GB');
  });

  it("shows bytes sent of the total, the speed and the time left: '12.3 MB of 1.2 GB · 8.4 MB/s · …'", () => {
    expect(formatUploadProgress(12.3 * 1024 ** 2, 1.2 * 1024 ** 3, 8.4 * 1024 ** 2)).toBe(
      '12.3 MB of 1.2 GB · 8.4 MB/s · about 2 min left',
    );
    expect(formatUploadProgress(0, 5 * 1024 ** 2, null)).toBe('0 bytes of 5.0 MB');
  });

  it('rounds the time left to minutes, then hours and minutes', () => {
    expect(formatTimeLeft(20)).toBe('less than a minute left');
    expect(formatTimeLeft(150)).toBe('about 3 min left');
    expect(formatTimeLeft(80 * 60)).toBe('about 1 h 20 min left');
    expect(formatTimeLeft(120 * 60)).toBe('about 2 h left');
  });
});
