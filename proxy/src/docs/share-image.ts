/**
 * The image pages show when shared (Open Graph, Twitter cards): the site's mark, rising bars on
 * navy, as a 1200 × 630 PNG (social networks take no SVG), drawn at build time, encoded by pngjs.
 */
import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

type Rgb = readonly [number, number, number];
const NAVY: Rgb = [0x0b, 0x25, 0x45];
/** The favicon's bars: x, top and colour in its 32-unit box, each 4 units wide, bottom at 25. */
const BARS: readonly { x: number; top: number; colour: Rgb }[] = [
  { x: 7, top: 17, colour: [0x13, 0xa8, 0x9e] },
  { x: 14, top: 12, colour: [0xe8, 0xee, 0xf5] },
  { x: 21, top: 7, colour: [0xf2, 0xa5, 0x41] },
];

/** The share image's PNG bytes. */
export function shareImagePng(): Buffer {
  const { width, height } = SHARE_IMAGE_SIZE;
  // The favicon's 32-unit box, scaled to the image's height and centred.
  const unit = Math.floor((height * 0.6) / 32);
  const left = Math.floor((width - 32 * unit) / 2);
  const top = Math.floor((height - 32 * unit) / 2);
  // pngjs holds RGBA; the file is 8-bit RGB (colour type 2), unfiltered and deflated with zlib's
  // default strategy: pngjs's default (run-length) makes this flat picture many times larger.
  const png = new PNG({ width, height, fill: true });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const ux = (x - left) / unit;
      const uy = (y - top) / unit;
      const bar = BARS.find((b) => ux >= b.x && ux < b.x + 4 && uy >= b.top && uy < 25);
      png.data.set([...(bar ? bar.colour : NAVY), 0xff], (y * width + x) * 4);
    }
  }
  return PNG.sync.write(png, { colorType: 2, filterType: 0, deflateLevel: 9, deflateStrategy: 0 });
}

export function writeShareImage(file: string): void {
  writeFileSync(file, shareImagePng());
}
