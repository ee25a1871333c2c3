import { createTheme } from '@mui/material/styles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefersReducedMotion, reducedMotionOptions } from './motion';

describe('less motion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows the system setting, and reads no motion preference where the browser has no matchMedia', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    expect(prefersReducedMotion()).toBe(true);
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    expect(prefersReducedMotion()).toBe(false);
    vi.stubGlobal('matchMedia', undefined);
    expect(prefersReducedMotion()).toBe(false);
  });

  it('ends every transition at once and turns the ripple off', () => {
    const options = reducedMotionOptions();
    const theme = createTheme({ transitions: options.transitions, components: options.components });
    expect(theme.transitions.create(['opacity', 'transform'], { duration: 300 })).toBe('none');
    expect(Object.values(theme.transitions.duration).every((duration) => duration === 0)).toBe(true);
    expect(theme.transitions.getAutoHeightDuration(400)).toBe(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });
});
