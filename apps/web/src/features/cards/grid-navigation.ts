/**
 * Keyboard behaviour of the breakdown grid, as pure functions of a key and the grid's shape, modelled on
 * Hudl's breakdown grid and spreadsheets:
 * - not editing: arrows move the selection; Home/End go to the row's ends (with Ctrl, the grid's);
 *   PageUp/PageDown move a page; Enter or F2 edit the cell; typing a character starts editing with it;
 *   Delete/Backspace clear the cell.
 * - editing: Enter commits and moves down (Shift+Enter up); Tab/Shift+Tab commit and move right/left,
 *   wrapping to the next/previous row; Escape cancels. Up/Down step through a list's options, or commit
 *   and move in a plain input. Left/Right commit and move only when editing began by typing (as in a
 *   spreadsheet's Enter mode); after Enter/F2/click they move the caret.
 */

export interface GridPosition {
  row: number;
  col: number;
}

export interface GridShape {
  rowCount: number;
  colCount: number;
  /** Columns before this one are read-only: Tab wraps onto it, not onto them. */
  firstEditableCol: number;
  /** Rows a PageUp/PageDown moves. */
  pageSize: number;
}

export interface KeyInput {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

export type Direction = 'up' | 'down' | 'left' | 'right';

/** How editing began: by typing a character, or by Enter/F2/click (the cell's text kept). */
export type EditStart = 'typed' | 'opened';

export type GridCommand =
  { type: 'move'; to: GridPosition } | { type: 'edit'; start: EditStart; text: string | null } | { type: 'clear' } | { type: 'none' };

export type EditorCommand =
  | { type: 'commit'; then: Direction | 'next' | 'previous' | null }
  | { type: 'cancel' }
  | { type: 'highlight'; delta: 1 | -1 }
  | { type: 'none' };

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, value));
}

/** The cell one step away, staying inside the grid. */
export function step(from: GridPosition, direction: Direction, shape: GridShape): GridPosition {
  const lastRow = Math.max(0, shape.rowCount - 1);
  const lastCol = Math.max(0, shape.colCount - 1);
  switch (direction) {
    case 'up':
      return { row: clamp(from.row - 1, 0, lastRow), col: from.col };
    case 'down':
      return { row: clamp(from.row + 1, 0, lastRow), col: from.col };
    case 'left':
      return { row: from.row, col: clamp(from.col - 1, 0, lastCol) };
    case 'right':
      return { row: from.row, col: clamp(from.col + 1, 0, lastCol) };
  }
}

/** Tab order: right along the row, then on to the next row's first editable cell (Shift+Tab the reverse). */
export function tabStep(from: GridPosition, backwards: boolean, shape: GridShape): GridPosition {
  const lastRow = Math.max(0, shape.rowCount - 1);
  const lastCol = Math.max(0, shape.colCount - 1);
  if (!backwards) {
    if (from.col < lastCol) return { row: from.row, col: from.col + 1 };
    return from.row < lastRow ? { row: from.row + 1, col: shape.firstEditableCol } : from;
  }
  if (from.col > shape.firstEditableCol) return { row: from.row, col: from.col - 1 };
  return from.row > 0 ? { row: from.row - 1, col: lastCol } : from;
}

/** Where a commit sends the selection. */
export function positionAfterCommit(from: GridPosition, then: Direction | 'next' | 'previous' | null, shape: GridShape): GridPosition {
  if (then === null) return from;
  if (then === 'next') return tabStep(from, false, shape);
  if (then === 'previous') return tabStep(from, true, shape);
  return step(from, then, shape);
}

const ARROWS: Record<string, Direction> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

/** A key pressed while a cell is selected and not being edited. */
export function gridCommandForKey(input: KeyInput, at: GridPosition, shape: GridShape, editable: boolean): GridCommand {
  if (shape.rowCount === 0) return { type: 'none' };
  const withCtrl = Boolean(input.ctrlKey || input.metaKey);
  const arrow = ARROWS[input.key];
  if (arrow) {
    if (!withCtrl) return { type: 'move', to: step(at, arrow, shape) };
    // Ctrl+arrow jumps to the edge, as in a spreadsheet.
    const edge: Record<Direction, GridPosition> = {
      up: { row: 0, col: at.col },
      down: { row: shape.rowCount - 1, col: at.col },
      left: { row: at.row, col: 0 },
      right: { row: at.row, col: shape.colCount - 1 },
    };
    return { type: 'move', to: edge[arrow] };
  }
  switch (input.key) {
    case 'Home':
      return { type: 'move', to: withCtrl ? { row: 0, col: 0 } : { row: at.row, col: 0 } };
    case 'End':
      return {
        type: 'move',
        to: withCtrl ? { row: shape.rowCount - 1, col: shape.colCount - 1 } : { row: at.row, col: shape.colCount - 1 },
      };
    case 'PageDown':
      return { type: 'move', to: { row: clamp(at.row + shape.pageSize, 0, shape.rowCount - 1), col: at.col } };
    case 'PageUp':
      return { type: 'move', to: { row: clamp(at.row - shape.pageSize, 0, shape.rowCount - 1), col: at.col } };
    case 'Tab':
      return { type: 'move', to: tabStep(at, Boolean(input.shiftKey), shape) };
  }
  if (!editable) return { type: 'none' };
  if (input.key === 'Enter' || input.key === 'F2') return { type: 'edit', start: 'opened', text: null };
  if (input.key === 'Delete' || input.key === 'Backspace') return { type: 'clear' };
  if (input.key.length === 1 && !withCtrl && !input.altKey) return { type: 'edit', start: 'typed', text: input.key };
  return { type: 'none' };
}

/** A key pressed inside a cell's editor. `list` is true when the editor shows a list of options. */
export function editorCommandForKey(input: KeyInput, start: EditStart, list: boolean): EditorCommand {
  const shift = Boolean(input.shiftKey);
  switch (input.key) {
    case 'Enter':
      return { type: 'commit', then: shift ? 'up' : 'down' };
    case 'Tab':
      return { type: 'commit', then: shift ? 'previous' : 'next' };
    case 'Escape':
      return { type: 'cancel' };
    case 'ArrowDown':
      return list ? { type: 'highlight', delta: 1 } : { type: 'commit', then: 'down' };
    case 'ArrowUp':
      return list ? { type: 'highlight', delta: -1 } : { type: 'commit', then: 'up' };
    case 'ArrowLeft':
      return start === 'typed' ? { type: 'commit', then: 'left' } : { type: 'none' };
    case 'ArrowRight':
      return start === 'typed' ? { type: 'commit', then: 'right' } : { type: 'none' };
    default:
      return { type: 'none' };
  }
}

/** Moves a list highlight, wrapping around; -1 (nothing highlighted) goes to the first or last. */
export function moveHighlight(current: number, delta: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  if (current < 0) return delta > 0 ? 0 : count - 1;
  return (current + delta + count) % count;
}

/**
 * The horizontal scroll that shows a column whole: columns under the sticky left ones, or past the right
 * edge, are scrolled into view; a visible one leaves the scroll as it is.
 */
export function scrollLeftToReveal(
  columnLeft: number,
  columnWidth: number,
  scrollLeft: number,
  viewportWidth: number,
  stickyWidth: number,
): number {
  if (columnLeft < stickyWidth) return scrollLeft;
  if (columnLeft - scrollLeft < stickyWidth) return Math.max(0, columnLeft - stickyWidth);
  if (columnLeft + columnWidth - scrollLeft > viewportWidth) return columnLeft + columnWidth - viewportWidth;
  return scrollLeft;
}
