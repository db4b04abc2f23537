import { Trash2 } from "lucide-react";
import { Button } from "./button";
import { ConfirmDialog } from "./confirm-dialog";

/**
 * The small bin button of a row (a listing, a profile, a sponsor) that deletes only after its
 * `ConfirmDialog` is confirmed. `label` is the button's text, `ariaLabel` names what it deletes when
 * the row has several. For member and admin pages: it draws lucide-react's icon (see icon.tsx).
 */
export function ConfirmDeleteButton({
  label,
  ariaLabel,
  disabled,
  ...dialog
}: {
  label: string;
  ariaLabel?: string;
  disabled?: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost-destructive" size="sm" disabled={disabled} aria-label={ariaLabel}>
          <Trash2 aria-hidden="true" />
          {label}
        </Button>
      }
      {...dialog}
    />
  );
}
