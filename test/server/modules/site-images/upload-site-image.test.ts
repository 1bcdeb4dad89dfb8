import { SITE_IMAGE_MESSAGES as M } from '../../../../src/core/domain/site-image-rules';
import type { StoredImageExtension } from '../../../../server/ports/file-storage';
import { UploadSiteImage, type ImageRenderer, type RenderResult, type Rendition } from '../../../../server/modules/site-images';
import { Refusal } from '../../../../server/modules/refusal';
import { InMemoryFileStorage } from '../../../fakes/server/content/in-memory-file-storage';

/** Answers each rendition at its box's size (or what it is told), and counts its calls. */
class FakeRenderer implements ImageRenderer {
  calls: Rendition[][] = [];
  answer: ((renditions: readonly Rendition[]) => RenderResult) | null = null;

  async render(_bytes: Uint8Array, renditions: readonly Rendition[]): Promise<RenderResult> {
    this.calls.push([...renditions]);
    if (this.answer) return this.answer(renditions);
    const sizes = renditions.map(({ box, formats }) => ({
      width: box.width ?? box.height! * 3,
      height: box.height ?? box.width! * 1.25,
      files: formats.map((format) => ({ format, bytes: new Uint8Array([1]) })),
    }));
    return { ok: true, sizes };
  }
}

/** Fails the n-th save, as a full disk would. */
class FailingStorage extends InMemoryFileStorage {
  saves = 0;
  constructor(private readonly failAt: number) {
    super();
  }
  override async save(folder: string, extension: StoredImageExtension, bytes: Uint8Array): Promise<string> {
    this.saves += 1;
    if (this.saves === this.failAt) throw new Error('ENOSPC: no space left on device');
    return super.save(folder, extension, bytes);
  }
}

function kit(options: { format?: 'jpeg' | null; files?: InMemoryFileStorage } = {}) {
  const renderer = new FakeRenderer();
  const files = options.files ?? new InMemoryFileStorage();
  const format = options.format === undefined ? 'jpeg' : options.format;
  const upload = new UploadSiteImage({ formats: { formatOf: async () => format }, renderer }, files);
  return { upload, renderer, files };
}

const refusal = (kind: Refusal['kind'], message: string) => expect.objectContaining({ kind, message });

describe('uploading a site picture', () => {
  it('asks for the sizes of the kind and stores each format of each', async () => {
    const { upload, renderer, files } = kit();
    const image = await upload.execute('portrait', new Uint8Array([1, 2, 3]));
    expect(renderer.calls[0].map(({ box, formats }) => [box.width, formats])).toEqual([
      [480, ['avif', 'webp', 'jpeg']],
      [960, ['avif', 'webp', 'jpeg']],
    ]);
    expect(image).toMatchObject({ width: 960, height: 1200, jpeg: expect.stringMatching(/^uploads\/site\/.+\.jpg$/) });
    expect(files.paths()).toHaveLength(6);
  });

  it('asks a favicon for PNG icons of every size and a picture of the largest', async () => {
    const { upload, renderer } = kit();
    const image = await upload.execute('favicon', new Uint8Array([1]));
    expect(renderer.calls[0].map(({ box, formats }) => [box.width, box.height, box.fit, formats])).toEqual([
      [32, 32, 'cover', ['png']],
      [180, 180, 'cover', ['png']],
      [512, 512, 'cover', ['png', 'avif', 'webp', 'jpeg']],
    ]);
    expect(image.icons?.map(({ size }) => size)).toEqual([32, 180, 512]);
    expect(image.sizes?.map(({ width }) => width)).toEqual([512]);
  });

  it('keeps one of two sizes that came out the same', async () => {
    const { upload, renderer, files } = kit();
    renderer.answer = (renditions) => ({
      ok: true,
      sizes: renditions.map(({ formats }) => ({
        width: 300,
        height: 400,
        files: formats.map((format) => ({ format, bytes: new Uint8Array([1]) })),
      })),
    });
    const image = await upload.execute('portrait', new Uint8Array([1]));
    expect(image.sizes).toHaveLength(1);
    expect(files.paths()).toHaveLength(3);
  });

  it('removes the files saved before a save that failed', async () => {
    const files = new FailingStorage(4);
    const { upload } = kit({ files });
    await expect(upload.execute('portrait', new Uint8Array([1]))).rejects.toThrow('ENOSPC');
    expect(files.paths()).toEqual([]);
  });

  it('refuses before any work what is not a picture, empty, too large or of no kind', async () => {
    const cases: [string, Uint8Array | null, ReturnType<typeof refusal>, ReturnType<typeof kit>][] = [
      ['portrait', new Uint8Array([1]), refusal('not-an-image', M.notAnImage), kit({ format: null })],
      ['portrait', new Uint8Array(0), refusal('invalid', M.empty), kit()],
      ['portrait', null, refusal('invalid', M.empty), kit()],
      ['portrait', new Uint8Array(10 * 1024 * 1024 + 1), refusal('too-large', M.tooLarge), kit()],
      ['banner', new Uint8Array([1]), refusal('not-found', M.unknownKind), kit()],
    ];
    for (const [kind, bytes, expected, { upload, renderer, files }] of cases) {
      await expect(upload.execute(kind, bytes)).rejects.toEqual(expected);
      expect(renderer.calls).toEqual([]);
      expect(files.paths()).toEqual([]);
    }
  });

  it.each([
    ['unreadable', refusal('not-an-image', M.notAnImage)],
    ['too-many-pixels', refusal('too-large', M.tooManyPixels)],
    ['busy', refusal('busy', M.busy)],
  ] as const)('refuses when the sizes could not be made (%s), storing nothing', async (reason, expected) => {
    const { upload, renderer, files } = kit();
    renderer.answer = () => ({ ok: false, reason });
    await expect(upload.execute('logo', new Uint8Array([1]))).rejects.toEqual(expected);
    expect(files.paths()).toEqual([]);
  });
});
