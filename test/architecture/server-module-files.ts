import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(__dirname, '../..');
export const MODULES_DIR = path.join(ROOT, 'server/modules');

/** Every server module: each folder of server/modules. */
export function serverModules(): string[] {
  return fs
    .readdirSync(MODULES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The TypeScript files under a folder, as paths from the repository's root. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.ts$/.test(entry.name) ? [path.relative(ROOT, full)] : [];
  });
}

export function parsed(file: string): ts.SourceFile {
  return ts.createSourceFile(file, fs.readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
}

/** The interfaces a file declares, by name. */
export function declaredInterfaces(source: ts.SourceFile): ts.InterfaceDeclaration[] {
  return source.statements.filter(ts.isInterfaceDeclaration);
}

/** Every node of a file, depth first. */
export function nodesOf(source: ts.SourceFile): ts.Node[] {
  const nodes: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    nodes.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return nodes;
}
