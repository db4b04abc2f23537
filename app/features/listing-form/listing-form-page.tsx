import { ArrowLeft, Clock } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link, isRouteErrorResponse } from "react-router";
import { ListingStatusNotice } from "~/entities/listing/listing-status-notice";
import { buttonVariants } from "~/components/ui/button";
import type { Category } from "~/domain/categories";
import type { FormField, ListingFormValues } from "~/domain/listing-form";
import { usePaths } from "~/lib/use-paths";
import type { ContactStart } from "./contact-section";
import { ListingForm } from "./listing-form";

type ListingFormPageProps = Parameters<typeof ListingFormPage>[0];

/**
 * An edit page (the owner's and the admins'): what waits for approval or was refused (decision
 * 017), then the form.
 */
export function EditListingScreen({
  editor,
  moderation,
  ...page
}: ListingFormPageProps & Pick<Parameters<typeof ListingStatusNotice>[0], "moderation"> & { editor: "owner" | "admin" }) {
  return (
    <>
      <ListingStatusNotice
        key={`notice-${page.initial.id}`}
        moderation={moderation}
        context="form"
        audience={editor}
        className="mx-auto mt-8 w-[calc(100%-2rem)] max-w-[calc(48rem-2rem)]"
      />
      <ListingFormPage key={page.initial.id} {...page} />
    </>
  );
}

/** An edit page's error boundary: 403 and 404 are pages of their own; anything else goes up. */
export function EditListingError({ error }: { error: unknown }) {
  if (!isRouteErrorResponse(error) || (error.status !== 403 && error.status !== 404)) throw error;
  return <ListingFormUnavailable reason={error.status === 403 ? "forbidden" : "not_found"} />;
}

/** The create/edit page: heading 'Yeni İlan Oluştur' / 'İlanı Düzenle', the moderation note, the form. */
export function ListingFormPage({
  mode,
  initial,
  fields,
  afterCreate,
  contact,
  byAdmin,
}: {
  mode: "create" | "edit";
  initial: ListingFormValues;
  fields: Record<Category, FormField[]>;
  afterCreate: string;
  status: string | null;
  /** The owner's numbers (null when an admin edits someone else's listing). */
  contact: ContactStart | null;
  /** An admin's saves are live at once; a member's wait for approval. */
  byAdmin: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {t(mode === "create" ? "listingForm.createTitle" : "listingForm.editTitle")}
      </h1>
      <p className="mt-2 flex items-center gap-2 text-sm text-muted-foreground">
        <Clock className="size-4 shrink-0" aria-hidden="true" />
        {t(
          mode === "create"
            ? byAdmin
              ? "listingForm.introAdmin"
              : "listingForm.intro"
            : byAdmin
              ? "listingForm.editIntroAdmin"
              : "listingForm.editIntro",
        )}
      </p>
      <div className="mt-6">
        <ListingForm mode={mode} initial={initial} fields={fields} afterCreate={afterCreate} contact={contact} />
      </div>
    </div>
  );
}

/** Another member's listing (403) or a missing/deleted one (404). */
export function ListingFormUnavailable({ reason }: { reason: "forbidden" | "not_found" }) {
  const paths = usePaths();
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center" aria-labelledby="listing-form-unavailable">
      <h1 id="listing-form-unavailable" className="text-2xl font-semibold">
        {t(reason === "forbidden" ? "listingForm.toasts.forbidden" : "listingForm.toasts.notFound")}
      </h1>
      <Link to={paths.home()} className={buttonVariants({ variant: "outline", className: "mt-6" })}>
        <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
        {t("common.backHome")}
      </Link>
    </section>
  );
}
