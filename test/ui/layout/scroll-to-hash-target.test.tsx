import { scrollToHashTarget } from '../../../src/ui/layout/scroll-to-hash-target';

/** The browser's ResizeObserver, which jsdom lacks: the page's body changes size when the font arrives. */
class BodyResizing {
  static watching: BodyResizing[] = [];
  private observed: Element[] = [];
  constructor(private readonly report: ResizeObserverCallback) {
    BodyResizing.watching.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  /** the font's wider lines make the body taller */
  static fontArrives() {
    for (const observer of BodyResizing.watching) {
      if (observer.observed.includes(document.body)) observer.report([], observer as unknown as ResizeObserver);
    }
  }
}

describe('reaching a section by its #hash', () => {
  let scrolls: number;

  beforeEach(() => {
    jest.useFakeTimers();
    BodyResizing.watching = [];
    Object.assign(globalThis, { ResizeObserver: BodyResizing });
    document.body.innerHTML = '<section id="services">خدمات</section>';
    scrolls = 0;
    document.getElementById('services')!.scrollIntoView = () => {
      scrolls += 1;
    };
  });

  afterEach(() => {
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
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
    BodyResizing.fontArrives();
    expect(scrolls).toBe(2);
  });

  it('keeps one watch when the layout and the page both scroll to the target on a full load', () => {
    scrollToHashTarget('#services');
    scrollToHashTarget('#services', { block: 'start' });
    BodyResizing.fontArrives();
    expect(scrolls).toBe(3);
  });

  it('leaves the reader where they went once they scroll or press a key', () => {
    scrollToHashTarget('#services');
    window.dispatchEvent(new Event('wheel'));
    BodyResizing.fontArrives();
    expect(scrolls).toBe(1);
  });

  it('stops watching the page a few seconds after the scroll', () => {
    scrollToHashTarget('#services');
    jest.advanceTimersByTime(5000);
    BodyResizing.fontArrives();
    expect(scrolls).toBe(1);
  });
});
