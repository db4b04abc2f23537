/**
 * Redirect targets that leave the site, before or after a browser's normalisation, in many
 * encodings (once "/.//evil.example" passed a check made before normalisation). Shared by the
 * unit test of the validator, the fuzzing of every route and the E2E test of the running server.
 */
export const LEAVING_REDIRECTS = [
  "//evil.example",
  "/.//evil.example/phish",
  "/..//evil.example",
  "/../..//evil.example",
  "/%2e%2e//evil.example",
  "/%2E%2E//evil.example",
  "/%2e//evil.example",
  "/.%2e//evil.example",
  "/a/..//evil.example",
  "/a/%2e%2e//evil.example",
  "/./%2e/..//evil.example",
  "/.///evil.example",
  "/..\\/evil.example",
  "/.\\\\evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/ /..//evil.example",
  " /.//evil.example",
  "https://evil.example/",
  "http:evil.example",
  "javascript:alert(1)",
  "/\t/evil.example",
] as const;
