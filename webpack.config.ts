import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { RouteChunkManifestPlugin } from './build/route-chunk-manifest';
import { constants as zlib, type BrotliOptions } from 'node:zlib';

/** built assets worth compressing; fonts and images already are */
const COMPRESSIBLE = /\.(js|css|svg)$/;

export default (_env: unknown, argv: { mode?: 'production' | 'development' }): webpack.Configuration => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: './src/index.tsx',
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        { test: /\.[jt]sx?$/, exclude: /node_modules/, loader: 'esbuild-loader', options: { target: 'es2020', jsx: 'automatic' } },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(woff2?|png|jpe?g)$/, type: 'asset/resource' },
        // small pictures go inside the script that shows them: no request of their own to wait for
        { test: /\.svg$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
      ],
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
      // the server sends these as they are (preCompressed), so nothing is compressed per request
      ...(production
        ? [
            new CompressionPlugin({ test: COMPRESSIBLE, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 }, minRatio: 0.9 }),
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
          // the first load in three scripts that download side by side and run as separate tasks
          react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'react', chunks: 'initial', priority: 20 },
          vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendor', chunks: 'initial', priority: 10 },
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
