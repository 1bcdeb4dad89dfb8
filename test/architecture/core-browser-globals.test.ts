import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * What src/core imports is checked by dependency-cruiser (dependency-cruiser.test.ts); a global
 * is no import, so this test reads the code for the browser's own objects.
 */
describe('the core', () => {
  it('uses no browser global (window, document, storage, navigator)', () => {
    const browserGlobal = /\b(window|document|localStorage|sessionStorage|navigator)\s*\./;
    const offenders = sourceFiles(path.join(ROOT, 'src/core'))
      .filter((file) => browserGlobal.test(fs.readFileSync(file, 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '')))
      .map((file) => path.relative(ROOT, file));
    expect(offenders).toEqual([]);
  });
});
