import { describe, expect, it } from 'vitest';
import { secondsLeft, shortCommit, updateBannerView, updateStatus, type UpdateBannerInput } from './update-status';

const RUNNING = '08b8de78697fa38b5a9009b7dfedce7edf5183c5';
const NEWER = { hash: '4189f9d0c0ffee0c0ffee0c0ffee0c0ffee0c0ff', shortHash: '4189f9d', message: 'Version chip' };

const base: UpdateBannerInput = { runningCommit: RUNNING, deployed: null, dismissedHash: null, cancelledHash: null, autoReload: false };

describe('update check', () => {
  it('calls a build outdated only when the deployed file names another commit', () => {
    expect(updateStatus(RUNNING, { hash: RUNNING })).toBe('current');
    expect(updateStatus(RUNNING, NEWER)).toBe('outdated');
    expect(shortCommit(RUNNING)).toBe('08b8de7');
    expect(shortCommit('dev')).toBe('dev');
  });

  it('hides the banner until a version file naming another build is read', () => {
    expect(updateBannerView(base)).toEqual({ kind: 'hidden' });
    expect(updateBannerView({ ...base, deployed: { hash: RUNNING } })).toEqual({ kind: 'hidden' });
    expect(updateBannerView({ ...base, deployed: NEWER })).toEqual({ kind: 'available', deployed: NEWER });
  });

  it("puts off only the build 'Later' was pressed for: a newer one shows again", () => {
    // Prepare: Later pressed for NEWER.
    const dismissed = { ...base, deployed: NEWER, dismissedHash: NEWER.hash };
    const newest = { hash: 'f00dbabe00000000000000000000000000000000' };

    // Act / Assess
    expect(updateBannerView(dismissed)).toEqual({ kind: 'hidden' });
    expect(updateBannerView({ ...dismissed, deployed: newest })).toEqual({ kind: 'available', deployed: newest });
  });

  it('counts down with auto-reload on, until Cancel for that build; Later still wins', () => {
    const auto = { ...base, deployed: NEWER, autoReload: true };
    expect(updateBannerView(auto)).toEqual({ kind: 'countdown', deployed: NEWER });
    expect(updateBannerView({ ...auto, cancelledHash: NEWER.hash })).toEqual({ kind: 'available', deployed: NEWER });
    expect(updateBannerView({ ...auto, cancelledHash: 'another' })).toEqual({ kind: 'countdown', deployed: NEWER });
    expect(updateBannerView({ ...auto, dismissedHash: NEWER.hash })).toEqual({ kind: 'hidden' });
  });

  it('rounds the seconds left up and stops at zero', () => {
    expect(secondsLeft(15_000, 0)).toBe(15);
    expect(secondsLeft(15_000, 100)).toBe(15);
    expect(secondsLeft(15_000, 14_001)).toBe(1);
    expect(secondsLeft(15_000, 15_000)).toBe(0);
    expect(secondsLeft(15_000, 20_000)).toBe(0);
  });
});
