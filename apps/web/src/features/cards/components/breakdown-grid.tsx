import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import { chainedCellText } from '../chained-spot';
import { alpha, styled, useTheme } from '@mui/material/styles';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { CARD_STATUS_LABELS, readBreakdown, type Card, type CardStatus } from '@scout/shared/domain';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { Link } from 'react-router';
import { columnOffsets, FIRST_EDITABLE_COLUMN, GRID_COLUMNS, STICKY_COLUMN_COUNT, type GridColumn } from '../grid-columns';
import {
  FIELD_KINDS,
  filterChoices,
  formatFieldValue,
  matchChoice,
  optionsFor,
  STATUS_CHOICES,
  type ChoiceOption,
  type ParseResult,
} from '../grid-cell-values';
import {
  gridCommandForKey,
  moveHighlight,
  positionAfterCommit,
  scrollLeftToReveal,
  type EditorCommand,
  type GridPosition,
  type GridShape,
} from '../grid-navigation';
import { createConceptChoice } from '../grid-concepts';
import { GridCellEditor, type CellEdit } from './grid-cell-editor';
import { statusColor } from './card-status-chip';
import { SelectedPlayVideo } from './selected-play-video';

export const ROW_HEIGHT = 32;
export const HEADER_HEIGHT = 34;
const OVERSCAN = 12;
const MONO_FONT = '"JetBrains Mono", "SFMono-Regular", Menlo, Consolas, "Liberation Mono", monospace';

export interface BreakdownGridProps {
  cards: readonly Card[];
  /**
   * Parses and sends one cell's text; an invalid value comes back as a message and is not sent. `createConcept`:
   * the person picked the concept column's 'Add to the concepts library' option for the text.
   */
  onCommit(card: Card, column: GridColumn, text: string, createConcept: boolean): ParseResult<unknown>;
  /** A message for the person (used when an invalid edit is dropped because the focus left the grid). */
  onMessage(message: string): void;
  cardHref(card: Card): string;
  onOpenCard(card: Card): void;
  /** Visible name of the grid. */
  label: string;
  /** The organisation's concepts library, offered in the concept column (with a way to add a new name). */
  conceptOptions?: readonly ChoiceOption[];
  /** The columns to show (default: every field); the first two stay the card number and status. */
  columns?: readonly GridColumn[];
}

const NO_OPTIONS: readonly ChoiceOption[] = [];

interface EditingState extends CellEdit {
  row: number;
  col: number;
}

function cellText(card: Card, values: ReturnType<typeof readBreakdown>, column: GridColumn): string {
  if (column.id === 'cardNumber') return String(card.cardNumber);
  if (column.id === 'status') return CARD_STATUS_LABELS[card.status];
  return formatFieldValue(column.id, values[column.id]);
}

function columnOptions(column: GridColumn, conceptOptions: readonly ChoiceOption[]): readonly ChoiceOption[] {
  if (column.id === 'status') return STATUS_CHOICES;
  if (column.id === 'cardNumber') return [];
  if (column.id === 'concept' && conceptOptions.length > 0) return [...conceptOptions, ...optionsFor(column.id)];
  return optionsFor(column.id);
}

/** Choice columns and status take only listed values; suggest columns offer values but keep any text. */
function isStrict(column: GridColumn): boolean {
  if (column.id === 'status') return true;
  if (column.id === 'cardNumber') return false;
  return FIELD_KINDS[column.id] === 'choice';
}

/**
 * The list a cell's editor shows: all options while its text is untouched, else those the text matches; the
 * concept column ends with 'Add to the concepts library' for a typed name the library does not have.
 */
function listFor(column: GridColumn, edit: CellEdit, conceptOptions: readonly ChoiceOption[]): readonly ChoiceOption[] {
  const options = columnOptions(column, conceptOptions);
  if (edit.start === 'opened' && edit.text === edit.initialText) return options;
  const matches = filterChoices(options, edit.text);
  const create = column.id === 'concept' && conceptOptions !== NO_OPTIONS ? createConceptChoice(edit.text, conceptOptions) : null;
  return create ? [...matches, create] : matches;
}

