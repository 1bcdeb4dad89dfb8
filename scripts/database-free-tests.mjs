// Which server test files never reach a database: none of their runtime imports, followed through
// the project's own files, loads the database's modules (kysely, pg, PGlite). They run the same
// code on either database, so the PostgreSQL run leaves them to the embedded one. A type-only
// import loads nothing; a file whose imports the scan cannot follow counts as reaching one.
import fs from 'node:fs';
import path from 'node:path';

const DATABASE_PACKAGES = /^(kysely|pg|@electric-sql\/pglite)(\/|$)/;
const IMPORTS =
  /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)|(import|require)\(\s*[^'"\s)]/g;

function resolveLocal(from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}.js`,
    `${base}.mjs`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? null;
}

/** whether the file, or anything it loads from the project, loads a database package */
export function reachesDatabase(file, seen = new Set()) {
  if (seen.has(file)) return false;
  seen.add(file);
  for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORTS)) {
    if (match[4]) return true; // an import whose target is computed: it may be anything
    const spec = match[1] ?? match[2] ?? match[3];
    if (DATABASE_PACKAGES.test(spec)) return true;
    if (!spec.startsWith('.')) continue;
    const target = resolveLocal(file, spec);
    if (!target || reachesDatabase(target, seen)) return true;
  }
  return false;
}

/** the server test files under `dir` that reach no database, relative to `root` */
export function databaseFreeTests(root, dir = 'test/server') {
  const found = [];
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.test.ts') && !reachesDatabase(full)) found.push(path.relative(root, full));
    }
  };
  walk(path.join(root, dir));
  return found.sort();
}
