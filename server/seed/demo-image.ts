import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

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
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      let color: Rgb = [0, 1, 2].map((i) => Math.round(from[i] + (to[i] - from[i]) * t)) as Rgb;
      const barIndex = Math.floor((x - width * 0.15) / (width * 0.12));
      const inBar = barIndex >= 0 && barIndex < bars.length && (x - width * 0.15) % (width * 0.12) < width * 0.08;
      if (inBar && y > height * (0.9 - bars[barIndex] * 0.7) && y < height * 0.9) {
        color = color.map((c) => Math.min(255, c + 70)) as Rgb;
      }
      raw.set(color, row + 1 + x * 3);
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
