import { describe, expect, it } from 'vitest';
import {
  editorCommandForKey,
  gridCommandForKey,
  moveHighlight,
  positionAfterCommit,
  scrollLeftToReveal,
  tabStep,
  type GridShape,
} from './grid-navigation';

const shape: GridShape = { rowCount: 10, colCount: 6, firstEditableCol: 1, pageSize: 4 };

describe('moving the selection (not editing)', () => {
  it('moves one cell with the arrows and stops at the edges', () => {
    expect(gridCommandForKey({ key: 'ArrowDown' }, { row: 2, col: 3 }, shape, true)).toEqual({ type: 'move', to: { row: 3, col: 3 } });
    expect(gridCommandForKey({ key: 'ArrowRight' }, { row: 2, col: 3 }, shape, true)).toEqual({ type: 'move', to: { row: 2, col: 4 } });
    expect(gridCommandForKey({ key: 'ArrowUp' }, { row: 0, col: 3 }, shape, true)).toEqual({ type: 'move', to: { row: 0, col: 3 } });
    expect(gridCommandForKey({ key: 'ArrowLeft' }, { row: 2, col: 0 }, shape, true)).toEqual({ type: 'move', to: { row: 2, col: 0 } });
    expect(gridCommandForKey({ key: 'ArrowDown' }, { row: 9, col: 3 }, shape, true)).toEqual({ type: 'move', to: { row: 9, col: 3 } });
  });

  it('jumps to the edges with Ctrl, to the row ends with Home/End, and by pages', () => {
    expect(gridCommandForKey({ key: 'ArrowDown', ctrlKey: true }, { row: 2, col: 3 }, shape, true)).toEqual({
      type: 'move',
      to: { row: 9, col: 3 },
    });
    expect(gridCommandForKey({ key: 'Home' }, { row: 2, col: 3 }, shape, true)).toEqual({ type: 'move', to: { row: 2, col: 0 } });
    expect(gridCommandForKey({ key: 'End', ctrlKey: true }, { row: 2, col: 3 }, shape, true)).toEqual({
      type: 'move',
      to: { row: 9, col: 5 },
    });
    expect(gridCommandForKey({ key: 'PageDown' }, { row: 8, col: 3 }, shape, true)).toEqual({ type: 'move', to: { row: 9, col: 3 } });
    expect(gridCommandForKey({ key: 'PageUp' }, { row: 6, col: 3 }, shape, true)).toEqual({ type: 'move', to: { row: 2, col: 3 } });
  });

  it('does nothing in an empty grid', () => {
    expect(gridCommandForKey({ key: 'ArrowDown' }, { row: 0, col: 0 }, { ...shape, rowCount: 0 }, true)).toEqual({ type: 'none' });
  });
});

describe('starting to edit', () => {
  it('edits the cell with Enter or F2, keeping its text', () => {
    expect(gridCommandForKey({ key: 'Enter' }, { row: 1, col: 2 }, shape, true)).toEqual({ type: 'edit', start: 'opened', text: null });
    expect(gridCommandForKey({ key: 'F2' }, { row: 1, col: 2 }, shape, true)).toEqual({ type: 'edit', start: 'opened', text: null });
  });

  it('starts editing with a typed character', () => {
    expect(gridCommandForKey({ key: '3' }, { row: 1, col: 2 }, shape, true)).toEqual({ type: 'edit', start: 'typed', text: '3' });
    expect(gridCommandForKey({ key: 'L', shiftKey: true }, { row: 1, col: 2 }, shape, true)).toEqual({
      type: 'edit',
      start: 'typed',
      text: 'L',
    });
  });

  it('leaves shortcuts with Ctrl, Cmd or Alt to the browser', () => {
    expect(gridCommandForKey({ key: 'c', ctrlKey: true }, { row: 1, col: 2 }, shape, true)).toEqual({ type: 'none' });
    expect(gridCommandForKey({ key: 'r', metaKey: true }, { row: 1, col: 2 }, shape, true)).toEqual({ type: 'none' });
    expect(gridCommandForKey({ key: 'x', altKey: true }, { row: 1, col: 2 }, shape, true)).toEqual({ type: 'none' });
  });

  it('clears the cell with Delete or Backspace', () => {
    expect(gridCommandForKey({ key: 'Delete' }, { row: 1, col: 2 }, shape, true)).toEqual({ type: 'clear' });
    expect(gridCommandForKey({ key: 'Backspace' }, { row: 1, col: 2 }, shape, true)).toEqual({ type: 'clear' });
  });

  it('never edits a read-only cell, though the selection still moves', () => {
    expect(gridCommandForKey({ key: 'Enter' }, { row: 1, col: 0 }, shape, false)).toEqual({ type: 'none' });
    expect(gridCommandForKey({ key: '3' }, { row: 1, col: 0 }, shape, false)).toEqual({ type: 'none' });
    expect(gridCommandForKey({ key: 'Delete' }, { row: 1, col: 0 }, shape, false)).toEqual({ type: 'none' });
    expect(gridCommandForKey({ key: 'ArrowRight' }, { row: 1, col: 0 }, shape, false)).toEqual({ type: 'move', to: { row: 1, col: 1 } });
  });
});

