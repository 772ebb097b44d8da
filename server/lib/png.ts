// A minimal PNG encoder (8-bit RGB, no interlace) for seeded images: logos, avatars and scanned
// documents. Deterministic output: the same drawing always gives the same bytes.
import { crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

export interface PngImage {
  readonly width: number;
  readonly height: number;
  readonly pixel: (x: number, y: number) => Rgb;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

export function createPng(image: PngImage): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(image.width, 0);
  header.writeUInt32BE(image.height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: truecolour RGB
  const rowLength = 1 + image.width * 3;
  const raw = Buffer.alloc(rowLength * image.height);
  for (let y = 0; y < image.height; y += 1) {
    raw[y * rowLength] = 0; // filter: none
    for (let x = 0; x < image.width; x += 1) {
      const [r, g, b] = image.pixel(x, y);
      raw.set([r, g, b], y * rowLength + 1 + x * 3);
    }
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A two-colour badge: `accent` band on top of `base`, with a lighter square in the middle. */
export function createBadgePng(size: number, base: Rgb, accent: Rgb): Buffer {
  const light: Rgb = [255, 255, 255];
  return createPng({
    width: size,
    height: size,
    pixel: (x, y) => {
      const inSquare = x > size / 3 && x < (2 * size) / 3 && y > size / 3 && y < (2 * size) / 3;
      if (inSquare) return light;
      return y < size / 4 ? accent : base;
    },
  });
}
