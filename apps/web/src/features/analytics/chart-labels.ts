/**
 * The chart's row labels, wrapped to fit the room beside the bars: whole words to a line, at most `maxLines`
 * lines, the last ending in '…' when the name is longer still (the full name goes in the label's tooltip).
 */

/** The width a text takes, in the same unit as `maxWidth`. */
export type MeasureText = (text: string) => number;

const ELLIPSIS = '…';

/** The longest start of `text` that fits with '…' after it (at least one character). */
function ellipsize(text: string, maxWidth: number, measure: MeasureText): string {
  if (measure(text) <= maxWidth) return text;
  let end = text.length - 1;
  while (end > 1 && measure(`${text.slice(0, end).trimEnd()}${ELLIPSIS}`) > maxWidth) end -= 1;
  return `${text.slice(0, end).trimEnd()}${ELLIPSIS}`;
}

export function wrapLabel(text: string, maxWidth: number, measure: MeasureText, maxLines = 2): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && measure(`${last} ${word}`) <= maxWidth) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length > maxLines) lines.splice(maxLines - 1, lines.length, lines.slice(maxLines - 1).join(' '));
  return lines.map((line) => ellipsize(line, maxWidth, measure));
}

/** A rough width for when the browser cannot measure (no canvas): `fontSize` × 0.6 a character. */
export function estimateWidth(fontSize: number): MeasureText {
  return (text) => text.length * fontSize * 0.6;
}
