import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, extname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** The ALTCHA widget as a classic same-origin script (CSP: script-src 'self', no inline script). */
function altchaBundlePath(): string {
  // the package's "require" entry is dist/main/altcha.umd.cjs; its minified twin sits beside it
  return resolve(dirname(require.resolve('altcha')), 'altcha.umd.min.cjs');
}

/** Serves /altcha.js in dev and writes it into the build output. */
function altchaScript(): Plugin {
  return {
    name: 'talentmatch-altcha-script',
    configureServer(server) {
      server.middlewares.use('/altcha.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.end(readFileSync(altchaBundlePath()));
      });
    },
    writeBundle(options) {
      const outDir = options.dir ?? resolve(here, 'dist');
      mkdirSync(outDir, { recursive: true });
      copyFileSync(altchaBundlePath(), resolve(outDir, 'altcha.js'));
    },
  };
}

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.cjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
/** Below this a compressed twin saves less than its own headers cost. */
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes a brotli (`.br`, best quality) and a gzip (`.gz`, level 9) twin beside every text file of the build,
 * once, at build time: the server sends them as they are (`preCompressed` in apps/server/src/platform/spa.ts)
 * instead of compressing on every request. A twin that would not be smaller is not written.
 */
function precompress(): Plugin {
  let outDir = resolve(here, 'dist');
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'talentmatch-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // after every writeBundle hook (altcha.js included)
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name)))
        .map((entry) => resolve(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          if (content.length < MIN_COMPRESS_BYTES) return;
          const [br, gzipped] = await Promise.all([
            brotli(content, {
              params: {
                [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gz(content, { level: zlibConstants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < content.length) await writeFile(`${file}.br`, br);
          if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
        }),
      );
    },
  };
}

export default defineConfig({
  root: here,
  plugins: [react(), altchaScript(), precompress()],
  build: {
    outDir: resolve(here, 'dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every page loads the entry's static imports (React, the router, Mantine's core, the app shell), so they
          // travel as one file: split into a dozen small shared chunks they compressed about 15% worse.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