describe('keys inside an editor', () => {
  it('commits with Enter and moves down (Shift+Enter up), like a spreadsheet', () => {
    expect(editorCommandForKey({ key: 'Enter' }, 'typed', false)).toEqual({ type: 'commit', then: 'down' });
    expect(editorCommandForKey({ key: 'Enter', shiftKey: true }, 'opened', true)).toEqual({ type: 'commit', then: 'up' });
  });

  it('commits with Tab and Shift+Tab, moving along the row', () => {
    expect(editorCommandForKey({ key: 'Tab' }, 'opened', false)).toEqual({ type: 'commit', then: 'next' });
    expect(editorCommandForKey({ key: 'Tab', shiftKey: true }, 'typed', true)).toEqual({ type: 'commit', then: 'previous' });
  });

  it('cancels with Escape', () => {
    expect(editorCommandForKey({ key: 'Escape' }, 'typed', true)).toEqual({ type: 'cancel' });
  });

  it('steps through a list with Up/Down, or commits and moves in a plain input', () => {
    expect(editorCommandForKey({ key: 'ArrowDown' }, 'typed', true)).toEqual({ type: 'highlight', delta: 1 });
    expect(editorCommandForKey({ key: 'ArrowUp' }, 'opened', true)).toEqual({ type: 'highlight', delta: -1 });
    expect(editorCommandForKey({ key: 'ArrowDown' }, 'opened', false)).toEqual({ type: 'commit', then: 'down' });
  });

  it('lets Left/Right move the caret after Enter/F2/click, and commit after typing', () => {
    expect(editorCommandForKey({ key: 'ArrowLeft' }, 'opened', false)).toEqual({ type: 'none' });
    expect(editorCommandForKey({ key: 'ArrowRight' }, 'typed', false)).toEqual({ type: 'commit', then: 'right' });
  });
});

describe('where a commit goes', () => {
  it('moves down, up, right, or nowhere', () => {
    expect(positionAfterCommit({ row: 3, col: 2 }, 'down', shape)).toEqual({ row: 4, col: 2 });
    expect(positionAfterCommit({ row: 9, col: 2 }, 'down', shape)).toEqual({ row: 9, col: 2 });
    expect(positionAfterCommit({ row: 3, col: 2 }, null, shape)).toEqual({ row: 3, col: 2 });
  });

  it('wraps Tab to the next row’s first editable cell, and Shift+Tab back to the previous row’s last', () => {
    expect(tabStep({ row: 3, col: 5 }, false, shape)).toEqual({ row: 4, col: 1 });
    expect(tabStep({ row: 3, col: 1 }, true, shape)).toEqual({ row: 2, col: 5 });
    expect(tabStep({ row: 9, col: 5 }, false, shape)).toEqual({ row: 9, col: 5 });
    expect(tabStep({ row: 0, col: 1 }, true, shape)).toEqual({ row: 0, col: 1 });
  });
});

describe('list highlight', () => {
  it('wraps around and starts from either end', () => {
    expect(moveHighlight(-1, 1, 4)).toBe(0);
    expect(moveHighlight(-1, -1, 4)).toBe(3);
    expect(moveHighlight(3, 1, 4)).toBe(0);
    expect(moveHighlight(0, -1, 4)).toBe(3);
    expect(moveHighlight(0, 1, 0)).toBe(-1);
  });
});

describe('horizontal reveal', () => {
  const sticky = 172;
  it('leaves a visible column alone', () => {
    expect(scrollLeftToReveal(400, 100, 0, 1000, sticky)).toBe(0);
  });
  it('scrolls right to show a column past the edge', () => {
    expect(scrollLeftToReveal(1500, 260, 0, 1000, sticky)).toBe(760);
  });
  it('scrolls left to show a column hidden under the sticky columns', () => {
    expect(scrollLeftToReveal(300, 60, 250, 1000, sticky)).toBe(128);
  });
  it('never scrolls for the sticky columns themselves', () => {
    expect(scrollLeftToReveal(56, 116, 500, 1000, sticky)).toBe(500);
  });
});
