import zlib from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of one colour (8-bit RGB), `width` x `height` pixels, for logo tests. */
export function pngImage(
  width: number,
  height: number,
  rgb: [number, number, number] = [29, 78, 216],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A decompression bomb: a valid RGBA PNG of `side` x `side` transparent pixels whose zlib stream is
 * one compressed block of zero rows repeated (each block ends with a full flush, so the copies join),
 * so 15000 x 15000 (900 MB of pixels) is made in milliseconds and weighs about 875 KB.
 */
export function pngBomb(side: number): Buffer {
  const rowBytes = side * 4 + 1;
  const rowsPerBlock = 100;
  const block = zlib.deflateRawSync(Buffer.alloc(rowBytes * rowsPerBlock), {
    level: 9,
    finishFlush: zlib.constants.Z_FULL_FLUSH,
  });
  const rest = zlib.deflateRawSync(Buffer.alloc(rowBytes * (side % rowsPerBlock)));
  const raw = rowBytes * side;
  // Adler-32 of `raw` zero bytes: A stays 1, B adds 1 per byte.
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(((raw % 65521) << 16) | 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk(
      'IDAT',
      Buffer.concat([
        Buffer.from([0x78, 0xda]),
        ...Array.from({ length: Math.floor(side / rowsPerBlock) }, () => block),
        rest,
        adler,
      ]),
    ),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
