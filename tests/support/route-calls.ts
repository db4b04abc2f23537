import { action as dashboardAction } from "~/routes/admin-dashboard";
import { action as profileAction } from "~/routes/profile";
import type { TestMember } from "./members";
import { post, run } from "./routes";

/** A form sent to the admin panel's action (approve, reject, …) by the admin whose session `cookie` is, from `ip`. */
export const panelPost = (fields: Record<string, string>, options: { ip: string; cookie: string }) =>
  run(dashboardAction, post("/yonetim/panel", fields, options));

/** `member`'s mail settings form on their profile (which mails, in which language), sent from `ip`. */
export const mailSettingsPost = (member: TestMember, fields: Record<string, string>, ip: string) =>
  run(profileAction, post(`/profil/${member.id}`, { intent: "mail-settings", ...fields }, { ip, cookie: member.cookie }), {
    id: member.id,
  });
