import { lazy, useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server.node';
import { hydrateRoot } from 'react-dom/client';
import { PagePart } from '../../src/ui/components/page-part';
import { loadWhenIdle } from '../../src/ui/components/when-idle';
import { afterFirstContentfulPaint } from '../../src/after-first-paint';
import { toastNotifier } from '../../src/adapters/notifications/toast-notifier';
import { TOASTS_LABEL } from '../../src/ui/components/toast-area';
import { renderApp } from './support/render-app';

/** The browser's idle callbacks, run when the test says the browser is idle. */
function controlledIdle() {
  const waiting: Array<() => void> = [];
  const original = window.requestIdleCallback;
  window.requestIdleCallback = ((callback: () => void) => waiting.push(callback)) as typeof window.requestIdleCallback;
  return {
    pending: () => waiting.length,
    idle: () => waiting.splice(0).forEach((callback) => callback()),
    restore: () => {
      window.requestIdleCallback = original;
    },
  };
}

function MenuButton() {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" onClick={() => setOpen(true)}>
      {open ? 'منو باز است' : 'منوی سایت'}
    </button>
  );
}

function FooterLinks() {
  return (
    <footer>
      <a href="/contact">تماس با ما</a>
    </footer>
  );
}

describe('the page taken over in pieces', () => {
  let browser: ReturnType<typeof controlledIdle>;
  beforeEach(() => {
    browser = controlledIdle();
  });
  afterEach(() => {
    browser.restore();
    delete document.documentElement.dataset.interactive;
  });

  it("takes the header over at once, keeps the server's HTML of a part loaded when idle, and marks the page only once that part is taken over", async () => {
    let loads = 0;
    const LaterFooter = lazy(
      loadWhenIdle(async () => {
        loads += 1;
        return { default: FooterLinks };
      }),
    );
    const page = (Footer: React.ComponentType) => (
      <PagePart>
        <MenuButton />
        <PagePart>
          <Footer />
        </PagePart>
      </PagePart>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(FooterLinks));
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, page(LaterFooter));
    });

    // the footer's code has not even been asked for: the browser has not been idle yet
    expect(loads).toBe(0);
    expect(browser.pending()).toBe(1);
    // its links are the server's HTML meanwhile, and work as links
    expect(screen.getByRole('link', { name: 'تماس با ما' })).toHaveAttribute('href', '/contact');
    expect(document.documentElement.dataset.interactive).toBeUndefined();
    // the header's button already answers
    fireEvent.click(screen.getByRole('button', { name: 'منوی سایت' }));
    expect(screen.getByRole('button', { name: 'منو باز است' })).toBeInTheDocument();

    await act(async () => browser.idle());
    await waitFor(() => expect(document.documentElement.dataset.interactive).toBe('true'));
    expect(loads).toBe(1);
    expect(screen.getAllByRole('link', { name: 'تماس با ما' })).toHaveLength(1);
    container.remove();
  });

  it('loads such a part at once on a page opened after the take-over, without waiting for the browser to be idle', async () => {
    document.documentElement.dataset.interactive = 'true';
    const load = loadWhenIdle(async () => 'loaded');
    await expect(load()).resolves.toBe('loaded');
    expect(browser.pending()).toBe(0);
  });

  it('shows a toast asked for before the toast area has arrived, once it has', async () => {
    renderApp('/about-me');
    await screen.findByRole('heading', { level: 1, name: 'درباره من' }, { timeout: 15000 });
    // the toast area waits for the browser to be idle; a toast asked for meanwhile is queued
    expect(browser.pending()).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: TOASTS_LABEL })).toBeNull();
    toastNotifier.success('تغییرات ذخیره شد');
    await act(async () => browser.idle());
    expect(await screen.findByText('تغییرات ذخیره شد', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe("the app's start, after the first paint", () => {
  type Listener = (list: { getEntries: () => Array<{ name: string }> }) => void;
  function fakeWindow({ painted = false, hidden = false } = {}) {
    const observers: Listener[] = [];
    const timers: Array<() => void> = [];
    const win = {
      document: { visibilityState: hidden ? 'hidden' : 'visible' },
      performance: { getEntriesByType: () => (painted ? [{ name: 'first-contentful-paint' }] : []) },
      setTimeout: (callback: () => void) => timers.push(callback),
      PerformanceObserver: class {
        constructor(listener: Listener) {
          observers.push(listener);
        }
        observe() {}
        disconnect() {}
      },
    };
    return {
      win: win as unknown as Parameters<typeof afterFirstContentfulPaint>[0],
      paint: () => observers.forEach((listener) => listener({ getEntries: () => [{ name: 'first-contentful-paint' }] })),
      runTimers: () => timers.splice(0).forEach((callback) => callback()),
      timers: () => timers.length,
    };
  }

  it('waits for the browser to record the first contentful paint, then starts in a task of its own', async () => {
    const browser = fakeWindow();
    let started = false;
    void afterFirstContentfulPaint(browser.win).then(() => (started = true));
    // only the longest-wait timer is set: no paint yet
    expect(browser.timers()).toBe(1);
    browser.paint();
    await Promise.resolve();
    // not inside the paint's own task: in the next one
    expect(started).toBe(false);
    browser.runTimers();
    await waitFor(() => expect(started).toBe(true));
  });

  it('does not wait in a hidden tab, nor on a page with nothing to paint', async () => {
    const hidden = fakeWindow({ hidden: true });
    const fromHidden = afterFirstContentfulPaint(hidden.win);
    hidden.runTimers();
    await expect(fromHidden).resolves.toBeUndefined();

    const empty = fakeWindow();
    const fromEmpty = afterFirstContentfulPaint(empty.win, { nothingToPaint: true });
    empty.runTimers();
    await expect(fromEmpty).resolves.toBeUndefined();
  });

  it('does not wait for a paint that has already been recorded', async () => {
    const painted = fakeWindow({ painted: true });
    const started = afterFirstContentfulPaint(painted.win);
    painted.runTimers();
    await expect(started).resolves.toBeUndefined();
  });
});
