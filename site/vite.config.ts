import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/**
 * Two builds from one config: `vite build` makes the browser bundle (dist/client, with the
 * manifest the server reads to link each page's CSS and chunks) and
 * `vite build --ssr src/entry-server.tsx --outDir dist/server` makes the request handler the
 * API server imports. Both read `@flo/widget` from source through its `@flo/source` export
 * condition (docs/decisions/005-widget-library-build.md).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: { conditions: ['@flo/source', ...defaultClientConditions] },
  build: isSsrBuild
    ? { target: 'node20', emptyOutDir: true }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2020',
        rolldownOptions: {
          input: 'src/entry-client.tsx',
          treeshake: {
            // Contract and chat-machine modules only declare schemas and constants at top level,
            // so what the site does not use drops out of the bundle.
            moduleSideEffects: [
              {
                test: /[\\/](api[\\/]src[\\/]contract|chat-machine[\\/]src)[\\/]/,
                sideEffects: false,
              },
            ],
          },
        },
      },
  ssr: {
    noExternal: ['@flo/api', '@flo/chat-machine', '@flo/widget'],
    resolve: { conditions: ['@flo/source', ...defaultServerConditions] },
  },
}));
