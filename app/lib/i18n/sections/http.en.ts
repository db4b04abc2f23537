import type { httpTr } from "./http";
import type { Widen } from "../types";

/** English texts of the HTTP server's own answers (see http.ts). */
export const httpEn: Widen<typeof httpTr> = {
  errors: {
    bodyTooLarge: "The request is too large (at most {{max}} for this address). Please send a smaller file or a shorter text.",
    methodNotAllowed: "This request method is not supported.",
    notFound: "Nothing was found at this address.",
    badHost: "Bad request: the host name (Host) is missing or invalid.",
    badTarget: "Bad request: the requested address must be a path (for example /evler).",
    noResponse: "No response from the server: it is very busy right now. Please try again in a few seconds.",
  },
};
