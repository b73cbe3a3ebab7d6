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

/** The captcha script (src/captcha-script.ts): its own entry, under the fixed name the loader and the server know. */
const CAPTCHA_SCRIPT = { id: resolve(here, 'src/captcha-script.ts'), fileName: 'altcha.js' };

/** A module of the captcha script: the script itself or ALTCHA's library. */
function isCaptchaScriptModule(id: string): boolean {
  return id === CAPTCHA_SCRIPT.id || /[\\/]node_modules[\\/]altcha[\\/]/.test(id);
}

/**
 * ALTCHA's proof-of-work workers, one per algorithm family, copied beside the captcha script byte for byte and
 * fetched only when a visitor ticks the box (same origin: the content security policy's worker-src 'self').
 */
function altchaWorkers(): Record<string, string> {
  // the package's "import" entry is dist/main/altcha.js; dist/workers sits beside dist/main
  const workers = resolve(dirname(require.resolve('altcha')), '..', 'workers');
  return { 'altcha-worker-pbkdf2.js': resolve(workers, 'pbkdf2.js'), 'altcha-worker-sha.js': resolve(workers, 'sha.js') };
}

/**
 * The captcha script as a same-origin module (CSP: script-src 'self', no inline script) that start-up inserts
 * (lib/captcha-loader.ts): a second entry of the build, named altcha.js and self-contained (the `app` group below
 * leaves its modules out), with ALTCHA's workers copied beside it. The dev server answers /altcha.js with an import
 * of the source, and serves the workers from the package.
 */
function captchaScript(): Plugin {
  return {
    name: 'talentmatch-captcha-script',
    configureServer(server) {
      server.middlewares.use(`/${CAPTCHA_SCRIPT.fileName}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.end(`import '/src/captcha-script.ts';`);
      });
      for (const [name, file] of Object.entries(altchaWorkers())) {
        server.middlewares.use(`/${name}`, (_req, res) => {
          res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          res.end(readFileSync(file));
        });
      }
    },
    buildStart() {
      this.emitFile({ type: 'chunk', ...CAPTCHA_SCRIPT });
    },
    writeBundle(options) {
      const outDir = options.dir ?? resolve(here, 'dist');
      mkdirSync(outDir, { recursive: true });
      for (const [name, file] of Object.entries(altchaWorkers())) copyFileSync(file, resolve(outDir, name));
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
    // after every writeBundle hook (the captcha workers included)
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

/**
 * The server's prerender (`vite build --ssr src/entry-server.tsx`, docs/prerendering.md): self-contained modules
 * beside the app, out of the served folder; the server loads the entry and, through it, the prerendered pages' chunks.
 */
const ssrBuild = {
  outDir: resolve(here, 'dist-ssr'),
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: { output: { entryFileNames: 'entry-server.mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' } },
};

/**
 * React Router's package resolves to its development build, which checks and warns as it renders; the production build
 * is the same code without the warnings. Builds take it (React Router's own Vite plugin does the same), `vite dev`
 * keeps the warnings.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: resolve(dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs'),
};

export default defineConfig(({ command, isSsrBuild }) => ({
  root: here,
  resolve: { alias: command === 'build' ? [reactRouterProduction] : [] },
  plugins: isSsrBuild ? [react()] : [react(), captchaScript(), precompress()],
  // every dependency bundled, so the server loads one file whatever node_modules it runs beside
  ssr: { noExternal: true },
  // the prerender is React's production build whatever NODE_ENV the server runs with (the development build checks
  // every element and property as it renders, several times slower)
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? ssrBuild
    : {
        outDir: resolve(here, 'dist'),
        emptyOutDir: true,
        chunkSizeWarningLimit: 1500,
        rolldownOptions: {
          // A feature's index.ts only re-exports (docs/architecture.md, rule 1): declared free of side effects, a page
          // that imports one hook through it does not load the feature's other modules.
          treeshake: { moduleSideEffects: [{ test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false }] },
          output: {
            // Shared chunks by hash alone, lazy pages by name: the entry lists every lazy page's files for preloading,
            // and the shared chunks' module names would cost about 2 KB brotli on every page.
            chunkFileNames: (chunk) => (chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/c-[hash].js'),
            codeSplitting: {
              // Every page loads the entry's static imports (React, the router, Mantine's core, the app shell), so they
              // travel as one file: split into a dozen small shared chunks they compressed about 15% worse.
              // The captcha script's modules stay in their own entry, which runs without the app.
              groups: [{ name: 'app', tags: ['$initial'], test: (id) => !isCaptchaScriptModule(id) }],
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
}));