function highlightFor(column: GridColumn, edit: CellEdit, list: readonly ChoiceOption[]): number {
  if (edit.highlight !== null) return edit.highlight;
  if (!edit.text.trim()) return -1;
  const match = matchChoice(list, edit.text);
  if (match) return list.indexOf(match);
  return isStrict(column) && list.length > 0 ? 0 : -1;
}

/** The text a commit parses (the highlighted option's label, or what was typed), and whether it adds a concept. */
function textToCommit(column: GridColumn, edit: CellEdit, conceptOptions: readonly ChoiceOption[]): { text: string; create: boolean } {
  const list = listFor(column, edit, conceptOptions);
  const index = highlightFor(column, edit, list);
  const option = index >= 0 ? list[index] : undefined;
  return option ? { text: option.label, create: option.create === true } : { text: edit.text, create: false };
}

/**
 * The breakdown grid: one row per card, virtualised (only the rows in view and a few either side are in
 * the page), with a sticky header and sticky # / STATUS columns, and spreadsheet keyboard editing (see
 * grid-navigation.ts).
 */
export function BreakdownGrid({
  cards,
  onCommit,
  onMessage,
  cardHref,
  onOpenCard,
  label,
  conceptOptions = NO_OPTIONS,
  columns = GRID_COLUMNS,
}: BreakdownGridProps) {
  const { lefts, total: totalWidth } = useMemo(() => columnOffsets(columns), [columns]);
  const stickyWidth = lefts[STICKY_COLUMN_COUNT] ?? 0;
  const theme = useTheme();
  const gridId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [selection, setSelection] = useState<GridPosition>({ row: 0, col: FIRST_EDITABLE_COLUMN + 1 });
  const [editing, setEditing] = useState<EditingState | null>(null);
  const [viewportRows, setViewportRows] = useState(20);

  const rowCount = cards.length;
  // Another set of columns may be narrower than the one the selection was made in.
  const at: GridPosition = { row: Math.min(selection.row, Math.max(0, rowCount - 1)), col: Math.min(selection.col, columns.length - 1) };
  const shape: GridShape = {
    rowCount,
    colCount: columns.length,
    firstEditableCol: FIRST_EDITABLE_COLUMN,
    pageSize: Math.max(1, viewportRows - 1),
  };

  // The selected row stays rendered even when scrolled out of view, so an open editor keeps its focus
  // and the grid's active cell always exists in the page.
  const selectedRowRef = useRef(at.row);
  useLayoutEffect(() => {
    selectedRowRef.current = at.row;
  });
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const selected = selectedRowRef.current;
    if (selected < range.count && !indexes.includes(selected)) return [...indexes, selected].sort((a, b) => a - b);
    return indexes;
  }, []);

  // The app does not use the React Compiler; the virtualiser re-renders this component as it scrolls.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    rangeExtractor,
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    getItemKey: (index) => cards[index]?.id ?? index,
  });

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setViewportRows(Math.floor((element.clientHeight - HEADER_HEIGHT) / ROW_HEIGHT)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Keeps the selected cell in view: rows through the virtualiser, columns past the sticky ones.
  useEffect(() => {
    if (rowCount === 0) return;
    virtualizer.scrollToIndex(at.row, { align: 'auto' });
    const element = scrollRef.current;
    const column = columns[at.col];
    const left = lefts[at.col];
    if (!element || !column || left === undefined) return;
    const next = scrollLeftToReveal(left, column.width, element.scrollLeft, element.clientWidth, stickyWidth);
    if (next !== element.scrollLeft) element.scrollLeft = next;
    // Scroll only when the selection moves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [at.row, at.col, rowCount, columns]);

  const focusGrid = () => scrollRef.current?.focus({ preventScroll: true });

  // The latest render's values, for the stable callbacks the memoised rows hold.
  const cardsRef = useRef(cards);
  const editingRef = useRef(editing);
  const shapeRef = useRef(shape);
  const callbacksRef = useRef({ onCommit, onMessage });
  const conceptOptionsRef = useRef(conceptOptions);
  const columnsRef = useRef(columns);
  useLayoutEffect(() => {
    cardsRef.current = cards;
    editingRef.current = editing;
    shapeRef.current = shape;
    callbacksRef.current = { onCommit, onMessage };
    conceptOptionsRef.current = conceptOptions;
    columnsRef.current = columns;
  });

  const startEdit = useCallback((row: number, col: number, start: CellEdit['start'], typed: string | null) => {
    const card = cardsRef.current[row];
    const column = columnsRef.current[col];
    if (!card || !column?.editable) return;
    const current = cellText(card, readBreakdown(card), column);
    // An empty DN, DIST or YARD LN cell opened (not typed into) offers the value chained from the row above.
    const chained = typed === null && current === '' ? chainedCellText(cardsRef.current[row - 1], column.id) : null;
    setEditing({ row, col, start, initialText: current, text: typed ?? chained ?? current, highlight: null, error: null });
  }, []);

  /** Commits the open editor; false (and the message shown under the cell) when its value is invalid. */
  const commitEditing = useCallback((then: Parameters<typeof positionAfterCommit>[1]): boolean => {
    const edit = editingRef.current;
    if (!edit) return true;
    const card = cardsRef.current[edit.row];
    const column = columnsRef.current[edit.col];
    if (!card || !column) {
      setEditing(null);
      return true;
    }
    const { text, create } = textToCommit(column, edit, conceptOptionsRef.current);
    const result = callbacksRef.current.onCommit(card, column, text, create);
    if (!result.ok) {
      setEditing({ ...edit, error: result.message });
      return false;
    }
    setEditing(null);
    if (then !== null) {
      setSelection(positionAfterCommit({ row: edit.row, col: edit.col }, then, shapeRef.current));
    }
    return true;
  }, []);

  const onEditorCommand = useCallback(
    (command: EditorCommand) => {
      const edit = editingRef.current;
      if (!edit) return;
      if (command.type === 'cancel') {
        setEditing(null);
        focusGrid();
        return;
      }
      if (command.type === 'highlight') {
        const column = columnsRef.current[edit.col];
        if (!column) return;
        const list = listFor(column, edit, conceptOptionsRef.current);
        setEditing({ ...edit, highlight: moveHighlight(highlightFor(column, edit, list), command.delta, list.length), error: null });
        return;
      }
      if (command.type === 'commit' && commitEditing(command.then)) focusGrid();
    },
    [commitEditing],
  );

  const onEditorText = useCallback((text: string) => {
    const edit = editingRef.current;
    if (edit) setEditing({ ...edit, text, highlight: null, error: null });
  }, []);

  const onEditorPick = useCallback(
    (option: ChoiceOption) => {
      const edit = editingRef.current;
      if (!edit) return;
      const column = columnsRef.current[edit.col];
      // The picked option is committed as highlighted (an 'add to the library' option keeps its meaning).
      const list = column ? listFor(column, edit, conceptOptionsRef.current) : [];
      const index = list.findIndex((o) => o.value === option.value && o.create === option.create);
      editingRef.current = index >= 0 ? { ...edit, highlight: index } : { ...edit, text: option.label, highlight: null, start: 'typed' };
      if (commitEditing(null)) focusGrid();
    },
    [commitEditing],
  );

  /** Focus left the grid (another control, another window): keep a valid value, drop an invalid one. */
  const onEditorBlur = useCallback(() => {
    window.setTimeout(() => {
      const element = scrollRef.current;
      if (!editingRef.current || (element && element.contains(document.activeElement))) return;
      const edit = editingRef.current;
      if (!commitEditing(null)) {
        setEditing(null);
        const column = columnsRef.current[edit.col];
        const card = cardsRef.current[edit.row];
        callbacksRef.current.onMessage(
          `${column?.header ?? 'Cell'} of card ${card?.cardNumber ?? ''} was not saved: ${edit.error ?? 'invalid value'}`,
        );
      }
    }, 0);
  }, [commitEditing]);

  const onCellMouseDown = useCallback(
    (row: number, col: number, event: MouseEvent) => {
      if ((event.target as HTMLElement).closest('a')) return;
      const edit = editingRef.current;
      if (edit && edit.row === row && edit.col === col) return;
      event.preventDefault();
      if (edit && !commitEditing(null)) return;
      setSelection({ row, col });
      if (columnsRef.current[col]?.editable && event.button === 0) startEdit(row, col, 'opened', null);
      else focusGrid();
    },
    [commitEditing, startEdit],
  );

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (editing || event.target !== event.currentTarget) return;
    const column = columns[at.col];
    const card = cards[at.row];
    if (!column || !card) return;
    if (column.id === 'cardNumber' && event.key === 'Enter') {
      event.preventDefault();
      onOpenCard(card);
      return;
    }
    const command = gridCommandForKey(event, at, shape, column.editable);
    switch (command.type) {
      case 'move':
        // Tab at the grid's last cell leaves the grid.
        if (event.key === 'Tab' && command.to.row === at.row && command.to.col === at.col) return;
        event.preventDefault();
        setSelection(command.to);
        return;
      case 'edit':
        event.preventDefault();
        startEdit(at.row, at.col, command.start, command.text);
        return;
      case 'clear': {
        event.preventDefault();
        if (column.id === 'status') return;
        const result = onCommit(card, column, '', false);
        if (!result.ok) onMessage(result.message);
        return;
      }
      case 'none':
        return;
    }
  };

  const statusColors = useMemo(
    () =>
      Object.fromEntries(STATUS_CHOICES.map((option) => [option.value, statusColor(theme, option.value)])) as Record<CardStatus, string>,
    [theme],
  );

  const items = virtualizer.getVirtualItems();
  const activeId = rowCount > 0 ? `${gridId}-r${at.row}-c${at.col}` : undefined;

  return (
    // The selected play's clip beside the grid on a laptop; a phone keeps the grid's width (no panel).
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' }, alignItems: 'start' }}>
      <GridRoot
        ref={scrollRef}
        role="grid"
        aria-label={label}
        aria-rowcount={rowCount + 1}
        aria-colcount={columns.length}
        aria-activedescendant={editing ? undefined : activeId}
        tabIndex={0}
        onKeyDown={onGridKeyDown}
      >
        <div role="rowgroup" className="grid-head" style={{ width: totalWidth }}>
          <div role="row" aria-rowindex={1} className="grid-row head" style={{ height: HEADER_HEIGHT }}>
            {columns.map((column, col) => (
              <div
                key={column.id}
                role="columnheader"
                aria-colindex={col + 1}
                title={column.description}
                className={`grid-cell head align-${column.align}${col < STICKY_COLUMN_COUNT ? ' sticky' : ''}${col === STICKY_COLUMN_COUNT - 1 ? ' sticky-last' : ''}`}
                style={{ width: column.width, left: col < STICKY_COLUMN_COUNT ? lefts[col] : undefined }}
              >
                {column.header}
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup" className="grid-body" style={{ height: virtualizer.getTotalSize(), width: totalWidth }}>
          {items.map((item) => {
            const card = cards[item.index];
            if (!card) return null;
            const selectedRow = item.index === at.row;
            return (
              <GridRow
                key={item.key}
                gridId={gridId}
                card={card}
                columns={columns}
                lefts={lefts}
                index={item.index}
                top={item.start - HEADER_HEIGHT}
                selectedCol={selectedRow ? at.col : -1}
                editing={editing && editing.row === item.index ? editing : null}
                statusColors={statusColors}
                conceptOptions={conceptOptions}
                href={cardHref(card)}
                onCellMouseDown={onCellMouseDown}
                onEditorText={onEditorText}
                onEditorCommand={onEditorCommand}
                onEditorPick={onEditorPick}
                onEditorBlur={onEditorBlur}
              />
            );
          })}
        </div>
      </GridRoot>
      <Box sx={{ display: { xs: 'none', lg: 'block' } }}>
        <SelectedPlayVideo card={cards[at.row] ?? null} />
      </Box>
    </Box>
  );
}

interface GridRowProps {
  gridId: string;
  card: Card;
  columns: readonly GridColumn[];
  /** Each column's left edge (the sticky ones are placed by it). */
  lefts: readonly number[];
  index: number;
  top: number;
  selectedCol: number;
  editing: EditingState | null;
  statusColors: Record<CardStatus, string>;
  conceptOptions: readonly ChoiceOption[];
  href: string;
  onCellMouseDown(row: number, col: number, event: MouseEvent): void;
  onEditorText(text: string): void;
  onEditorCommand(command: EditorCommand): void;
  onEditorPick(option: ChoiceOption): void;
  onEditorBlur(): void;
}

/** One card's row; memoised, so moving the selection re-renders two rows, not the page. */
const GridRow = memo(function GridRow({
  gridId,
  card,
  columns,
  lefts,
  index,
  top,
  selectedCol,
  editing,
  statusColors,
  conceptOptions,
  href,
  onCellMouseDown,
  onEditorText,
  onEditorCommand,
  onEditorPick,
  onEditorBlur,
}: GridRowProps) {
  const values = useMemo(() => readBreakdown(card), [card]);
  const selected = selectedCol >= 0;
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-label={`Card ${card.cardNumber}`}
      aria-selected={selected}
      className={`grid-row${index % 2 === 1 ? ' odd' : ''}${selected ? ' selected' : ''}`}
      style={{ transform: `translateY(${top}px)`, height: ROW_HEIGHT }}
    >
      {columns.map((column, col) => {
        const isEditing = editing !== null && editing.col === col;
        const text = cellText(card, values, column);
        const classes = [
          'grid-cell',
          `align-${column.align}`,
          column.mono ? 'mono' : '',
          col < STICKY_COLUMN_COUNT ? 'sticky' : '',
          col === STICKY_COLUMN_COUNT - 1 ? 'sticky-last' : '',
          col === selectedCol ? 'active' : '',
          isEditing ? 'editing' : '',
          column.editable ? '' : 'readonly',
        ].join(' ');
        const list = isEditing ? listFor(column, editing, conceptOptions) : [];
        return (
          <div
            key={column.id}
            id={`${gridId}-r${index}-c${col}`}
            role="gridcell"
            aria-colindex={col + 1}
            aria-selected={col === selectedCol}
            aria-readonly={column.editable ? undefined : true}
            className={classes}
            style={{ width: column.width, left: col < STICKY_COLUMN_COUNT ? lefts[col] : undefined }}
            onMouseDown={(event) => onCellMouseDown(index, col, event)}
          >
            {column.id === 'cardNumber' ? (
              <>
                <Link to={href} className="open-card" aria-label={`Open card ${card.cardNumber}`} tabIndex={-1}>
                  <OpenInNewIcon sx={{ fontSize: 13 }} />
                </Link>
                <span>{text}</span>
              </>
            ) : column.id === 'status' ? (
              <span className="status">
                <span className="dot" style={{ backgroundColor: statusColors[card.status] }} />
                {text}
              </span>
            ) : (
              <span className="value">{text}</span>
            )}
            {isEditing ? (
              <GridCellEditor
                edit={editing}
                label={`${column.header}, card ${card.cardNumber}`}
                options={columnOptions(column, conceptOptions)}
                strict={isStrict(column)}
                listOptions={list}
                highlighted={highlightFor(column, editing, list)}
                align={column.align}
                mono={column.mono}
                onText={onEditorText}
                onCommand={onEditorCommand}
                onPick={onEditorPick}
                onBlur={onEditorBlur}
              />
            ) : null}
          </div>
        );
      })}
    </div>
  );
});

const GridRoot = styled('div')(({ theme }) => {
  const line = theme.palette.divider;
  const selectedBg = alpha(theme.palette.info.main, 0.06);
  const outline = theme.palette.info.main;
  return {
    position: 'relative',
    overflow: 'auto',
    height: 'max(380px, calc(100vh - 300px))',
    border: `1px solid ${line}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.background.paper,
    fontSize: '0.8125rem',
    lineHeight: 1.2,
    outline: 'none',
    overscrollBehavior: 'contain',
    '&:focus-visible': { boxShadow: `0 0 0 2px ${alpha(outline, 0.35)}` },
    '& .grid-head': { position: 'sticky', top: 0, zIndex: 3 },
    '& .grid-body': { position: 'relative' },
    '& .grid-row': { display: 'flex', position: 'absolute', top: 0, left: 0 },
    '& .grid-row.head': { position: 'relative' },
    '& .grid-cell': {
      position: 'relative',
      flexShrink: 0,
      display: 'flex',
      alignItems: 'center',
      gap: 4,
      padding: '0 8px',
      height: '100%',
      boxSizing: 'border-box',
      borderRight: `1px solid ${line}`,
      borderBottom: `1px solid ${line}`,
      backgroundColor: theme.palette.background.paper,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      cursor: 'cell',
      userSelect: 'none',
    },
    '& .grid-row.odd .grid-cell': { backgroundColor: '#f8fafc' },
    '& .grid-row.selected .grid-cell': { backgroundColor: `color-mix(in srgb, ${theme.palette.info.main} 6%, #ffffff)` },
    '& .grid-cell.head': {
      backgroundColor: '#eef2f7',
      color: theme.palette.text.secondary,
      fontSize: '0.7rem',
      fontWeight: 700,
      letterSpacing: '0.06em',
      borderBottom: `2px solid ${theme.palette.primary.main}`,
      cursor: 'default',
    },
    '& .grid-cell.sticky': { position: 'sticky', zIndex: 1 },
    '& .grid-cell.head.sticky': { zIndex: 4 },
    '& .grid-cell.sticky-last': { boxShadow: `2px 0 0 ${alpha(theme.palette.primary.main, 0.12)}` },
    '& .align-right': { justifyContent: 'flex-end', textAlign: 'right' },
    '& .align-center': { justifyContent: 'center', textAlign: 'center' },
    '& .mono': { fontFamily: MONO_FONT, fontVariantNumeric: 'tabular-nums', fontSize: '0.78rem' },
    '& .grid-cell.head.mono, & .grid-cell.head': { fontFamily: theme.typography.fontFamily },
    '& .grid-cell.readonly': { color: theme.palette.text.secondary, cursor: 'default' },
    '& .grid-cell .value': { overflow: 'hidden', textOverflow: 'ellipsis' },
    '& .grid-cell.active': { boxShadow: `inset 0 0 0 2px ${outline}`, zIndex: 2 },
    '& .grid-cell.sticky.active': { zIndex: 2 },
    '& .grid-cell.editing': { overflow: 'visible', zIndex: 2 },
    '& .grid-row.selected .grid-cell.active': { backgroundColor: selectedBg },
    '& .status': { display: 'inline-flex', alignItems: 'center', gap: 6, fontWeight: 500 },
    '& .status .dot': { width: 8, height: 8, borderRadius: '50%', flexShrink: 0 },
    '& .open-card': {
      display: 'inline-flex',
      color: theme.palette.text.disabled,
      marginRight: 'auto',
      opacity: 0,
      transition: 'opacity 120ms',
    },
    '& .grid-row:hover .open-card, & .grid-row.selected .open-card, & .open-card:focus-visible': { opacity: 1 },
    '& .open-card:hover': { color: theme.palette.primary.main },
    '& .grid-editor': {
      position: 'absolute',
      inset: 0,
      width: '100%',
      height: '100%',
      boxSizing: 'border-box',
      padding: '0 7px',
      border: `2px solid ${outline}`,
      outline: 'none',
      font: 'inherit',
      color: theme.palette.text.primary,
      backgroundColor: '#ffffff',
      boxShadow: `0 2px 8px ${alpha(theme.palette.common.black, 0.18)}`,
      zIndex: 3,
    },
    '& .grid-editor.mono': { fontFamily: MONO_FONT, fontSize: '0.78rem' },
    '& .grid-editor[aria-invalid="true"]': { borderColor: theme.palette.error.main },
  };
});
