// `npm run cap -- <command>`: the Capacitor CLI (sync, add android, open ios, …) for this project.
// The CLI reads capacitor.config.ts by calling the TypeScript 5 compiler API (`transpileModule`),
// which TypeScript 7, the project's compiler, no longer has. This gives the CLI a stand-in for that
// one call, made with esbuild (tsx's own transpiler), and then runs the CLI unchanged.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const Module = require('node:module');
const esbuild = require(require.resolve('esbuild', { paths: [require.resolve('tsx')] }));

const typescriptStandIn = {
  ModuleKind: { CommonJS: 1 },
  ModuleResolutionKind: { NodeJs: 2 },
  ScriptTarget: { ES2017: 4 },
  transpileModule(source, { fileName }) {
    const { code } = esbuild.transformSync(source, {
      loader: 'ts',
      format: 'cjs',
      target: 'es2017',
      sourcefile: fileName,
    });
    return { outputText: code, diagnostics: [] };
  },
};

const standInId = 'capacitor-typescript-stand-in';
require.cache[standInId] = { id: standInId, filename: standInId, loaded: true, exports: typescriptStandIn };
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  if (request === 'typescript' || request === standInId) return standInId;
  return resolve.call(this, request, ...rest);
};

require('@capacitor/cli/bin/capacitor');
