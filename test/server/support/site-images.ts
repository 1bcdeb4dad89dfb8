import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { TestServer } from './test-server';
import { call } from './admin-content';

export type SampleFormat = 'jpeg' | 'png' | 'webp' | 'avif';

/** A picture of the size in the format, with a gradient and a transparent corner (where the format has transparency). */
export async function samplePicture(format: SampleFormat, width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      pixels.set([(x * 255) / width, (y * 255) / height, 140, x < width / 8 && y < height / 8 ? 0 : 255], at);
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 4 } });
  return (format === 'avif' ? image.avif({ effort: 0 }) : image.toFormat(format)).toBuffer();
}

/** The multipart body the dashboard sends: one file in the field "image". */
export function imageForm(bytes: Uint8Array, name: string, type = 'image/png'): FormData {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

export function upload(server: TestServer, kind: string, form: FormData, cookie?: string) {
  return call(server, 'POST', `/api/admin/site-images/${kind}`, { cookie, form });
}

/** What a stored file really is, read back over HTTP: its content type and what sharp reads in its bytes. */
export async function servedPicture(server: TestServer, storedPath: string) {
  const response = await fetch(`${server.url}/${storedPath}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  const meta = await sharp(bytes).metadata();
  // sharp names AVIF by its container (HEIF) and its codec (AV1)
  const format = meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format;
  return { status: response.status, type: response.headers.get('content-type'), format, width: meta.width, height: meta.height };
}

/** Every file under the site pictures' folder of the uploads. */
export function storedSiteFiles(server: TestServer): string[] {
  const folder = path.join(server.config.uploadDir, 'site');
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
}
