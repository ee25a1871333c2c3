/**
 * What an image file is, from its first bytes: a file named .png that is not a PNG is refused after upload
 * (the signed URL fixed the declared type and size, not the content).
 */
export const SIGNATURE_BYTES = 16;

const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'heif']);

export function matchesImageType(contentType: string, bytes: Uint8Array): boolean {
  switch (contentType) {
    case 'image/jpeg':
      return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    case 'image/png':
      return ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n';
    case 'image/webp':
      return ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP';
    case 'image/heic':
    case 'image/heif':
      return ascii(bytes, 4, 4) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 4));
    default:
      return false;
  }
}
