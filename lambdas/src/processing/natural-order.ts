/**
 * Natural order for clip names, as a coach reads them: 'Clip 2' before 'Clip 10', as clip order follows the
 * number in the file name. Digit runs compare by value, the rest case-insensitively; paths compare folder by
 * folder, so a folder's clips always stay together. Names that differ only in case or leading zeros fall back
 * to plain code-unit order, so the result never depends on the order the ZIP listed its entries in.
 */
export function compareNatural(a: string, b: string): number {
  const byValue = compareChunks(a, b);
  if (byValue !== 0) return byValue;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Compares two '/'-separated paths segment by segment, each segment in natural order. */
export function compareNaturalPaths(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  const shared = Math.min(left.length, right.length);
  for (let index = 0; index < shared; index += 1) {
    const order = compareChunks(left[index] ?? '', right[index] ?? '');
    if (order !== 0) return order;
  }
  if (left.length !== right.length) return left.length - right.length;
  return compareNatural(a, b);
}

const CHUNK = /\d+|\D+/g;

function compareChunks(a: string, b: string): number {
  const left = a.match(CHUNK) ?? [];
  const right = b.match(CHUNK) ?? [];
  const shared = Math.min(left.length, right.length);
  for (let index = 0; index < shared; index += 1) {
    const order = compareChunk(left[index] ?? '', right[index] ?? '');
    if (order !== 0) return order;
  }
  return left.length - right.length;
}

function isDigits(chunk: string): boolean {
  const first = chunk.charCodeAt(0);
  return first >= 48 && first <= 57;
}

function compareChunk(a: string, b: string): number {
  if (isDigits(a) && isDigits(b)) {
    // By value without Number(): a 30-digit run must not lose precision.
    const left = a.replace(/^0+(?=\d)/, '');
    const right = b.replace(/^0+(?=\d)/, '');
    if (left.length !== right.length) return left.length - right.length;
    return left < right ? -1 : left > right ? 1 : 0;
  }
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
}
