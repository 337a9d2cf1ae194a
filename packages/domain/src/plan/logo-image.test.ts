import { describe, expect, it } from 'vitest';

import { base64Slice, imageHeader, LOGO_MAX_DECODED_BYTES, logoTooLarge } from './logo-image.js';
import { LOGO_MESSAGES, PlanLogoSchema, withPlanSections } from './plan-data.js';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u16 = (n: number) => [(n >> 8) & 255, n & 255];

/** A PNG's signature and header chunk (CRC and pixels left out: only the header is read). */
const png = (width: number, height: number, bitDepth = 8, colourType = 6) =>
  Buffer.from([
    ...SIGNATURE,
    0,
    0,
    0,
    13,
    0x49,
    0x48,
    0x44,
    0x52,
    ...u32(width),
    ...u32(height),
    bitDepth,
    colourType,
    0,
    0,
    0,
  ]).toString('base64');

/** A JPEG with an APP0 segment of `padding` bytes before its start of frame. */
const jpeg = (width: number, height: number, padding = 14) =>
  Buffer.from([
    0xff,
    0xd8,
    0xff,
    0xe0,
    ...u16(padding + 2),
    ...new Array<number>(padding).fill(0),
    0xff,
    0xc0,
    0,
    17,
    8,
    ...u16(height),
    ...u16(width),
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ]).toString('base64');

const problem = (mediaType: string, data: string) => {
  const result = PlanLogoSchema.safeParse({ mediaType, data });
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('imageHeader', () => {
  it("should read a PNG's and a JPEG's declared size and decoded bytes", () => {
    expect(imageHeader('image/png', png(15_000, 15_000))).toEqual({
      width: 15_000,
      height: 15_000,
      decodedBytes: 900_000_000,
    });
    expect(imageHeader('image/png', png(10, 10, 16, 2))).toEqual({
      width: 10,
      height: 10,
      decodedBytes: 600,
    });
    expect(imageHeader('image/jpeg', jpeg(3000, 200, 30_000))).toEqual({
      width: 3000,
      height: 200,
      decodedBytes: 1_800_000,
    });
    expect(
      imageHeader('image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]).toString('base64')),
    ).toBeNull();
  });

  it('should decode any slice of base64 text', () => {
    const bytes = Buffer.from(Array.from({ length: 50 }, (_, i) => i * 5));
    for (const [offset, count] of [
      [0, 4],
      [1, 7],
      [2, 3],
      [47, 3],
    ] as const) {
      expect(base64Slice(bytes.toString('base64'), offset, count)).toEqual([
        ...bytes.subarray(offset, offset + count),
      ]);
    }
  });
});

describe("a logo's declared size", () => {
  it('should take up to 2000 x 2000 pixels at 8 bits per channel and refuse more, naming why', () => {
    expect(problem('image/png', png(2000, 2000))).toBeUndefined();
    expect(problem('image/jpeg', jpeg(2000, 2000))).toBeUndefined();
    expect(problem('image/png', png(15_000, 15_000))).toBe(LOGO_MESSAGES.dimensions);
    expect(problem('image/png', png(2001, 10))).toBe(LOGO_MESSAGES.dimensions);
    expect(problem('image/jpeg', jpeg(10, 2001, 40_000))).toBe(LOGO_MESSAGES.dimensions);
    expect(problem('image/png', png(2000, 2000, 16))).toBe(LOGO_MESSAGES.decoded);
    expect(logoTooLarge({ width: 2000, height: 2000, decodedBytes: LOGO_MAX_DECODED_BYTES })).toBeNull();
  });

  it('should read a stored logo over the limits as none, and keep one within them', () => {
    const kept = { mediaType: 'image/png', data: png(200, 90) };
    expect(withPlanSections({ logo: kept }).logo).toEqual(kept);
    expect(withPlanSections({ logo: { mediaType: 'image/png', data: png(15_000, 15_000) } }).logo).toBeNull();
  });
});
