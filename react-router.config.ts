import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets several builds coexist (e.g. parallel test runs); the server reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: {
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
