import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-request CSP nonce set by the Express server. */
    cspNonce: string;
    /** Tells the anonymous page cache not to keep this answer (an error while streaming it). */
    renderFailed?: () => void;
  }
}
