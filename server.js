// Starts the server. Production (default): the bundle made by `npm run build`.
// Development (`npm run dev`): Vite in middleware mode with hot reload.
const dev = process.argv.includes("--dev");

if (dev) {
  process.env.NODE_ENV ??= "development";
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  const { main } = await viteServer.ssrLoadModule("./server/app.ts");
  await main({
    dev: {
      middlewares: viteServer.middlewares,
      loadBuild: () => viteServer.ssrLoadModule("virtual:react-router/server-build"),
    },
  });
} else {
  process.env.NODE_ENV ??= "production";
  const buildDir = process.env.BUILD_DIR ?? "build";
  const { main } = await import(new URL(`./${buildDir}/server/index.js`, import.meta.url).href);
  await main();
}
