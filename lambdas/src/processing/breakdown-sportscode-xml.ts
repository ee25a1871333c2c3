import type { SheetRows } from './breakdown-sheet';

/**
 * Reads a Sportscode XML export: `<file><ALL_INSTANCES><instance>` with `<ID>`, `<start>`,
 * `<end>`, `<code>` and any number of `<label><group/><text/></label>`. Each instance becomes a row in
 * document order; ID, start, end and code are the first columns, then one column per label group in the
 * order groups first appear. Several labels of one group in one instance are joined with ', '; labels
 * without a group go under 'Label'.
 *
 * A small tolerant reader, not a general XML parser: tag names match in any case, comments are ignored,
 * CDATA and the XML entities are decoded, and anything outside `<instance>` elements is not looked at.
 */
export function parseSportscodeXml(xml: string): SheetRows {
  const source = xml.replace(/^\uFEFF/, '').replace(/<!--[\s\S]*?-->/g, '');
  const fixed = ['ID', 'start', 'end', 'code'] as const;
  const groups: string[] = [];
  const instances: Map<string, string>[] = [];

  for (const [, body = ''] of source.matchAll(/<instance\b[^>]*>([\s\S]*?)<\/instance\s*>/gi)) {
    const values = new Map<string, string>();
    const labels = [...body.matchAll(/<label\b[^>]*>([\s\S]*?)<\/label\s*>/gi)].map(([, label = '']) => label);
    const outsideLabels = body.replace(/<label\b[^>]*>[\s\S]*?<\/label\s*>/gi, '');
    for (const tag of fixed) values.set(tag, elementText(outsideLabels, tag) ?? '');
    for (const label of labels) {
      const group = elementText(label, 'group') || 'Label';
      const text = elementText(label, 'text') ?? '';
      if (!groups.includes(group)) groups.push(group);
      const earlier = values.get(group);
      values.set(group, earlier ? `${earlier}, ${text}` : text);
    }
    instances.push(values);
  }

  const headers = [...fixed, ...groups];
  return { headers, rows: instances.map((values) => headers.map((header) => values.get(header) ?? '')) };
}

/** The decoded, trimmed text of the first `<tag>` in a fragment; '' for `<tag/>`, null when there is none. */
function elementText(fragment: string, tag: string): string | null {
  const match = new RegExp(`<${tag}\\b[^>]*?(?:/>|>([\\s\\S]*?)</${tag}\\s*>)`, 'i').exec(fragment);
  if (!match) return null;
  return decode(match[1] ?? '').trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  return text
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
    .map((part) =>
      part.startsWith('<![CDATA[')
        ? part.slice('<![CDATA['.length, -']]>'.length)
        : part.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
            if (name.startsWith('#')) {
              const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
              return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
            }
            return ENTITIES[name.toLowerCase()] ?? entity;
          }),
    )
    .join('');
}
