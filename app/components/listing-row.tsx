import { Link } from "react-router";
import type { Category } from "~/domain/categories";
import type { ListingImage as ListingImageData } from "~/domain/listing";
import { cn } from "~/lib/cn";
import { usePaths } from "~/lib/use-paths";
import { ListingImage } from "./listing-image";

/**
 * The parts of a listing row in a management list (the owner's listings on their profile, the
 * admin panel's queue): a small photo, and a title line linking to the listing with badges beside it.
 */
export function ListingRowPhoto({ image, sizes, className }: { image: ListingImageData | null; sizes: string; className: string }) {
  return (
    <div className={cn("relative aspect-[4/3] shrink-0 self-start overflow-hidden rounded-md bg-muted", className)}>
      <ListingImage image={image} alt="" sizes={sizes} className="size-full object-cover" />
    </div>
  );
}

export function ListingRowTitle({
  listing,
  title,
  children,
}: {
  listing: { id: string; category: Category };
  title: string;
  children: React.ReactNode;
}) {
  const paths = usePaths();
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <h3 className="min-w-0 font-medium leading-snug">
        <Link to={paths.listing(listing.category, listing.id)} className="break-words hover:underline">
          {title}
        </Link>
      </h3>
      {children}
    </div>
  );
}
