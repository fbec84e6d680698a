import { inflateSync } from 'node:zlib';
import { SHARE_IMAGE_SIZE, shareImagePng } from './share-image.js';

describe('shareImagePng', () => {
  it('is a 1200 × 630 RGB PNG with the navy ground and the three bars', () => {
    const png = shareImagePng();
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]));
    expect(png.readUInt32BE(16)).toBe(SHARE_IMAGE_SIZE.width);
    expect(png.readUInt32BE(20)).toBe(SHARE_IMAGE_SIZE.height);
    const idatAt = png.indexOf('IDAT');
    const pixels = inflateSync(png.subarray(idatAt + 4, idatAt + 4 + png.readUInt32BE(idatAt - 4)));
    const row = 1 + SHARE_IMAGE_SIZE.width * 3;
    const colourAt = (x: number, y: number) =>
      [...pixels.subarray(y * row + 1 + x * 3, y * row + 4 + x * 3)].map((v) => v.toString(16));
    expect(colourAt(0, 0)).toEqual(['b', '25', '45']);
    // A row through the bars' feet crosses all three colours.
    const colours = new Set<string>();
    for (let x = 0; x < SHARE_IMAGE_SIZE.width; x++) colours.add(colourAt(x, 400).join(','));
    expect(colours.size).toBe(4);
  });
});
