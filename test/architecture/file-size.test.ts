import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const FOLDERS = ['src', 'server', 'test', 'bench', 'scripts'];
const MAX_LINES = 250;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function lineCount(file: string): number {
  const text = fs.readFileSync(file, 'utf8');
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

describe('the source files', () => {
  it(`keep to ${MAX_LINES} lines each, so each one does one thing`, () => {
    const oversized = FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder)))
      .map((file) => ({ file: path.relative(ROOT, file), lines: lineCount(file) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(oversized).toEqual([]);
  });
});
