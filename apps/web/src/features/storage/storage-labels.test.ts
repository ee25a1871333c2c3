import { describe, expect, it } from 'vitest';
import { quotaSeverity, storageKindLabel } from './storage-labels';

describe('storage labels', () => {
  it('names the kinds of media, and keeps an unknown kind as it is', () => {
    expect(storageKindLabel('video')).toBe('Video clips');
    expect(storageKindLabel('3d-app-video')).toBe('3D-app video');
    expect(storageKindLabel('audio')).toBe('audio');
  });

  it('colours the quota by how full it is', () => {
    expect(quotaSeverity(10)).toBe('success');
    expect(quotaSeverity(80)).toBe('warning');
    expect(quotaSeverity(95)).toBe('error');
  });
});
