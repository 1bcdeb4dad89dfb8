import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { filesUnder, MODULES_DIR, parsed, ROOT, serverModules } from './server-module-files';

/** A folder of ports: the server's own (`server/ports`) or a module's (`server/modules/<m>/ports`). */
const PORTS_FOLDER = /^server\/(ports|modules\/[^/]+\/ports)\//;

/** A bundle of ports: a module's own, or what the server gives a module or its routes. */
const BUNDLE = /(Ports|Deps|Dependencies)$/;

/** A port is an interface, a type or a class with something to call (a method, a function), or a module's bundle of them. */
function isPort(declaration: ts.Node): boolean {
  if (ts.isClassDeclaration(declaration)) return true;
  const members = ts.isInterfaceDeclaration(declaration)
    ? declaration.members
    : ts.isTypeAliasDeclaration(declaration) && ts.isTypeLiteralNode(declaration.type)
      ? declaration.type.members
      : undefined;
  if (ts.isTypeAliasDeclaration(declaration) && ts.isFunctionTypeNode(declaration.type)) return true;
  return (members ?? []).some(
    (member) =>
      ts.isMethodSignature(member) || (ts.isPropertySignature(member) && member.type !== undefined && ts.isFunctionTypeNode(member.type)),
  );
}

function declarationIn(file: string, name: string): ts.Node | undefined {
  return parsed(file).statements.find(
    (statement) =>
      (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement) || ts.isClassDeclaration(statement)) &&
      statement.name?.text === name,
  );
}

/** The ports an http/ file imports, as `file: Name (from)`. */
function portsImported(file: string): string[] {
  return parsed(file)
    .statements.filter(ts.isImportDeclaration)
    .flatMap((declaration) => {
      const specifier = (declaration.moduleSpecifier as ts.StringLiteral).text;
      if (!specifier.startsWith('.')) return [];
      const target = path.relative(ROOT, path.resolve(ROOT, path.dirname(file), `${specifier}.ts`));
      const bindings = declaration.importClause?.namedBindings;
      const names =
        bindings && ts.isNamedImports(bindings) ? bindings.elements.map((element) => (element.propertyName ?? element.name).text) : [];
      return names
        .filter((name) => {
          // what a module is given by the server holds its ports, wherever its type is declared
          if (BUNDLE.test(name)) return true;
          if (!PORTS_FOLDER.test(target) || !fs.existsSync(path.join(ROOT, target))) return false;
          const declared = declarationIn(target, name);
          return declared !== undefined && isPort(declared);
        })
        .map((name) => `${file}: ${name} (${target})`);
    });
}

/**
 * Routes only parse, run a use case and answer (issue 30): what a route knows of the world is its
 * module's use cases, so no file in a module's http/ imports a port, the server's or its module's.
 * Types of the data the use cases answer with may come from a ports file; what can be called may not.
 */
describe('the server routes', () => {
  const httpFiles = serverModules().flatMap((name) => filesUnder(path.join(MODULES_DIR, name, 'http')));

  it('are found', () => {
    expect(httpFiles.length).toBeGreaterThan(30);
  });

  it('reach no port, only use cases', () => {
    const offenders = httpFiles.flatMap(portsImported);
    expect(offenders).toEqual([]);
  });
});
