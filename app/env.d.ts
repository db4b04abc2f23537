import "react-router";
import type { AppContext } from "~/.server/context";

declare module "react-router" {
  interface AppLoadContext {
    /** The services of this process, built at start-up (server/context.ts, decision 038). */
    app: AppContext;
    /**
     * The Content-Security-Policy of a rendered document whose inline scripts have these hashes
     * (decision 020); absent in development, where the policy allows Vite's inline scripts.
     */
    contentSecurityPolicy?: (scriptHashes: string[]) => string;
    /** Tells the anonymous page cache not to keep this answer (an error while rendering it). */
    renderFailed?: () => void;
    /** Tells the server a loader or action found no free database connection in time (answered 503). */
    databaseBusy?: () => void;
  }
}
