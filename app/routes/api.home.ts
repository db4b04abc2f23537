import type { AppContext } from "~/.server/context";
import type { Route } from "./+types/api.home";
import { errorResponse } from "~/.server/http/error-response";
import { listHomeFeatured, listHomeRecent, loadPartnersSection, loadSponsoredSection } from "~/.server/services/discovery/home";
import { HOME_SECTIONS, type HomeSection, type HomeSectionData } from "~/domain/home";

const loaders: { [S in HomeSection]: (app: AppContext) => Promise<HomeSectionData[S]> } = {
  featured: (app) => listHomeFeatured(app.db),
  recent: (app) => listHomeRecent(app.db),
  // Sponsored content and partner logos degrade to an empty section (logged) instead of failing.
  sponsored: (app) => loadSponsoredSection(app.db, app.logger),
  partners: (app) => loadPartnersSection(app.db, app.logger),
};

const isSection = (value: string | null): value is HomeSection => (HOME_SECTIONS as readonly (string | null)[]).includes(value);

/** GET /api/home?section=featured|recent|sponsored|partners — one home section as JSON, for client refreshes. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const section = new URL(request.url).searchParams.get("section");
  if (!isSection(section)) {
    return errorResponse(request, "invalid_section", {
      area: "homePage",
      values: { sections: HOME_SECTIONS.join(", ") },
      headers: { "Cache-Control": "no-store", Vary: "Cookie" },
    });
  }
  return Response.json(await loaders[section](context.app), { headers: { "Cache-Control": "no-cache" } });
}
