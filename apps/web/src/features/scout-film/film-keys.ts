/**
 * The film room's keyboard, as film software lays it out: the keys work anywhere on the page except while
 * typing in a form field, and never with Ctrl, Cmd or Alt held (those stay the browser's).
 */

/** Playback speeds offered, slowest first. */
export const FILM_SPEEDS = [0.25, 0.5, 1, 1.5, 2] as const;
export type FilmSpeed = (typeof FILM_SPEEDS)[number];

/** One frame of game film (shot at 30 frames a second). */
export const FRAME_SECONDS = 1 / 30;

/** How far a seek key jumps while the clip plays. */
export const SEEK_SECONDS = 5;

export type FilmAction =
  | { type: 'toggle-play' }
  | { type: 'pause' }
  | { type: 'seek'; seconds: number }
  | { type: 'clip'; step: 1 | -1 }
  | { type: 'speed'; step: 1 | -1 }
  | { type: 'toggle-loop' };

/** What the keyboard reads of a key press. */
export interface FilmKeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/**
 * The action of a key: Space plays or pauses, K pauses, J and L jump 5 s back and on, ← and → step one frame
 * while paused (5 s while playing), N and P go to the next and previous clip, ',' or '[' slow down and '.' or
 * ']' speed up, R loops the clip. Null for any other key.
 */
export function filmActionForKey(press: FilmKeyPress, paused: boolean): FilmAction | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  const step = paused ? FRAME_SECONDS : SEEK_SECONDS;
  switch (press.key.length === 1 ? press.key.toLowerCase() : press.key) {
    case ' ':
      return { type: 'toggle-play' };
    case 'k':
      return { type: 'pause' };
    case 'j':
      return { type: 'seek', seconds: -SEEK_SECONDS };
    case 'l':
      return { type: 'seek', seconds: SEEK_SECONDS };
    case 'ArrowLeft':
      return { type: 'seek', seconds: -step };
    case 'ArrowRight':
      return { type: 'seek', seconds: step };
    case 'n':
      return { type: 'clip', step: 1 };
    case 'p':
      return { type: 'clip', step: -1 };
    case ',':
    case '[':
      return { type: 'speed', step: -1 };
    case '.':
    case ']':
      return { type: 'speed', step: 1 };
    case 'r':
      return { type: 'toggle-loop' };
    default:
      return null;
  }
}

/** The keys as the page's help lists them. */
export const FILM_KEY_HELP: readonly { keys: string; action: string }[] = [
  { keys: 'Space', action: 'Play / pause' },
  { keys: 'K', action: 'Pause' },
  { keys: 'J / L', action: 'Back / forward 5 s' },
  { keys: '← / →', action: 'One frame back / forward when paused (5 s while playing)' },
  { keys: 'N / P', action: 'Next / previous clip' },
  { keys: ', or [  /  . or ]', action: 'Slower / faster' },
  { keys: 'R', action: 'Loop this clip on / off' },
];

/** The next speed up or down the scale, staying at its ends; a speed not on the scale snaps to normal. */
export function stepSpeed(current: number, step: 1 | -1): FilmSpeed {
  const index = FILM_SPEEDS.findIndex((speed) => speed === current);
  if (index === -1) return 1;
  return FILM_SPEEDS[Math.min(FILM_SPEEDS.length - 1, Math.max(0, index + step))] ?? 1;
}

/** What the keyboard needs to know of where a key was pressed. */
export interface KeyTarget {
  tagName?: string;
  isContentEditable?: boolean;
  type?: string;
  role?: string | null;
}

const TEXT_FREE_INPUTS = new Set(['button', 'checkbox', 'radio', 'range', 'submit', 'reset', 'color', 'file', 'image']);

/** Typing in a text field, list box or editable text: the film keys stay out of the way there. */
export function isTypingTarget(target: KeyTarget | null): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName?.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return !TEXT_FREE_INPUTS.has((target.type ?? 'text').toLowerCase());
  return target.role === 'combobox' || target.role === 'listbox' || target.role === 'textbox' || target.role === 'option';
}

/** Space on a focused button, link, chip or check box presses that control, not the film. */
export function spaceBelongsTo(target: KeyTarget | null): boolean {
  if (!target) return false;
  const tag = target.tagName?.toUpperCase();
  if (tag === 'BUTTON' || tag === 'A' || tag === 'SUMMARY') return true;
  if (tag === 'INPUT') return true;
  return target.role === 'button' || target.role === 'link' || target.role === 'checkbox' || target.role === 'switch';
}
