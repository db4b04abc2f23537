import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  build: {
    // The client bundle never contains server code; source maps stay out of the public build.
    sourcemap: false,
  },
  environments: {
    ssr: {
      build: {
        rollupOptions: { input: "./server/app.ts" },
      },
    },
  },
  ssr: isSsrBuild ? {} : undefined,
  plugins: [tailwindcss(), reactRouter()],
}));
