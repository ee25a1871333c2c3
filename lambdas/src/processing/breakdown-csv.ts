import type { SheetRows } from './breakdown-sheet';

/**
 * Reads a CSV breakdown sheet (RFC 4180: quoted fields, "" for a quote, line breaks inside quotes; CRLF or
 * LF). A byte-order mark is dropped. The delimiter is ',' unless the header line holds more ';' than ','
 * outside quotes, as sheets saved by a European Excel do. Tolerant where RFC 4180 is strict: a stray quote
 * inside an unquoted field is kept as text, and an unclosed quote runs to the end of the file.
 */
export function parseCsvSheet(text: string): SheetRows {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records = parseRecords(source, detectDelimiter(source));
  const [headers = [], ...rows] = records;
  return { headers: headers.map((header) => header.trim()), rows };
}

export function detectDelimiter(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

function parseRecords(text: string, delimiter: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  const endField = () => {
    record.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };

  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (char === delimiter) {
      endField();
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      endRecord();
    } else {
      field += char;
      fieldStarted = true;
    }
  }
  // The last line, unless the file simply ended with a line break.
  if (fieldStarted || field !== '' || record.length > 0) endRecord();
  return records;
}
