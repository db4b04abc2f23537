import type { ListingStatus } from "~/domain/listing";
import { cn } from "~/lib/cn";

const STATUS_STYLE: Record<Exclude<ListingStatus, "deleted">, string> = {
  pending: "bg-warning/20 text-foreground ring-warning/60",
  active: "bg-primary/10 text-primary ring-primary/40",
  rejected: "bg-destructive/10 text-destructive ring-destructive/40",
  expired: "bg-muted text-muted-foreground ring-border",
  rented: "bg-secondary text-secondary-foreground ring-border",
  hidden: "bg-destructive/10 text-destructive ring-destructive/40",
};

/** A listing's moderation status as a small pill (the label is translated by the caller). */
export function StatusBadge({ status, label }: { status: Exclude<ListingStatus, "deleted">; label: string }) {
  return (
    <span className={cn("shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ring-1", STATUS_STYLE[status])} data-testid="status-badge">
      {label}
    </span>
  );
}
