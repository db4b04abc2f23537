import fs from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { type Plugin, defineConfig } from "vite";

const root = path.dirname(new URL(import.meta.url).pathname);

/**
 * Writes `<build>/client-modules.json` (outside the public client folder): for every JavaScript
 * file of the client build, the source modules inside it. The bundle-budget test uses it to prove
 * that no admin, form or upload code is reachable from a public page's initial chunks.
 */
function clientModuleMap(): Plugin {
  return {
    name: "kk-client-module-map",
    apply: "build",
    writeBundle(options, bundle) {
      if (this.environment.name !== "client" || !options.dir) return;
      const map: Record<string, string[]> = {};
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type === "chunk") map[file] = output.moduleIds.map((id) => path.relative(root, id.replace(/\?.*$/, "")));
      }
      fs.writeFileSync(path.resolve(options.dir, "..", "client-modules.json"), `${JSON.stringify(map, null, 1)}\n`);
    },
  };
}

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
  plugins: [tailwindcss(), reactRouter(), clientModuleMap()],
}));
