import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = [number, number, number];

/**
 * A cover picture for a demo article: a diagonal blend between two colours with a few
 * rising bars, like a chart. Real PNG bytes, so the upload rules accept it.
 */
export function demoCoverPng(from: Rgb, to: Rgb, seed: number, width = 800, height = 450): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const bars = Array.from({ length: 6 }, (_, i) => 0.25 + 0.6 * (((seed * 7 + i * 13) % 10) / 10) * ((i + 2) / 7));
  // plain arithmetic, no Math call per pixel: under the test runner's module sandbox each one costs
  // about 0.2 µs, and the eleven demo covers took 5 s of every seeded test server's start
  const barsFrom = width * 0.15;
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const barIndex = x < barsFrom ? -1 : ((x - barsFrom) / (width * 0.12)) | 0;
      const inBar = barIndex >= 0 && barIndex < bars.length && (x - barsFrom) % (width * 0.12) < width * 0.08;
      const lift = inBar && y > height * (0.9 - bars[barIndex] * 0.7) && y < height * 0.9 ? 70 : 0;
      const at = row + 1 + x * 3;
      for (let i = 0; i < 3; i++) {
        // rounded half up (the blend is never negative), then lifted inside a bar, at most 255
        const value = ((from[i] + (to[i] - from[i]) * t + 0.5) | 0) + lift;
        raw[at + i] = value > 255 ? 255 : value;
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
