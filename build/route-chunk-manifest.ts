import webpack from 'webpack';

export const ROUTE_CHUNK_MANIFEST = 'route-chunks.json';

/**
 * Writes route-chunks.json: for the app (the `app` chunk src/boot.ts loads) and every lazily
 * loaded page (chunks named `page-...` in src/ui/routes.tsx), the script and style files it
 * needs, shared chunks included. The server lists a page's files in its HTML, so the boot
 * script fetches them beside the app instead of one after another.
 */
export class RouteChunkManifestPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('RouteChunkManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteChunkManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const manifest: Record<string, string[]> = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (!name.startsWith('page-') && name !== 'app') continue;
            const files = group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => /\.(js|css)$/.test(file));
            manifest[name] = [...new Set(files)].sort();
          }
          compilation.emitAsset(ROUTE_CHUNK_MANIFEST, new webpack.sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}
