import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ChoiceOption } from '../grid-cell-values';
import { editorCommandForKey, type EditorCommand, type EditStart } from '../grid-navigation';

export interface CellEdit {
  start: EditStart;
  /** The cell's text when editing began, to tell an untouched list from a typed filter. */
  initialText: string;
  text: string;
  /** The list option Enter would take; null = the best match for the text. */
  highlight: number | null;
  error: string | null;
}

interface GridCellEditorProps {
  edit: CellEdit;
  label: string;
  /** The options of a list cell (all of them; the editor filters). Empty for a plain input. */
  options: readonly ChoiceOption[];
  /** A choice cell takes only listed values; a suggest cell also keeps other text. */
  strict: boolean;
  listOptions: readonly ChoiceOption[];
  highlighted: number;
  align: 'left' | 'center' | 'right';
  mono: boolean;
  onText(text: string): void;
  onCommand(command: EditorCommand): void;
  onPick(option: ChoiceOption): void;
  onBlur(): void;
}

/**
 * The input over a cell being edited, with its list of options for conventional values (type-ahead:
 * the text filters the list; Enter takes the highlighted option) and the validation message below it.
 */
export function GridCellEditor({
  edit,
  label,
  options,
  strict,
  listOptions,
  highlighted,
  align,
  mono,
  onText,
  onCommand,
  onPick,
  onBlur,
}: GridCellEditorProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  // The list and messages hang under the cell the input covers.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const attachInput = useCallback((element: HTMLInputElement | null) => {
    inputRef.current = element;
    setAnchor(element?.parentElement ?? null);
  }, []);
  const listId = useId();
  const hasList = options.length > 0;
  const showList = hasList && listOptions.length > 0 && !edit.error;

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.focus({ preventScroll: true });
    // Opened with Enter/F2/click: the text is selected, so typing replaces it; typed: the caret follows it.
    if (edit.start === 'opened') input.select();
    else input.setSelectionRange(input.value.length, input.value.length);
    // Only when the editor opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    event.stopPropagation();
    const command = editorCommandForKey(event, edit.start, showList);
    if (command.type === 'none') return;
    event.preventDefault();
    onCommand(command);
  };

  return (
    <>
      <input
        ref={attachInput}
        className={`grid-editor${mono ? ' mono' : ''}`}
        style={{ textAlign: align }}
        value={edit.text}
        aria-label={label}
        aria-invalid={edit.error ? true : undefined}
        aria-describedby={edit.error ? `${listId}-error` : undefined}
        role={hasList ? 'combobox' : undefined}
        aria-expanded={hasList ? showList : undefined}
        aria-controls={showList ? listId : undefined}
        aria-autocomplete={hasList ? 'list' : undefined}
        aria-activedescendant={showList && highlighted >= 0 ? `${listId}-${highlighted}` : undefined}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onText(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
      <Popper open={Boolean(anchor) && (showList || Boolean(edit.error))} anchorEl={anchor} placement="bottom-start" sx={{ zIndex: 1300 }}>
        {edit.error ? (
          <Paper
            id={`${listId}-error`}
            role="alert"
            elevation={6}
            sx={{
              mt: 0.5,
              px: 1.25,
              py: 0.75,
              maxWidth: 320,
              bgcolor: 'error.main',
              color: 'error.contrastText',
              fontSize: '0.8rem',
              fontWeight: 500,
            }}
          >
            {edit.error}
          </Paper>
        ) : (
          <Paper
            elevation={8}
            // Keeps the focus in the input while an option is clicked.
            onMouseDown={(event) => event.preventDefault()}
            sx={{ mt: 0.5, minWidth: Math.max(anchor?.offsetWidth ?? 0, 150), maxHeight: 280, overflowY: 'auto', py: 0.5 }}
          >
            <ul id={listId} role="listbox" aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {listOptions.map((option, index) => (
                <li
                  key={String(option.value)}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === highlighted}
                  onClick={() => onPick(option)}
                  style={{ cursor: 'pointer' }}
                >
                  <OptionRow option={option} active={index === highlighted} />
                </li>
              ))}
            </ul>
            {!strict ? <OptionFootnote /> : null}
          </Paper>
        )}
      </Popper>
    </>
  );
}

function OptionRow({ option, active }: { option: ChoiceOption; active: boolean }) {
  return (
    <Paper
      square
      elevation={0}
      sx={{
        display: 'flex',
        alignItems: 'baseline',
        gap: 1.5,
        px: 1.5,
        py: 0.5,
        fontSize: '0.85rem',
        bgcolor: active ? 'action.selected' : 'transparent',
        '&:hover': { bgcolor: active ? 'action.selected' : 'action.hover' },
      }}
    >
      <span style={{ fontWeight: 600, minWidth: 28 }}>{option.create ? `+ Add “${option.label}”` : option.label}</span>
      {option.hint ? ' ' : null}
      {option.hint ? <span style={{ opacity: 0.65, fontSize: '0.78rem', whiteSpace: 'nowrap' }}>{option.hint}</span> : null}
    </Paper>
  );
}

function OptionFootnote() {
  return (
    <Paper
      square
      elevation={0}
      sx={{ px: 1.5, pt: 0.5, pb: 0.25, fontSize: '0.72rem', color: 'text.secondary', borderTop: 1, borderColor: 'divider', mt: 0.5 }}
    >
      Or type your own
    </Paper>
  );
}
