import { scrollToHashTarget } from '../../../src/ui/layout/scroll-to-hash-target';

/** document.fonts as the browser has it: an event target whose 'loadingdone' fires as each font arrives. */
class FontsArriving extends EventTarget {
  status: FontFaceSetLoadStatus = 'loaded';
  ready = Promise.resolve(this as unknown as FontFaceSet);
  arrive() {
    this.dispatchEvent(new Event('loadingdone'));
  }
}

describe('reaching a section by its #hash', () => {
  let fonts: FontsArriving;
  let scrolls: number;

  beforeEach(() => {
    jest.useFakeTimers();
    fonts = new FontsArriving();
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
    document.body.innerHTML = '<section id="services">خدمات</section>';
    scrolls = 0;
    document.getElementById('services')!.scrollIntoView = () => {
      scrolls += 1;
    };
  });

  afterEach(() => {
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
  });

  it('scrolls to the element the hash names, and says so', () => {
    expect(scrollToHashTarget('#services')).toBe(true);
    expect(scrolls).toBe(1);
  });

  it('scrolls nowhere for a hash that names nothing', () => {
    expect(scrollToHashTarget('#nothing')).toBe(false);
    expect(scrolls).toBe(0);
  });

  it('scrolls to it again when the font arrives and moves the lines above it', () => {
    scrollToHashTarget('#services');
    fonts.arrive();
    expect(scrolls).toBe(2);
  });

  it('keeps one watch when the layout and the page both scroll to the target on a full load', () => {
    scrollToHashTarget('#services');
    scrollToHashTarget('#services', { block: 'start' });
    fonts.arrive();
    expect(scrolls).toBe(3);
  });

  it('leaves the reader where they went once they scroll or press a key', () => {
    scrollToHashTarget('#services');
    window.dispatchEvent(new Event('wheel'));
    fonts.arrive();
    expect(scrolls).toBe(1);
  });

  it('stops watching the fonts a few seconds after the scroll', () => {
    scrollToHashTarget('#services');
    jest.advanceTimersByTime(5000);
    fonts.arrive();
    expect(scrolls).toBe(1);
  });
});
