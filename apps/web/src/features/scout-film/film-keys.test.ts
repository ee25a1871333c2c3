import { describe, expect, it } from 'vitest';
import { filmActionForKey, FRAME_SECONDS, isTypingTarget, SEEK_SECONDS, spaceBelongsTo, stepSpeed } from './film-keys';

describe('the film keys', () => {
  it('plays and pauses with Space, and only pauses with K', () => {
    expect(filmActionForKey({ key: ' ' }, true)).toEqual({ type: 'toggle-play' });
    expect(filmActionForKey({ key: ' ' }, false)).toEqual({ type: 'toggle-play' });
    expect(filmActionForKey({ key: 'k' }, false)).toEqual({ type: 'pause' });
    expect(filmActionForKey({ key: 'K' }, false)).toEqual({ type: 'pause' });
  });

  it('steps one frame with the arrows while paused, and jumps 5 s while playing', () => {
    expect(filmActionForKey({ key: 'ArrowRight' }, true)).toEqual({ type: 'seek', seconds: FRAME_SECONDS });
    expect(filmActionForKey({ key: 'ArrowLeft' }, true)).toEqual({ type: 'seek', seconds: -FRAME_SECONDS });
    expect(filmActionForKey({ key: 'ArrowRight' }, false)).toEqual({ type: 'seek', seconds: SEEK_SECONDS });
    expect(filmActionForKey({ key: 'ArrowLeft' }, false)).toEqual({ type: 'seek', seconds: -SEEK_SECONDS });
  });

  it('jumps 5 s with J and L whether paused or not', () => {
    expect(filmActionForKey({ key: 'j' }, true)).toEqual({ type: 'seek', seconds: -5 });
    expect(filmActionForKey({ key: 'L' }, false)).toEqual({ type: 'seek', seconds: 5 });
  });

  it('moves between clips with N and P, changes speed with , . [ ], and loops with R', () => {
    expect(filmActionForKey({ key: 'n' }, false)).toEqual({ type: 'clip', step: 1 });
    expect(filmActionForKey({ key: 'P' }, false)).toEqual({ type: 'clip', step: -1 });
    expect(filmActionForKey({ key: ',' }, false)).toEqual({ type: 'speed', step: -1 });
    expect(filmActionForKey({ key: '[' }, false)).toEqual({ type: 'speed', step: -1 });
    expect(filmActionForKey({ key: '.' }, false)).toEqual({ type: 'speed', step: 1 });
    expect(filmActionForKey({ key: ']' }, false)).toEqual({ type: 'speed', step: 1 });
    expect(filmActionForKey({ key: 'r' }, false)).toEqual({ type: 'toggle-loop' });
  });

  it('leaves other keys and browser shortcuts alone', () => {
    expect(filmActionForKey({ key: 'x' }, false)).toBeNull();
    expect(filmActionForKey({ key: 'Enter' }, false)).toBeNull();
    expect(filmActionForKey({ key: 'r', ctrlKey: true }, false)).toBeNull();
    expect(filmActionForKey({ key: 'l', metaKey: true }, false)).toBeNull();
    expect(filmActionForKey({ key: 'n', altKey: true }, false)).toBeNull();
  });
});

describe('the speed scale', () => {
  it('goes up and down 0.25×, 0.5×, 1×, 1.5×, 2× and stays at its ends', () => {
    expect(stepSpeed(1, 1)).toBe(1.5);
    expect(stepSpeed(1.5, 1)).toBe(2);
    expect(stepSpeed(2, 1)).toBe(2);
    expect(stepSpeed(0.5, -1)).toBe(0.25);
    expect(stepSpeed(0.25, -1)).toBe(0.25);
  });

  it('snaps a speed off the scale back to normal', () => {
    expect(stepSpeed(3, 1)).toBe(1);
  });
});

describe('where a key was pressed', () => {
  it('counts text fields, selects and editable text as typing', () => {
    expect(isTypingTarget({ tagName: 'INPUT', type: 'text' })).toBe(true);
    expect(isTypingTarget({ tagName: 'input' })).toBe(true);
    expect(isTypingTarget({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTypingTarget({ tagName: 'SELECT' })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', role: 'combobox' })).toBe(true);
  });

  it('does not count buttons, check boxes, the page or the video as typing', () => {
    expect(isTypingTarget({ tagName: 'BUTTON' })).toBe(false);
    expect(isTypingTarget({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(isTypingTarget({ tagName: 'BODY' })).toBe(false);
    expect(isTypingTarget({ tagName: 'VIDEO' })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });

  it('leaves Space to a focused button or link, not to the page or the video', () => {
    expect(spaceBelongsTo({ tagName: 'BUTTON' })).toBe(true);
    expect(spaceBelongsTo({ tagName: 'A' })).toBe(true);
    expect(spaceBelongsTo({ tagName: 'DIV', role: 'button' })).toBe(true);
    expect(spaceBelongsTo({ tagName: 'VIDEO' })).toBe(false);
    expect(spaceBelongsTo({ tagName: 'BODY' })).toBe(false);
  });
});
