import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSync } from 'esbuild';
import { chromium } from 'playwright-core';
import { ensureClientBuilt, ROOT, startServerProcess } from './support/server-process';
import { CHROMIUM } from './support/chromium-path';

export interface BundleFigures {
  /** the scripts `/` needs to be taken over: the boot script its HTML names, and the app's and home page's scripts its head preloads */
  firstLoadGzip: number;
  firstLoadFiles: string[];
  /** every script `/` fetched in Chromium until the network was idle (later chunks included) */
  untilIdleGzip: number;
  untilIdleFiles: string[];
  reactFloorGzip: number;
  lazyOnly: Record<string, boolean>;
}

const gz = (buffer: Buffer | string) => gzipSync(buffer, { level: 9 }).length;

function reactFloor(): number {
  const floor = buildSync({
    stdin: {
      contents: "import React from 'react'; import { createRoot } from 'react-dom/client'; console.log(React, createRoot);",
      resolveDir: ROOT,
      loader: 'js',
    },
    bundle: true,
    minify: true,
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  return gz(Buffer.from(floor.outputFiles[0].contents));
}

const distFile = (url: string) => path.join(ROOT, 'dist', new URL(url, 'http://x').pathname);

/**
 * What `/` makes the browser download, against react + react-dom alone: the scripts its HTML
 * names (what must arrive before the home page can show), and everything fetched until idle.
 */
export async function measureBundle(): Promise<BundleFigures> {
  ensureClientBuilt();
  const server = await startServerProcess();
  try {
    const html = await (await fetch(`${server.url}/`)).text();
    // the boot script and every script the head asks for (server/http/script-hints.ts), each once
    const firstLoadFiles = [
      ...new Set(
        [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"[^>]*>|<script[^>]+src="([^"]+)"/g)].map(
          (match) => match[1] ?? match[2],
        ),
      ),
    ];
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const untilIdleFiles: string[] = [];
    try {
      const page = await browser.newPage();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') untilIdleFiles.push(new URL(response.url()).pathname);
      });
      await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
      // the home page's articles arrive after it renders; give later chunks their chance too
      await page.locator('article').first().waitFor();
      await page.waitForTimeout(1000);
      await page.waitForLoadState('networkidle');
    } finally {
      await browser.close();
    }
    const size = (files: string[]) => [...new Set(files)].reduce((sum, file) => sum + gz(fs.readFileSync(distFile(file))), 0);
    const text = (files: string[]) => [...new Set(files)].map((file) => fs.readFileSync(distFile(file), 'utf8')).join('\n');
    const loaded = text([...firstLoadFiles, ...untilIdleFiles]);
    return {
      firstLoadGzip: size(firstLoadFiles),
      firstLoadFiles,
      untilIdleGzip: size(untilIdleFiles),
      untilIdleFiles: [...new Set(untilIdleFiles)],
      reactFloorGzip: reactFloor(),
      lazyOnly: {
        'rich-text editor (slate)': !loaded.includes('data-slate-editor'),
        'Jalali calendar': !loaded.includes('انتخاب تاریخ'),
        'booking machine': !loaded.includes('در حال انتقال به بانک'),
      },
    };
  } finally {
    await server.stop();
  }
}

export function printBundle(figures: BundleFigures): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const ratio = (bytes: number) => (bytes / figures.reactFloorGzip).toFixed(2);
  console.log('\nJavaScript of / (gzip -9)');
  console.log(`  react + react-dom alone: ${kb(figures.reactFloorGzip)}`);
  console.log(
    `  first load (the boot script and the scripts it fetches for the page): ${kb(figures.firstLoadGzip)}, ${ratio(figures.firstLoadGzip)} × react (target under 1.6, issue 31)`,
  );
  console.log(`    ${figures.firstLoadFiles.join(', ')}`);
  console.log(`  everything until the network is idle: ${kb(figures.untilIdleGzip)}, ${ratio(figures.untilIdleGzip)} × react`);
  console.log(`    ${figures.untilIdleFiles.join(', ')}`);
  for (const [part, lazy] of Object.entries(figures.lazyOnly)) console.log(`  ${part}: ${lazy ? 'not loaded by /' : 'LOADED BY /'}`);
}
