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

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)[^'"`]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (match) => match[1] ?? match[2] ?? match[3],
  );
}

const relative = (file: string) => path.relative(ROOT, file);

describe('the architecture', () => {
  it('keeps src/core free of React, axios, the DOM and Node APIs', () => {
    const forbiddenModule = /^(react|react-dom|react-router|react-router-dom|axios|styled-components|inversify|slate-react|node:.*|fs|path|crypto|http|https)(\/|$)/;
    const forbiddenGlobal = /\b(window|document|localStorage|sessionStorage|navigator)\s*\./;
    const offenders = sourceFiles(path.join(ROOT, 'src/core')).flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      const bad = importsOf(file).filter((source) => forbiddenModule.test(source));
      if (forbiddenGlobal.test(text.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, ''))) bad.push('a browser global');
      return bad.map((what) => `${relative(file)} uses ${what}`);
    });
    expect(offenders).toEqual([]);
  });

  it('keeps src/core from importing adapters or views', () => {
    const offenders = sourceFiles(path.join(ROOT, 'src/core')).flatMap((file) =>
      importsOf(file)
        .filter((source) => source.startsWith('.'))
        .map((source) => path.resolve(path.dirname(file), source))
        .filter((target) => !target.startsWith(path.join(ROOT, 'src/core')))
        .map((target) => `${relative(file)} -> ${relative(target)}`),
    );
    expect(offenders).toEqual([]);
  });

  it('lets only the composition root and the entry files import adapters', () => {
    const allowed = new Set(['src/composition-root.ts', 'src/index.tsx', 'src/server-render.tsx']);
    const offenders = sourceFiles(path.join(ROOT, 'src'))
      .filter((file) => !relative(file).startsWith('src/adapters/') && !allowed.has(relative(file)))
      .flatMap((file) =>
        importsOf(file)
          .filter((source) => source.startsWith('.') && path.resolve(path.dirname(file), source).startsWith(path.join(ROOT, 'src/adapters')))
          .map((source) => `${relative(file)} imports ${source}`),
      );
    expect(offenders).toEqual([]);
  });

  it('keeps each ui feature from importing another feature', () => {
    const featuresDir = path.join(ROOT, 'src/ui/features');
    const offenders = sourceFiles(featuresDir).flatMap((file) => {
      const feature = path.relative(featuresDir, file).split(path.sep)[0];
      return importsOf(file)
        .filter((source) => source.startsWith('.'))
        .map((source) => path.resolve(path.dirname(file), source))
        .filter((target) => target.startsWith(featuresDir) && path.relative(featuresDir, target).split(path.sep)[0] !== feature)
        .map((target) => `${relative(file)} -> ${relative(target)}`);
    });
    expect(offenders).toEqual([]);
  });
});
