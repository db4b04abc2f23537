import { createContext, useContext } from "react";

/** The per-request CSP nonce; empty in the browser (browsers hide it after parsing). */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
