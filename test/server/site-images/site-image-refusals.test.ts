jest.setTimeout(120000);
import sharp from 'sharp';
import { SITE_IMAGE_MESSAGES } from '../../../src/core/domain/site-image-rules';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { imageForm, samplePicture, storedSiteFiles, upload } from '../support/site-images';

const text = (value: string) => new TextEncoder().encode(value);

describe('a bad site picture is refused in Persian and nothing is stored', () => {
  let server: TestServer;
  let admin: SignedInUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInDirectly(server.db, { isAdmin: true });
  });
  afterAll(async () => server.close());
  afterEach(() => expect(storedSiteFiles(server)).toEqual([]));

  it.each([
    [
      'an SVG renamed .png',
      text('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><rect width="10" height="10"/></svg>'),
    ],
    [
      'an SVG with an XML declaration renamed .png',
      text('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
    ],
    ['an HTML page renamed .png', text('<!doctype html><html><body><script>alert(1)</script></body></html>')],
    ['a script renamed .png', text('#!/bin/sh\nrm -rf /\n')],
  ])('refuses %s by its bytes', async (_, bytes) => {
    const answer = await upload(server, 'portrait', imageForm(bytes, 'portrait.png'), admin.cookie);
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual({ success: false, message: SITE_IMAGE_MESSAGES.notAnImage });
  });

  it('refuses a real picture in a format the pages do not use (GIF, TIFF)', async () => {
    for (const format of ['gif', 'tiff'] as const) {
      const bytes = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#0d47a1' } })
        .toFormat(format)
        .toBuffer();
      const answer = await upload(server, 'logo', imageForm(bytes, `logo.png`), admin.cookie);
      expect(answer.status).toBe(415);
      expect(answer.body.message).toBe(SITE_IMAGE_MESSAGES.notAnImage);
    }
  });

  it('refuses a file whose first bytes are a PNG but the rest is not', async () => {
    const png = await samplePicture('png', 200, 200);
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(4000, 7)]);
    const answer = await upload(server, 'portrait', imageForm(broken, 'broken.png'), admin.cookie);
    expect(answer.status).toBe(415);
    expect(answer.body.message).toBe(SITE_IMAGE_MESSAGES.notAnImage);
  });

  it('refuses a 20 MB file', async () => {
    const png = await samplePicture('png', 64, 64);
    const big = Buffer.concat([png, Buffer.alloc(20 * 1024 * 1024 - png.length, 1)]);
    const answer = await upload(server, 'portrait', imageForm(big, 'huge.png'), admin.cookie);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ success: false, message: SITE_IMAGE_MESSAGES.tooLarge });
    expect(answer.body.message).toBe('حجم تصویر نباید بیشتر از ۱۰ مگابایت باشد');
  });

  it('refuses a small file that unpacks to too many pixels', async () => {
    // 10,000 by 6,000 of one colour: a few hundred kilobytes as PNG, 60 megapixels unpacked
    const bomb = await sharp({ create: { width: 10000, height: 6000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const answer = await upload(server, 'portrait', imageForm(bomb, 'bomb.png'), admin.cookie);
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe(SITE_IMAGE_MESSAGES.tooManyPixels);
  });

  it('refuses an empty file, and a form without one', async () => {
    const empty = await upload(server, 'favicon', imageForm(new Uint8Array(0), 'icon.png'), admin.cookie);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('فایل تصویر خالی است');
    const none = await upload(server, 'favicon', new FormData(), admin.cookie);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('فایل تصویر خالی است');
  });

  it('refuses a kind of picture the site has not', async () => {
    const answer = await upload(server, 'banner', imageForm(await samplePicture('png', 40, 40), 'banner.png'), admin.cookie);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(SITE_IMAGE_MESSAGES.unknownKind);
  });

  it('refuses anyone but an admin before reading the file', async () => {
    const reader = await signInDirectly(server.db, { isAdmin: false });
    const form = () => imageForm(Buffer.alloc(1024, 1), 'portrait.png');
    const asReader = await upload(server, 'portrait', form(), reader.cookie);
    expect(asReader.status).toBe(403);
    expect(asReader.body.message).toBe('اجازه انجام این کار را ندارید');
    const signedOut = await upload(server, 'portrait', form());
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.message).toBe('ابتدا وارد حساب کاربری خود شوید');
  });
});
