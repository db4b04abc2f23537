import { registerArea } from "..";
import { authTr } from "../sections/auth";
import { authEn } from "../sections/auth.en";

/** The `auth` texts, shipped with the routes that import this module. */
registerArea("auth", authTr, authEn);
