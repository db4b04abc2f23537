import { Link } from "react-router";
import { Button, buttonVariants } from "./button";

/**
 * The end of an edit form in a two-column grid: cancel (a link back to the page as it is, closing
 * the form; `replace` keeps the open form out of the history) and save, which says it is saving.
 */
export function FormActions({
  cancelTo,
  replace = false,
  cancelLabel,
  saveLabel,
  savingLabel,
  submitting,
}: {
  cancelTo: string;
  replace?: boolean;
  cancelLabel: string;
  saveLabel: string;
  savingLabel: string;
  submitting: boolean;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
      <Link to={cancelTo} replace={replace} className={buttonVariants({ variant: "outline" })}>
        {cancelLabel}
      </Link>
      <Button type="submit" disabled={submitting}>
        {submitting ? savingLabel : saveLabel}
      </Button>
    </div>
  );
}
