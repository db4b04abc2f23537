import { useTranslation } from "~/lib/i18n/react";
import { PARTNER_TYPES, type PartnerType } from "~/domain/listing";
import type { HomePartnerLogo, HomePartners } from "~/domain/home";

/**
 * Rows of each group's grid (docs/product.md §9: 3×10 for real estate, 2×10 for car rental): up to that many
 * rows of at most 10 tiles; the other groups use one row. Fewer logos use fewer rows.
 */
const PARTNER_GRID_ROWS: Record<PartnerType, number> = { real_estate: 3, car_rental: 2, hotel: 1, apartment: 1 };
const PARTNER_GRID_COLUMNS = 10;

export function partnerGrid(type: PartnerType, count: number): { rows: number; columns: number } {
  const rows = Math.max(1, Math.min(PARTNER_GRID_ROWS[type], Math.ceil(count / PARTNER_GRID_COLUMNS)));
  return { rows, columns: Math.max(1, Math.ceil(count / rows)) };
}

function LogoTile({ partner, newTab }: { partner: HomePartnerLogo; newTab: string }) {
  const content = partner.logoUrl ? (
    <img
      src={partner.logoUrl}
      alt={partner.name}
      width={480}
      height={240}
      loading="lazy"
      decoding="async"
      className="size-full object-contain"
    />
  ) : (
    <span className="px-3 text-center text-sm font-semibold">{partner.name}</span>
  );
  const tileClass =
    "flex aspect-[2/1] w-[220px] items-center justify-center overflow-hidden rounded-lg border bg-white p-2 shadow-sm sm:w-[240px] dark:border-zinc-700 dark:bg-zinc-300";
  if (!partner.linkUrl) return <div className={tileClass}>{content}</div>;
  return (
    <a
      href={partner.linkUrl}
      target="_blank"
      rel="noopener noreferrer"
      title={partner.name}
      className={`${tileClass} transition-shadow hover:shadow-md`}
    >
      {content}
      <span className="sr-only"> ({newTab})</span>
    </a>
  );
}

/** Partner company logos in their four groups (active only, by order index; docs/product.md §2, §9). */
export function PartnerLogos({ partners }: { partners: HomePartners }) {
  const { t } = useTranslation();
  const newTab = t("common.opensInNewTab");
  const groups = PARTNER_TYPES.filter((type) => partners[type].length > 0);
  if (groups.length === 0) return null;
  return (
    <div className="space-y-8">
      {groups.map((type) => {
        const logos = partners[type];
        const { rows, columns } = partnerGrid(type, logos.length);
        const title = t(`homePage.partners.${type}`);
        const headingId = `partners-${type}`;
        return (
          <div key={type} data-partner-group={type}>
            <h3 id={headingId} className="mb-3 text-lg font-semibold">
              {title}
            </h3>
            {/* Wider than the screen on small devices: the grid scrolls sideways (also by keyboard). It is
                positioned so that it also clips the visually hidden texts (absolutely positioned) inside. */}
            <div tabIndex={0} role="group" aria-labelledby={headingId} className="relative overflow-x-auto rounded-lg pb-2">
              <ul
                className="grid w-max gap-3"
                style={{ gridTemplateColumns: `repeat(${columns}, auto)`, gridTemplateRows: `repeat(${rows}, auto)` }}
              >
                {logos.map((partner) => (
                  <li key={partner.id}>
                    <LogoTile partner={partner} newTab={newTab} />
                  </li>
                ))}
              </ul>
            </div>
          </div>
        );
      })}
    </div>
  );
}
