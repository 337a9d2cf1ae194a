/**
 * What a logo's header declares: its size in pixels and the memory its pixels take once decoded.
 * A small file may declare an enormous image (a PNG of 15000 x 15000 zeros compresses to 875 KB and
 * decodes to 900 MB), so the declared size is checked, not only the file's.
 */

/** The most pixels a logo may have on each side. */
export const LOGO_MAX_SIDE = 2000;
/** The most bytes a logo's pixels may take once decoded: 2000 x 2000 at 8 bits per RGBA channel. */
export const LOGO_MAX_DECODED_BYTES = LOGO_MAX_SIDE * LOGO_MAX_SIDE * 4;

export interface ImageHeader {
  width: number;
  height: number;
  /** Bytes of the decoded pixels (a palette is expanded to RGBA, as a decoder does). */
  decodedBytes: number;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The bytes `[offset, offset + count)` of base64 text, decoding only the characters that hold them. */
export function base64Slice(base64: string, offset: number, count: number): number[] {
  const bytes: number[] = [];
  const first = Math.floor(offset / 3) * 4;
  for (let i = first; bytes.length < count + 3 && i + 4 <= base64.length; i += 4) {
    const n = [...base64.slice(i, i + 4)].map((c) => Math.max(0, BASE64.indexOf(c)));
    const word = ((n[0] ?? 0) << 18) | ((n[1] ?? 0) << 12) | ((n[2] ?? 0) << 6) | (n[3] ?? 0);
    bytes.push((word >> 16) & 255, (word >> 8) & 255, word & 255);
  }
  const skip = offset % 3;
  return bytes.slice(skip, skip + count);
}

const uint16 = (b: number[], at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const uint32 = (b: number[], at: number) => uint16(b, at) * 65536 + uint16(b, at + 2);

/** Channels per pixel of each PNG colour type; a palette decodes to RGBA. */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 4, 4: 2, 6: 4 };

/** A PNG's header chunk (IHDR, first after the signature): size, bit depth, colour type. */
function pngHeader(base64: string): ImageHeader | null {
  const head = base64Slice(base64, 0, 26);
  if (String.fromCharCode(...head.slice(12, 16)) !== 'IHDR') return null;
  const width = uint32(head, 16);
  const height = uint32(head, 20);
  const colourType = head[25] ?? 0;
  const bitDepth = colourType === 3 ? 8 : (head[24] ?? 8);
  const bytesPerPixel = ((PNG_CHANNELS[colourType] ?? 4) * bitDepth) / 8;
  return { width, height, decodedBytes: Math.ceil(width * height * bytesPerPixel) };
}

/** A JPEG's first start-of-frame (SOF0-SOF15 but DHT, JPG and DAC), found by walking the segments. */
function jpegHeader(base64: string): ImageHeader | null {
  const size = (base64.length / 4) * 3;
  let at = 2;
  while (at + 10 <= size) {
    const segment = base64Slice(base64, at, 10);
    if (segment[0] !== 0xff) return null;
    const marker = segment[1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      const precision = segment[4] ?? 8;
      const height = uint16(segment, 5);
      const width = uint16(segment, 7);
      const components = segment[9] ?? 3;
      return { width, height, decodedBytes: Math.ceil((width * height * components * precision) / 8) };
    }
    at += 2 + uint16(segment, 2);
  }
  return null;
}

/** What a PNG's or JPEG's header (as base64) declares, or null when it cannot be read. */
export function imageHeader(mediaType: string, base64: string): ImageHeader | null {
  if (mediaType === 'image/png') return pngHeader(base64);
  if (mediaType === 'image/jpeg') return jpegHeader(base64);
  return null;
}

/** Why a declared image is too large to be a logo, or null when it fits the limits. */
export function logoTooLarge(header: ImageHeader): 'dimensions' | 'decoded' | null {
  if (header.width > LOGO_MAX_SIDE || header.height > LOGO_MAX_SIDE) return 'dimensions';
  if (header.decodedBytes > LOGO_MAX_DECODED_BYTES) return 'decoded';
  return null;
}
