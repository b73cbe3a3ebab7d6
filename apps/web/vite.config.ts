import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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

export default defineConfig({
  root: here,
  plugins: [react(), altchaScript()],
  build: {
    outDir: resolve(here, 'dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
