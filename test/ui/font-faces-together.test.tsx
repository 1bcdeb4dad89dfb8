import { addFontFacesTogether, type FontFile } from '../../src/font-faces-together';

/** A font file on its way, as the browser's FontFace loads it: it arrives or fails when the test says so. */
class ArrivingFace {
  status: FontFaceLoadStatus = 'unloaded';
  loads = 0;
  private settle: { arrive: () => void; fail: () => void } | null = null;
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {}
  load(): Promise<ArrivingFace> {
    this.loads += 1;
    this.status = 'loading';
    return new Promise((resolve, reject) => {
      this.settle = {
        arrive: () => {
          this.status = 'loaded';
          resolve(this);
        },
        fail: () => {
          this.status = 'error';
          reject(new DOMException('the file could not be read', 'NetworkError'));
        },
      };
    });
  }
  arrive = () => this.settle!.arrive();
  fail = () => this.settle!.fail();
}

const file = (weight: number, subset: string, eager = true): FontFile => ({
  weight,
  url: `/assets/vazirmatn-${subset}-${weight}.woff2`,
  unicodeRange: subset === 'arabic' ? 'U+0600-06FF' : 'U+0000-00FF',
  eager,
});

/** the page's font set (document.fonts): the faces it was given, in order */
function pageFonts() {
  const given: ArrivingFace[] = [];
  return { given, set: { add: (face: FontFace) => given.push(face as unknown as ArrivingFace) } };
}

async function settled(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

describe("the site font's files reach the page together", () => {
  let made: ArrivingFace[];
  const makeFace = (family: string, source: string, descriptors: FontFaceDescriptors) => {
    const face = new ArrivingFace(family, source, descriptors);
    made.push(face);
    return face as unknown as FontFace;
  };

  beforeEach(() => {
    made = [];
  });

  it('gives the page nothing until every file it needs at once has arrived, then all of them', async () => {
    const page = pageFonts();
    const done = addFontFacesTogether(page.set, makeFace, 'Vazirmatn', [file(400, 'arabic'), file(800, 'arabic'), file(400, 'latin')]);
    made[0].arrive();
    made[2].arrive();
    await settled();
    expect(page.given).toEqual([]);
    made[1].arrive();
    await done;
    expect(page.given.map((face) => [face.descriptors.weight, face.descriptors.unicodeRange, face.status])).toEqual([
      ['400', 'U+0600-06FF', 'loaded'],
      ['800', 'U+0600-06FF', 'loaded'],
      ['400', 'U+0000-00FF', 'loaded'],
    ]);
  });

  it('names each file as the stylesheet rule would: the family, its address and that it swaps in', async () => {
    const page = pageFonts();
    const done = addFontFacesTogether(page.set, makeFace, 'Vazirmatn', [file(600, 'arabic')]);
    made[0].arrive();
    await done;
    expect(made[0]).toMatchObject({
      family: 'Vazirmatn',
      source: "url(/assets/vazirmatn-arabic-600.woff2) format('woff2')",
      descriptors: { weight: '600', style: 'normal', display: 'swap' },
    });
  });

  it('leaves out a file that failed and still gives the page the others', async () => {
    const page = pageFonts();
    const done = addFontFacesTogether(page.set, makeFace, 'Vazirmatn', [file(400, 'arabic'), file(600, 'arabic')]);
    made[0].fail();
    made[1].arrive();
    await done;
    expect(page.given.map((face) => face.descriptors.weight)).toEqual(['600']);
  });

  it('does not load the files a page may never need, and hands them over for the browser to load on demand', async () => {
    const page = pageFonts();
    const done = addFontFacesTogether(page.set, makeFace, 'Vazirmatn', [file(400, 'arabic'), file(400, 'latin-ext', false)]);
    made[0].arrive();
    await done;
    expect(made.map((face) => face.loads)).toEqual([1, 0]);
    expect(page.given.map((face) => face.status)).toEqual(['loaded', 'unloaded']);
  });
});
