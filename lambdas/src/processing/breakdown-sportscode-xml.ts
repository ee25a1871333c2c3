import type { SheetRows } from './breakdown-sheet';

/** A Sportscode XML file that cannot be read: a tag or comment never closed, or more plays than a sheet holds. */
export class SportscodeXmlError extends Error {
  override readonly name = 'SportscodeXmlError';
}

/** A game's breakdown is a few hundred instances; a season's cut-up a few thousand. */
export const MAX_SPORTSCODE_INSTANCES = 50_000;
/** More label groups than this in one file is not a breakdown a coach made. */
export const MAX_SPORTSCODE_GROUPS = 500;

const FIXED = ['ID', 'start', 'end', 'code'] as const;
/**
 * The raw text read of one value. A cell keeps at most a few hundred characters (custom fields are cut to 500), so
 * the rest of a longer value is skipped unread rather than decoded.
 */
const MAX_VALUE_SOURCE = 16 * 1024;
/** The lower-case tag names the reader looks at, mapped to the column (or label part) they fill. */
const FIXED_BY_TAG = new Map<string, string>(FIXED.map((tag) => [tag.toLowerCase(), tag]));

/**
 * Reads a Sportscode XML export: `<file><ALL_INSTANCES><instance>` with `<ID>`, `<start>`,
 * `<end>`, `<code>` and any number of `<label><group/><text/></label>`. Each instance becomes a row in
 * document order; ID, start, end and code are the first columns, then one column per label group in the
 * order groups first appear. Several labels of one group in one instance are joined with ', '; labels
 * without a group go under 'Label'.
 *
 * A small tolerant reader, not a general XML parser: tag names match in any case, comments are ignored,
 * CDATA and the XML entities are decoded, and anything outside `<instance>` elements is not looked at. An
 * `<instance>` never closed is left out, as are the values whose element is never closed.
 *
 * One pass over the text, each character looked at a bounded number of times, so a hostile file (tags never
 * closed, deep nesting, a huge attribute) costs what its length costs. Throws SportscodeXmlError, in words,
 * for a tag or comment that never ends and for more instances or label groups than a breakdown holds.
 */
export function parseSportscodeXml(xml: string): SheetRows {
  const source = xml.replace(/^\uFEFF/, '');
  const groups: string[] = [];
  const knownGroups = new Set<string>();
  const instances: Map<string, string>[] = [];

  let instance: Map<string, string> | null = null;
  let label: { group: string | null; text: string | null } | null = null;
  /** The element whose text is being read: its lower-case tag and the text so far. */
  let capture: { tag: string; parts: string[]; length: number } | null = null;
  const keep = (text: string, decode: boolean) => {
    if (!capture || capture.length >= MAX_VALUE_SOURCE) return;
    const kept = text.slice(0, MAX_VALUE_SOURCE - capture.length);
    capture.length += kept.length;
    capture.parts.push(decode ? decodeEntities(kept) : kept);
  };

  const finishCapture = (tag: string, text: string) => {
    if (label) {
      if (tag === 'group' && label.group === null) label.group = text;
      if (tag === 'text' && label.text === null) label.text = text;
    } else if (instance) {
      const column = FIXED_BY_TAG.get(tag);
      if (column && !instance.has(column)) instance.set(column, text);
    }
  };
  const wanted = (tag: string): boolean => {
    if (label) return (tag === 'group' && label.group === null) || (tag === 'text' && label.text === null);
    const column = FIXED_BY_TAG.get(tag);
    return instance !== null && column !== undefined && !instance.has(column);
  };

  let position = 0;
  while (position < source.length) {
    const open = source.indexOf('<', position);
    const textEnd = open === -1 ? source.length : open;
    if (capture && textEnd > position) keep(source.slice(position, Math.min(textEnd, position + MAX_VALUE_SOURCE)), true);
    if (open === -1) break;

    if (source.startsWith('<!--', open)) {
      const end = source.indexOf('-->', open + 4);
      if (end === -1) throw new SportscodeXmlError(`The Sportscode XML has a comment that never ends (at character ${open}).`);
      position = end + 3;
      continue;
    }
    if (source.startsWith('<![CDATA[', open)) {
      const end = source.indexOf(']]>', open + 9);
      if (end === -1) throw new SportscodeXmlError(`The Sportscode XML has a CDATA section that never ends (at character ${open}).`);
      keep(source.slice(open + 9, Math.min(end, open + 9 + MAX_VALUE_SOURCE)), false);
      position = end + 3;
      continue;
    }
    const close = source.indexOf('>', open + 1);
    if (close === -1) throw new SportscodeXmlError(`The Sportscode XML has a tag that never ends (at character ${open}).`);
    position = close + 1;
    const tag = readTag(source, open + 1, close);
    if (!tag) continue;

    if (tag.closing) {
      if (capture && tag.name === capture.tag) {
        finishCapture(capture.tag, capture.parts.join('').trim());
        capture = null;
      } else if (tag.name === 'label' && label && instance) {
        capture = null;
        const group = label.group || 'Label';
        const text = label.text ?? '';
        if (!knownGroups.has(group)) {
          if (knownGroups.size >= MAX_SPORTSCODE_GROUPS)
            throw new SportscodeXmlError(
              `The Sportscode XML has more than ${MAX_SPORTSCODE_GROUPS} label groups; a breakdown has far fewer.`,
            );
          knownGroups.add(group);
          groups.push(group);
        }
        const earlier = instance.get(group);
        instance.set(group, earlier ? `${earlier}, ${text}` : text);
        label = null;
      } else if (tag.name === 'instance' && instance) {
        if (instances.length >= MAX_SPORTSCODE_INSTANCES)
          throw new SportscodeXmlError(
            `The Sportscode XML has more than ${MAX_SPORTSCODE_INSTANCES} instances; a breakdown has far fewer.`,
          );
        instances.push(instance);
        instance = null;
        label = null;
        capture = null;
      }
      continue;
    }

    if (tag.name === 'instance') {
      // A nested <instance> is part of the one already open, as a tolerant reader of Sportscode's files reads it.
      if (!instance) instance = new Map();
      continue;
    }
    if (!instance || capture) continue;
    if (tag.name === 'label') {
      if (!label && !tag.selfClosing) label = { group: null, text: null };
      continue;
    }
    if (!wanted(tag.name)) continue;
    if (tag.selfClosing) finishCapture(tag.name, '');
    else capture = { tag: tag.name, parts: [], length: 0 };
  }

  const headers = [...FIXED, ...groups];
  return { headers, rows: instances.map((values) => headers.map((header) => values.get(header) ?? '')) };
}

/** The lower-case name of the tag between `<` and `>` (source[from, to)), whether it closes or closes itself. */
function readTag(source: string, from: number, to: number): { name: string; closing: boolean; selfClosing: boolean } | null {
  let start = from;
  const closing = source[start] === '/';
  if (closing) start += 1;
  let end = start;
  // A tag's name is short; the rest (attributes, however long) is not looked at.
  while (end < to && end - start < 64 && !/[\s/>]/.test(source[end] ?? ' ')) end += 1;
  if (end === start || source[start] === '?' || source[start] === '!') return null;
  return { name: source.slice(start, end).toLowerCase(), closing, selfClosing: !closing && source[to - 1] === '/' };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]{1,8}|#\d{1,8}|[a-z]{1,8});/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}
