import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { RouteChunkManifestPlugin } from './build/route-chunk-manifest';
import { FirstLoadGuard, type FirstLoadRule } from './build/first-load-guard';
import { allPageChunks, laterChunks, pageChunks } from './src/core/contracts/pages/match-page';
import { PAGE_IDS } from './src/core/contracts/pages/page-routes';
import { constants as zlib, type BrotliOptions } from 'node:zlib';

/** built assets worth compressing; fonts and images already are */
const COMPRESSIBLE = /\.(js|css|svg)$/;

/** where the build goes: dist/, or BUILD_DIR (the production-start test builds into a folder of its own) */
const OUT_DIR = path.resolve(__dirname, process.env.BUILD_DIR || 'dist');

/** where the server finds the page renderer (dist/ssr is never served to browsers) */
const SSR_DIR = 'ssr';

/**
 * TypeScript through esbuild, after babel-plugin-styled-components names each styled component
 * by its file and place in it. Without the plugin a component's class depends on the order the
 * modules ran, which differs between the server's single bundle and the browser's lazy chunks,
 * and the browser could not take over the server's HTML.
 */
const scriptRule = (target: string): webpack.RuleSetRule => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: [
    { loader: 'esbuild-loader', options: { target, jsx: 'automatic' } },
    {
      loader: 'babel-loader',
      options: {
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false, pure: true }]],
      },
    },
  ],
});

/** the chunks `/` shows at once (none of its own: its view is texts and links, taken over later) */
const HOME_CHUNKS: string[] = pageChunks('home');
/** the home page's view and the parts it shows below the fold, taken over once the browser is idle */
const HOME_LATER_CHUNKS: string[] = laterChunks('home');

/**
 * What no page's HTML may ask for at once (the boot script, the app and the page's chunks): the
 * composition's inversify and reflect-metadata and the right-to-left styling on any page, XState on `/`. They load after the
 * page is painted (src/boot.ts, the pages with machines); the build fails if one is pulled in.
 * On `/`, the parts the browser takes over once it is idle (their HTML works as the server sent
 * it) and the signed-in visitor's account menu must not come with the first load either.
 */
export const FIRST_LOAD_RULES: FirstLoadRule[] = [
  {
    pages: 'every page',
    groups: ['main', 'app', ...new Set(PAGE_IDS.flatMap(allPageChunks))],
    later: ['inversify', '@inversifyjs/core', '@inversifyjs/container', 'reflect-metadata', 'stylis-plugin-rtl', 'cssjanus'],
    laterSources: ['src/ui/layout/account-menu.tsx'],
  },
  {
    pages: '/',
    groups: ['main', 'app', ...HOME_CHUNKS],
    later: ['xstate', '@xstate/react'],
    laterSources: [
      'src/ui/features/pages/home-page.tsx',
      'src/ui/features/booking/reservation-teaser.tsx',
      'src/ui/features/blog/latest-posts.tsx',
      'src/ui/layout/footer.tsx',
      'src/ui/components/toast-area.tsx',
    ],
  },
];

/**
 * react-router's components and contexts, marked as droppable when the site does not use them
 * (build/droppable-router-parts-loader.ts): in both builds, so the server draws what the browser does.
 */
const routerRule: webpack.RuleSetRule = {
  test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.mjs$/,
  use: [{ loader: path.resolve(__dirname, 'build/droppable-router-parts-loader.ts') }],
};

/**
 * `react-router-dom` in the site's code is react-router with a <Link> made of its own link hooks
 * (src/ui/router/link.tsx), without the framework-mode prefetching every page's first load carried.
 */
const resolve: webpack.ResolveOptions = {
  extensions: ['.tsx', '.ts', '.js'],
  alias: {
    'react-router-dom$': path.resolve(__dirname, 'src/ui/router/react-router-dom.ts'),
    // the font's files and its unicode ranges, which the package's exports do not name (src/fonts.ts; tsconfig.json's paths say the same)
    'vazirmatn-font': path.resolve(__dirname, 'node_modules/@fontsource/vazirmatn'),
  },
};

/** fonts and pictures: the same file names in both builds, written once by the browser's */
const assetRules = (emit: boolean): webpack.RuleSetRule[] => [
  { test: /\.(woff2?|png|jpe?g)$/, type: 'asset/resource', generator: { emit } },
  // small pictures go inside the script that shows them: no request of their own to wait for
  { test: /\.svg$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } }, generator: { emit } },
];

