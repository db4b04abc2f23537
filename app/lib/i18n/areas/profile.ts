import { registerArea } from "..";
import { profileTr } from "../sections/profile";
import { profileEn } from "../sections/profile.en";

/** The `profile` texts, shipped with the routes that import this module. */
registerArea("profile", profileTr, profileEn);
