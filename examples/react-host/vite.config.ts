import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * A React host site that uses Flo from the npm package, not the script tag. Like any third
 * party it gets the built `@flo/widget` (widget/dist/lib, from `npm run build -w @flo/widget`):
 * it does not set the monorepo's `@flo/source` condition. Only its type-check (tsconfig.base.json)
 * reads the widget's source, so `tsc -b` works before anything is built.
 */
export default defineConfig({
  plugins: [react()],
  server: { port: 5175, strictPort: true },
});
