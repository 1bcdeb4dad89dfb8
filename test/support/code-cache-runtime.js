/**
 * jest's module runtime, with compiled code kept between test files.
 *
 * jest runs each test file in a fresh context and compiles every module the file loads again: a
 * server test file compiles the whole server (about 0.3 s of each file's time, measured), and a
 * run of many files compiles the same modules hundreds of times. Here:
 * - within one jest worker, a module compiled for one test file is run again, as it is, in the
 *   next file's context (a compiled script is bound to no context), as long as its code is the
 *   same and holds no `import()`, whose loader jest ties to the file the script was made for;
 * - between workers and runs, V8's code cache of each module is kept beside jest's cache of
 *   transformed files once the first file that loads it ends (with the functions that file ran,
 *   compiled by then), as Node's compile cache does for its own modules. V8 checks what it reads
 *   (its version, its flags, the source) and compiles anew whatever it refuses. A cache file is
 *   written whole or not at all, so runs side by side share them.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const Runtime = require('jest-runtime').default;

/** the scripts this worker compiled, by file: the code they were compiled from, and the script */
const compiledInThisWorker = new Map();

class CodeCacheRuntime extends Runtime {
  constructor(config, ...rest) {
    super(config, ...rest);
    this.codeCacheDir = path.join(config.cacheDirectory, `v8-code-${process.version}-${process.arch}`);
    /** scripts compiled with no cache to read: their code is kept when the test file ends */
    this.compiledHere = [];
  }

  createScriptFromCode(scriptSource, filename) {
    const reusable = !scriptSource.includes('import(');
    const known = reusable ? compiledInThisWorker.get(filename) : undefined;
    if (known && known.source === scriptSource) return known.script;
    const script = this.compileWithCodeCache(scriptSource, filename);
    if (reusable) compiledInThisWorker.set(filename, { source: scriptSource, script });
    return script;
  }

  compileWithCodeCache(scriptSource, filename) {
    const JestsScript = vm.Script;
    const compiledHere = this.compiledHere;
    const codeCacheDir = this.codeCacheDir;
    // jest's runtime compiles the module with `new vm.Script(code, options)`: the same call, with the cache
    vm.Script = class CachedScript extends JestsScript {
      constructor(code, options) {
        const file = path.join(codeCacheDir, `${crypto.createHash('sha1').update(`${filename}\0${code}`).digest('hex')}.bin`);
        let cachedData;
        try {
          cachedData = fs.readFileSync(file);
        } catch {
          // not compiled before
        }
        super(code, cachedData ? { ...options, cachedData } : options);
        if (!cachedData || this.cachedDataRejected) compiledHere.push({ script: this, file });
      }
    };
    try {
      return super.createScriptFromCode(scriptSource, filename);
    } finally {
      vm.Script = JestsScript;
    }
  }

  teardown() {
    super.teardown();
    const compiled = this.compiledHere.splice(0);
    if (compiled.length === 0) return;
    try {
      fs.mkdirSync(this.codeCacheDir, { recursive: true });
      for (const { script, file } of compiled) {
        const partial = `${file}.${process.pid}.part`;
        fs.writeFileSync(partial, script.createCachedData());
        fs.renameSync(partial, file);
      }
    } catch {
      // a cache not written is compiled again next time
    }
  }
}

module.exports = CodeCacheRuntime;
