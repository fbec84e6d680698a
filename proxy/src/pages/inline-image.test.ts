import { Agent } from 'undici';
import { INLINE_IMAGE_MAX_BYTES, imageInliner, type ImageInlinerOptions } from './inline-image.js';
import { startRecordingOrigin, type RecordingOrigin } from '../test-utils/recording-origin.js';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"/>';
const LARGE = `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(INLINE_IMAGE_MAX_BYTES)}</svg>`;

/**
 * A media origin under `/media`: a small image, a large one with and without its length, a
 * failure that recovers, a missing image and one that never answers.
 */
let origin: RecordingOrigin;
let brokenOnce = true;
beforeAll(async () => {
  origin = await startRecordingOrigin((req, res) => {
    if (req.url === '/media/small.svg')
      res.writeHead(200, { 'content-type': 'text/plain' }).end(SVG);
    else if (req.url === '/media/large.svg') res.writeHead(200).end(LARGE);
    else if (req.url === '/media/large-chunked.svg') {
      res.writeHead(200);
      res.write(LARGE.slice(0, 100));
      res.end(LARGE.slice(100));
    } else if (req.url === '/media/flaky.svg') {
      if (brokenOnce) res.writeHead(503).end();
      else res.writeHead(200).end(SVG);
      brokenOnce = false;
    } else if (req.url === '/media/silent.svg') {
      // Never answers: the inliner's timeout gives up.
    } else res.writeHead(404).end('{"status":false}');
  });
});
// Its own connections, closed after the tests (the global dispatcher's would keep the worker).
const dispatcher = new Agent();
afterAll(async () => {
  await dispatcher.close();
  await origin.close();
});
beforeEach(() => {
  origin.asked.length = 0;
});

const inliner = (options: Partial<ImageInlinerOptions> = {}) =>
  imageInliner({ mediaUrl: `${origin.url}/media`, timeoutMs: 300, dispatcher, ...options });
const asked = () => origin.asked.map((a) => a.url);

describe('imageInliner', () => {
  it('gives a small image as a base64 data: URL, asking the origin once however many renders wait', async () => {
    const inline = inliner();
    const urls = await Promise.all([inline('/media/small.svg'), inline('/media/small.svg')]);
    const expected = `data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}`;
    expect(urls).toEqual([expected, expected]);
    expect(await inline('/media/small.svg')).toBe(expected);
    expect(asked()).toEqual(['/media/small.svg']);
  });

  it('keeps an image over the size limit, or missing, out of the page, and remembers so', async () => {
    const inline = inliner();
    for (const path of ['/media/large.svg', '/media/large-chunked.svg', '/media/none.svg']) {
      expect([path, await inline(path)]).toEqual([path, null]);
      expect([path, await inline(path)]).toEqual([path, null]);
    }
    expect(asked()).toEqual(['/media/large.svg', '/media/large-chunked.svg', '/media/none.svg']);
  });

  it('remembers a failure or a timeout for a short time only, then asks again', async () => {
    const inline = inliner({ failureKeepMs: 100 });
    expect(await inline('/media/flaky.svg')).toBeNull();
    expect(await inline('/media/flaky.svg')).toBeNull();
    expect(await inline('/media/silent.svg')).toBeNull();
    expect(await inline('/media/silent.svg')).toBeNull();
    expect(asked()).toEqual(['/media/flaky.svg', '/media/silent.svg']);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await inline('/media/flaky.svg')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(asked()).toEqual(['/media/flaky.svg', '/media/silent.svg', '/media/flaky.svg']);
  });

  it('waits at most a second for an image, whatever the upstream time limit', async () => {
    const inline = inliner({ timeoutMs: 60_000 });
    const started = Date.now();
    expect(await inline('/media/silent.svg')).toBeNull();
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('asks nothing for a path that is not a content image', async () => {
    const inline = inliner();
    for (const path of [
      'https://elsewhere.test/media/small.svg',
      '/media/../secret.svg',
      '/media/%2e%2e%2fsecret.svg',
      '/media/small.png',
      '/media/sub/small.svg',
      '/docs/small.svg',
    ])
      expect([path, await inline(path)]).toEqual([path, null]);
    expect(asked()).toEqual([]);
  });
});
