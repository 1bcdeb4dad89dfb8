import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { declaredInterfaces, filesUnder, MODULES_DIR, nodesOf, parsed, ROOT, serverModules } from './server-module-files';

const BUNDLE = /^\w+(Ports|Context)$/;

/** The module's builders of use cases (`bookingUseCases`, `scheduleContext`) are given the whole bundle to hand out. */
const BUILDER = /(UseCases|Context)$/;

/** Where a use case's constructor, or a helper of the use cases, takes a whole bundle of the module's ports instead of the ones it uses. */
function wholeBundleParameters(file: string): string[] {
  return nodesOf(parsed(file))
    .filter((node) => ts.isConstructorDeclaration(node) || (ts.isFunctionDeclaration(node) && !BUILDER.test(node.name?.text ?? '')))
    .flatMap((taker) => (taker as ts.FunctionLikeDeclaration).parameters)
    .filter((parameter) => parameter.type && ts.isTypeReferenceNode(parameter.type) && BUNDLE.test(parameter.type.typeName.getText()))
    .map((parameter) => `${file}: ${parameter.parent.getText().split('(')[0].trim() || 'constructor'} takes ${parameter.getText()}`);
}

/**
 * What an adapter's file name may begin with: the library or protocol it speaks, each as the
 * modules use it. A file of adapters/ is `<technology>-<what>.ts`; what speaks no technology (a
 * module's rule or text, a choice between adapters) lives beside the module's index.ts or in
 * server/composition.
 */
const TECHNOLOGIES: Record<string, string> = {
  argon2: 'the argon2 package: password hashes',
  crypto: "node's crypto: random secrets, HMACs and ciphers",
  'file-type': "the file-type package: what an upload's bytes are",
  hkdf: "HKDF-SHA-256 (RFC 5869) and AES-256-GCM, through node's crypto: sealed settings",
  http: "node's http and https: reading outside calendars",
  jose: "the jose package (JWS and JWE) with the global fetch: the taxpayer system's API (سامانه مودیان)",
  kavenegar: "Kavenegar's SMS API",
  kysely: 'Kysely: the SQL, on PostgreSQL and PGlite',
  otpauth: 'the otpauth package: TOTP codes',
  sharp: 'sharp (libvips): image sizes',
  smtp: 'SMTP, through nodemailer',
  zarinpal: "Zarinpal's payment API and its codes",
};

/** The technology a file name of adapters/ begins with, if any. */
function technologyOf(file: string): string | undefined {
  return Object.keys(TECHNOLOGIES).find((technology) => path.basename(file).startsWith(`${technology}-`));
}

/**
 * One template for every module of server/modules (issue 30): `index.ts` its only entry (the
 * imports are checked by dependency-cruiser) and the one place of what it takes from the server,
 * its ports bundle in `ports/<module>-ports.ts`, use cases that name the ports they use, adapters
 * named for their technology, the Persian texts of its use cases and routes in
 * `<module>-messages.ts`, and the one `Refusal` and `answering` the server shares.
 */
describe('the server modules', () => {
  const modules = serverModules();

  it('are found', () => {
    expect(modules.length).toBeGreaterThanOrEqual(13);
  });

  it('each have an index.ts, their only entry', () => {
    expect(modules.filter((name) => !fs.existsSync(path.join(MODULES_DIR, name, 'index.ts')))).toEqual([]);
  });

  it('each declare their ports bundle in ports/<module>-ports.ts, and nowhere else', () => {
    const problems = modules.flatMap((name) => {
      const portsFile = `server/modules/${name}/ports/${name}-ports.ts`;
      const missing = fs.existsSync(path.join(ROOT, portsFile)) ? [] : [`${portsFile} is missing`];
      const bundles = filesUnder(path.join(MODULES_DIR, name)).flatMap((file) =>
        declaredInterfaces(parsed(file))
          .filter((declared) => /Ports$/.test(declared.name.text))
          .map((declared) => ({ file, name: declared.name.text })),
      );
      const elsewhere = bundles
        .filter(({ file }) => file !== portsFile)
        .map(({ file, name: bundle }) => `${bundle} is declared in ${file}`);
      const none = bundles.some(({ file }) => file === portsFile) ? [] : [`${portsFile} declares no ...Ports interface`];
      return [...missing, ...(missing.length ? [] : none), ...elsewhere];
    });
    expect(problems).toEqual([]);
  });

  it('each declare what they take from the server as one ...Deps interface in index.ts, and nowhere else', () => {
    const problems = modules.flatMap((name) => {
      const entry = `server/modules/${name}/index.ts`;
      const declared = filesUnder(path.join(MODULES_DIR, name)).flatMap((file) =>
        declaredInterfaces(parsed(file))
          .filter((declaration) => /(Deps|Dependencies)$/.test(declaration.name.text))
          .map((declaration) => ({ file, name: declaration.name.text })),
      );
      const inEntry = declared.filter(({ file, name: deps }) => file === entry && deps.endsWith('Deps'));
      return [
        ...(inEntry.length === 1 ? [] : [`${entry} declares ${inEntry.length} ...Deps interfaces`]),
        ...declared.filter((deps) => !inEntry.includes(deps)).map(({ file, name: deps }) => `${deps} is declared in ${file}`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it("have use cases that take only the ports they use, never a module's whole bundle", () => {
    const useCases = modules.flatMap((name) => filesUnder(path.join(MODULES_DIR, name, 'use-cases')));
    expect(useCases.flatMap(wholeBundleParameters)).toEqual([]);
  });

  it("keep the Persian texts of their use cases and routes in the module's <module>-messages.ts", () => {
    const persian = /[\u0600-\u06ff]/;
    const texts = modules
      .flatMap((name) => ['use-cases', 'http'].flatMap((folder) => filesUnder(path.join(MODULES_DIR, name, folder))))
      .flatMap((file) =>
        nodesOf(parsed(file))
          .filter((node) => ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node))
          .filter((node) => persian.test((node as ts.LiteralLikeNode).text))
          .map((node) => `${file}: ${(node as ts.LiteralLikeNode).text.slice(0, 40)}`),
      );
    expect(texts).toEqual([]);
  });

  it('name each file of their adapters/ for its technology, <technology>-<what>.ts', () => {
    const adapters = modules.flatMap((name) => filesUnder(path.join(MODULES_DIR, name, 'adapters')));
    expect(adapters.length).toBeGreaterThan(0);
    expect(adapters.filter((file) => !technologyOf(file))).toEqual([]);
  });

  it('use every technology the adapters list names', () => {
    const used = new Set(modules.flatMap((name) => filesUnder(path.join(MODULES_DIR, name, 'adapters'))).map(technologyOf));
    expect(Object.keys(TECHNOLOGIES).filter((technology) => !used.has(technology))).toEqual([]);
  });

  it('refuse with the one Refusal, answered by the one answering of server/http/answering.ts', () => {
    const own = modules
      .flatMap((name) => filesUnder(path.join(MODULES_DIR, name)))
      .flatMap((file) =>
        nodesOf(parsed(file)).flatMap((node) => {
          if (ts.isClassDeclaration(node) && node.name && /Refusal$/.test(node.name.text)) return [`${file}: class ${node.name.text}`];
          if (ts.isFunctionDeclaration(node) && node.name?.text === 'answering') return [`${file}: function answering`];
          if (ts.isVariableDeclaration(node) && node.name.getText() === 'answering') return [`${file}: const answering`];
          return [];
        }),
      );
    expect(own).toEqual([]);
  });
});
