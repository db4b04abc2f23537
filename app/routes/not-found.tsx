import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { sharedPage, sharedPageHeaders } from "~/.server/http/cache-headers";
import { NotFoundPage } from "~/components/not-found-page";
import { notFoundEn } from "~/lib/i18n/sections/not-found.en";

/** Any unknown path: the English 404 page with HTTP status 404. */
export function loader() {
  return data(null, { status: 404, headers: sharedPage([]) });
}

export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = () => [{ title: `404 — ${notFoundEn.title}` }, { name: "robots", content: "noindex" }];

export default function NotFound() {
  return <NotFoundPage />;
}
