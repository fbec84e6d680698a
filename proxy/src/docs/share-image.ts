/**
 * The image pages show when shared (Open Graph, Twitter cards): the site's mark, rising bars on
 * navy, as a 1200 × 630 PNG (social networks take no SVG). Drawn at build time with Node's zlib.
 */
import { writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

type Rgb = readonly [number, number, number];
const NAVY: Rgb = [0x0b, 0x25, 0x45];
/** The favicon's bars: x, top and colour in its 32-unit box, each 4 units wide, bottom at 25. */
const BARS: readonly { x: number; top: number; colour: Rgb }[] = [
  { x: 7, top: 17, colour: [0x13, 0xa8, 0x9e] },
  { x: 14, top: 12, colour: [0xe8, 0xee, 0xf5] },
  { x: 21, top: 7, colour: [0xf2, 0xa5, 0x41] },
];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The share image's PNG bytes. */
export function shareImagePng(): Buffer {
  const { width, height } = SHARE_IMAGE_SIZE;
  // The favicon's 32-unit box, scaled to the image's height and centred.
  const unit = Math.floor((height * 0.6) / 32);
  const left = Math.floor((width - 32 * unit) / 2);
  const top = Math.floor((height - 32 * unit) / 2);
  const row = 1 + width * 3;
  const pixels = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const ux = (x - left) / unit;
      const uy = (y - top) / unit;
      const bar = BARS.find((b) => ux >= b.x && ux < b.x + 4 && uy >= b.top && uy < 25);
      pixels.set(bar ? bar.colour : NAVY, y * row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function writeShareImage(file: string): void {
  writeFileSync(file, shareImagePng());
}
