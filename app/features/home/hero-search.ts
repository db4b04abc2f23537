import type { Category } from "~/domain/categories";
import { findCity, regionBelongsToCity } from "~/domain/locations";
import type { Paths } from "~/lib/paths";

export interface HeroSearchValues {
  category: Category | "";
  city: string;
  region: string;
}

/**
 * Where the hero search goes (docs/product.md §2 "Home hero"): the category's page with `city` and `region`
 * parameters. Without a category there is nowhere to go (null). An unknown city is dropped, and the
 * region is sent only when it belongs to the chosen city. `paths` are the page language's.
 */
export function heroSearchPath({ category, city, region }: HeroSearchValues, paths: Pick<Paths, "category">): string | null {
  if (!category) return null;
  const params = new URLSearchParams();
  const knownCity = findCity(city);
  if (knownCity) {
    params.set("city", knownCity.name);
    if (region && regionBelongsToCity(knownCity.name, region)) params.set("region", region);
  }
  const query = params.toString();
  return query ? `${paths.category(category)}?${query}` : paths.category(category);
}
