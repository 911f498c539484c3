import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** A React host site that uses Flo from the npm package, not the script tag. */
export default defineConfig({
  plugins: [react()],
  server: { port: 5175, strictPort: true },
});
