import path from 'node:path';
import webpack from 'webpack';

/** Packages and project files that must never come with the scripts the named chunk groups hold (the entry's, the app's, a page's). */
export interface FirstLoadRule {
  /** what the rule is about, for the error: "/" or "every page" */
  pages: string;
  /** the entry and the chunk groups the server preloads for those pages (route-chunks.json's names) */
  groups: string[];
  /** npm package names: they load later, by import(), or not at all */
  later: string[];
  /** the project's own files (from the project's folder, as `src/ui/layout/footer.tsx`) that load later */
  laterSources?: string[];
}

/** The npm package a module's file belongs to, or null for the project's own files. */
function packageOf(resource: string): string | null {
  const found = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/](?!.*[\\/]node_modules[\\/])/.exec(resource);
  return found ? found[1].replace(/\\/g, '/') : null;
}

/** Every file a module is made of: one, or each module webpack joined into it. */
function resourcesOf(module: webpack.Module): string[] {
  const joined = (module as { modules?: Iterable<webpack.Module> }).modules;
  if (joined) return [...joined].flatMap(resourcesOf);
  const resource = (module as { resource?: string }).resource;
  return resource ? [resource] : [];
}

/** A project file as the project names it (`src/…`, forward slashes). */
function projectPath(resource: string, root: string): string {
  return path.relative(root, resource.split('?')[0]).replace(/\\/g, '/');
}

/** Each breach of the rules in a compilation: "<package or file> is in <group>'s chunk <file> (…)". */
export function firstLoadBreaches(compilation: webpack.Compilation, rules: readonly FirstLoadRule[]): string[] {
  const root = compilation.compiler.context;
  const breaches = new Set<string>();
  for (const rule of rules) {
    for (const name of rule.groups) {
      const group = compilation.namedChunkGroups.get(name);
      if (!group) {
        breaches.add(`no chunk group named ${name} (rule for ${rule.pages})`);
        continue;
      }
      for (const chunk of group.chunks) {
        for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
          for (const resource of resourcesOf(module)) {
            const found = packageOf(resource);
            const source = found ? null : projectPath(resource, root);
            const breach = found && rule.later.includes(found) ? found : source && rule.laterSources?.includes(source) ? source : null;
            if (breach) breaches.add(`${breach} is in ${name}'s chunk ${chunk.name ?? chunk.id}, which ${rule.pages} loads at once`);
          }
        }
      }
    }
  }
  return [...breaches].sort();
}

/**
 * Fails the build when a package or a file of the project that should load later (by import(), after the page is
 * painted) lands in the scripts a page's HTML asks for at once: the boot script and the chunk
 * groups server/http/script-hints.ts preloads.
 */
export class FirstLoadGuard {
  constructor(private readonly rules: readonly FirstLoadRule[]) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('FirstLoadGuard', (compilation) => {
      compilation.hooks.afterSeal.tap('FirstLoadGuard', () => {
        for (const breach of firstLoadBreaches(compilation, this.rules)) {
          compilation.errors.push(new webpack.WebpackError(`first load: ${breach}`));
        }
      });
    });
  }
}
