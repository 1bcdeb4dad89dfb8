import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSync } from 'esbuild';
import { ensureClientBuilt, ROOT } from './support/server-process';

export interface BundleFigures {
  initialGzip: number;
  reactFloorGzip: number;
  ratio: number;
  initialFiles: string[];
  lazyOnly: Record<string, boolean>;
}

const gz = (buffer: Buffer | string) => gzipSync(buffer, { level: 9 }).length;

/** What the browser must download before `/` can run, against react + react-dom alone. */
export function measureBundle(): BundleFigures {
  ensureClientBuilt();
  const html = fs.readFileSync(path.join(ROOT, 'dist/index.html'), 'utf8');
  const initialFiles = [...html.matchAll(/<script[^>]+src="?([^" >]+)"?/g)].map((match) => match[1]);
  const initial = initialFiles.map((file) => fs.readFileSync(path.join(ROOT, 'dist', file)));
  const initialGzip = initial.reduce((sum, buffer) => sum + gz(buffer), 0);
  const floor = buildSync({
    stdin: { contents: "import React from 'react'; import { createRoot } from 'react-dom/client'; console.log(React, createRoot);", resolveDir: ROOT, loader: 'js' },
    bundle: true,
    minify: true,
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const reactFloorGzip = gz(Buffer.from(floor.outputFiles[0].contents));
  const initialText = initial.map((buffer) => buffer.toString('utf8')).join('\n');
  const lazyOnly = {
    'rich-text editor (slate)': !initialText.includes('data-slate-editor'),
    'Jalali calendar': !initialText.includes('انتخاب تاریخ'),
    'booking machine': !initialText.includes('در حال انتقال به بانک'),
  };
  return { initialGzip, reactFloorGzip, ratio: initialGzip / reactFloorGzip, initialFiles, lazyOnly };
}

export function printBundle(figures: BundleFigures): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log('\nFirst-load JavaScript of / (gzip -9)');
  console.log(`  initial scripts: ${kb(figures.initialGzip)} (${figures.initialFiles.join(', ')})`);
  console.log(`  react + react-dom alone: ${kb(figures.reactFloorGzip)}`);
  console.log(`  ratio: ${figures.ratio.toFixed(2)} (target at most 1.6)`);
  for (const [part, lazy] of Object.entries(figures.lazyOnly)) console.log(`  ${part}: ${lazy ? 'loaded only on its routes' : 'IN THE FIRST LOAD'}`);
}
