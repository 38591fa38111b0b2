import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { noChunkCycles } from './build/chunk-cycles';
import { firstScreenGroup } from './build/first-screen-chunk';
import { loginPageDev } from './build/login-page-dev';
import { pageHtml } from './build/page-html';
import { preactAliases } from './build/preact-aliases';
import { precompress } from './build/precompress';
import { scrollAreaRefs } from './build/scroll-area-refs';
import { syncWorkerEntry } from './build/sync-worker';

/** Modules the login page shares with the app's sign-in forms (decision 0056). */
const SIGN_IN_PARTS =
  /src[\\/](features[\\/]auth[\\/](altcha-field|api|lazy-schema)|lib[\\/](use-submit|sign-in-notice))\.tsx?$|@mantine[\\/]form[\\/].*(schema-resolver|filter-errors)/;

export default defineConfig({
  // React's API served by Preact 11 (decision 0045): every import of react and react-dom, ours and the libraries'
  resolve: { alias: preactAliases },
  plugins: [
    scrollAreaRefs(),
    react(),
    VitePWA({
      // our own worker (src/sw.ts): two precache stages and the first install taking the open tab
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icon-192.png', 'icon-512.png'],
      manifest: {
        name: 'Гладь — натяжные потолки',
        short_name: 'Гладь',
        description: 'Клиенты, замеры, чертежи, сметы и монтажи компании натяжных потолков',
        lang: 'ru',
        start_url: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1c7ed6',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,ttf}'],
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      },
    }),
    pageHtml(),
    syncWorkerEntry(import.meta.dirname),
    noChunkCycles(),
    loginPageDev(),
    precompress(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // the app, and the login page on its own entry (decision 0056)
      input: { app: 'index.html', login: 'pages/login.html' },
      output: {
        // decision 0047: the positioning library in a chunk of its own, loaded only by what opens a
        // dropdown (menus, popovers, comboboxes, tooltips). Without its dependencies: they (Preact) would
        // follow it out of the chunk every page loads first.
        codeSplitting: {
          groups: [
            {
              name: 'floating-ui',
              test: /node_modules[\\/]@floating-ui[\\/]/,
              includeDependenciesRecursively: false,
            },
            {
              // decision 0056: the login page's small pieces it shares with the app's sign-in forms in one
              // file, not seven: each file is one more request on a phone's first visit before the form shows
              name: 'sign-in-parts',
              test: SIGN_IN_PARTS,
              includeDependenciesRecursively: false,
            },
            // decision 0057: the shell's and home's own code in one file, not a hundred
            firstScreenGroup(import.meta.dirname),
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