export default (_env: unknown, argv: { mode?: 'production' | 'development' }): webpack.Configuration[] => {
  const production = argv.mode !== 'development';
  return [browserBuild(production), serverRendererBuild(production)];
};

/** The site's scripts, styles and fonts, as browsers load them. */
function browserBuild(production: boolean): webpack.Configuration {
  return {
    name: 'browser',
    mode: production ? 'production' : 'development',
    // a small boot script: the app itself comes after the server's page is painted
    entry: './src/boot.ts',
    output: {
      path: OUT_DIR,
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '/',
      clean: { keep: new RegExp(`^${SSR_DIR}/`) },
    },
    // production ships no source maps: the site's code is not handed out in readable form
    // (PROFILE_SOURCE_MAPS=1 writes them beside the scripts, to read a CPU profile of the build)
    devtool: production ? (process.env.PROFILE_SOURCE_MAPS ? 'source-map' : false) : 'eval-cheap-module-source-map',
    resolve,
    module: {
      rules: [scriptRule('es2020'), routerRule, { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] }, ...assetRules(true)],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: './src/index.html',
        // the logo's mark; copied to /favicon.svg and linked from the page
        favicon: './src/favicon.svg',
        inject: 'body',
        scriptLoading: 'defer',
        // the server replaces <title>__PAGE_META__</title> with each page's title and meta tags
      }),
      new MiniCssExtractPlugin({ filename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css' }),
      new webpack.DefinePlugin({ API_HOST: JSON.stringify(process.env.API_HOST ?? '') }),
      new RouteChunkManifestPlugin(),
      new FirstLoadGuard(FIRST_LOAD_RULES),
      // the server sends these as they are (preCompressed), so nothing is compressed per request
      ...(production
        ? [
            new CompressionPlugin({
              test: COMPRESSIBLE,
              algorithm: 'gzip',
              filename: '[path][base].gz',
              compressionOptions: { level: 9 },
              minRatio: 0.9,
            }),
            new CompressionPlugin<BrotliOptions>({
              test: COMPRESSIBLE,
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } },
              minRatio: 0.9,
            }),
          ]
        : []),
    ],
    // webpack 5.112 would otherwise treat the .html template as an HTML module of its own.
    experiments: { html: false },
    optimization: {
      splitChunks: {
        cacheGroups: {
          // the app in three or four scripts that download side by side and run as separate tasks
          react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'react', chunks: 'all', priority: 20 },
          // the libraries in two halves: each script runs as one task, and a long one blocks the page
          styling: {
            test: /[\\/]node_modules[\\/](styled-components|stylis|stylis-plugin-rtl|cssjanus|@emotion|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
            name: 'vendor-view',
            chunks: (chunk) => chunk.name === 'app',
            priority: 15,
          },
          vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendor', chunks: (chunk) => chunk.name === 'app', priority: 10 },
          // XState in one file for the pages and use cases with machines, none of which `/` needs at once
          machines: {
            test: /[\\/]node_modules[\\/](xstate|@xstate[\\/]react|use-isomorphic-layout-effect)[\\/]/,
            name: 'xstate',
            chunks: 'async',
            priority: 12,
          },
          // what the home page's later parts share (Jalali dates, Persian digits) comes once, not in each part
          homeShared: {
            name: 'home-shared',
            chunks: (chunk) => HOME_LATER_CHUNKS.includes(chunk.name ?? ''),
            minChunks: 2,
            minSize: 0,
            priority: 5,
          },
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The same app as one CommonJS file for Node, which the server runs to send each page as HTML
 * before any script arrives. Styles come from styled-components there; the CSS files are the
 * browser build's.
 */
function serverRendererBuild(production: boolean): webpack.Configuration {
  return {
    name: 'server-renderer',
    dependencies: ['browser'],
    mode: production ? 'production' : 'development',
    target: 'node20',
    entry: { render: './src/server-render.tsx' },
    output: {
      path: path.join(OUT_DIR, SSR_DIR),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '/',
      clean: true,
    },
    devtool: false,
    resolve,
    module: {
      rules: [scriptRule('node20'), routerRule, { test: /\.css$/, type: 'asset/source', generator: { emit: false } }, ...assetRules(false)],
    },
    plugins: [
      new webpack.DefinePlugin({ API_HOST: JSON.stringify(process.env.API_HOST ?? '') }),
      // lazy pages are in the one file: the server waits for every page part before it answers
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
