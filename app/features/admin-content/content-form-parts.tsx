import type { FormEventHandler, RefObject } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Form, useLocation } from "react-router";
import { DigitsInput } from "~/components/ui/digits-input";
import { FormActions } from "~/components/ui/form-actions";
import { FormMessage } from "~/components/ui/form-message";
import { Field, TextField } from "~/components/ui/text-field";
import type { AdminContentFailure } from "~/domain/admin-content";

/**
 * The frame of the sponsor and logo forms: a titled card with a multipart form posting to the
 * plain page URL (a saved form closes into the list), the intent and id, and a refused save's
 * message when it is not about one field. The fields come as children.
 */
export function ContentFormFrame({
  name,
  title,
  editingId,
  form,
  children,
}: {
  /** "sponsor" or "logo": the ids and the test id. */
  name: string;
  title: string;
  /** The edited item's id; null when creating. */
  editingId: string | null;
  form: {
    formRef: RefObject<HTMLFormElement | null>;
    onSubmit: FormEventHandler<HTMLFormElement>;
    failure: AdminContentFailure | undefined;
  };
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const titleId = `${name}-form-title`;
  const { failure } = form;
  return (
    <section aria-labelledby={titleId} className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
      <h2 id={titleId} className="text-xl font-semibold">
        {title}
      </h2>
      <Form
        ref={form.formRef}
        method="post"
        action={location.pathname}
        encType="multipart/form-data"
        noValidate
        onSubmit={form.onSubmit}
        className="mt-4 grid gap-4 sm:grid-cols-2"
        data-testid={`${name}-form`}
      >
        <input type="hidden" name="intent" value={editingId ? "update" : "create"} />
        {editingId ? <input type="hidden" name="id" value={editingId} /> : null}
        {failure && !failure.fieldErrors ? (
          <div className="sm:col-span-2">
            <FormMessage tone="error" title={t("adminContent.toasts.saveFailed")} live>
              {failure.message}
            </FormMessage>
          </div>
        ) : null}
        {children}
      </Form>
    </section>
  );
}

/** The order field: digits only; empty means 0 (docs/product.md §5). */
function OrderField({ defaultValue, error }: { defaultValue: number | undefined; error?: string }) {
  const { t } = useTranslation();
  return (
    <Field name="orderIndex" label={t("adminContent.form.order")} hint={t("adminContent.form.orderHint")} error={error}>
      {(control) => (
        <DigitsInput {...control} name="orderIndex" maxLength={7} defaultValue={defaultValue === undefined ? "" : String(defaultValue)} />
      )}
    </Field>
  );
}

/**
 * The active checkbox. A hidden "false" comes first and the checked box's "true" replaces it, so
 * an unchecked box still says so (a post without the field means active, the default).
 */
function ActiveField({ defaultChecked }: { defaultChecked: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-end sm:pb-2">
      <input type="hidden" name="isActive" value="false" />
      <label className="flex cursor-pointer items-center gap-2 text-sm font-medium">
        <input type="checkbox" name="isActive" value="true" defaultChecked={defaultChecked} className="size-4 accent-primary" />
        {t("adminContent.form.active")}
      </label>
    </div>
  );
}

/** Cancel (back to the plain list) and save. */
function FormButtons({ submitting }: { submitting: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <FormActions
      cancelTo={location.pathname}
      cancelLabel={t("adminContent.form.cancel")}
      saveLabel={t("adminContent.form.save")}
      savingLabel={t("adminContent.form.saving")}
      submitting={submitting}
    />
  );
}

/**
 * The fields every content item ends with: its outside link (optional, a URL), its place in the order,
 * whether it shows on the home page, then its picture (`picture`) and the form's buttons.
 */
export function ContentCommonFields({
  linkMaxLength,
  item,
  error,
  picture,
  submitting,
}: {
  linkMaxLength: number;
  item: { linkUrl: string | null; orderIndex: number; isActive: boolean } | null;
  error: (field: "linkUrl" | "orderIndex") => string | undefined;
  picture: React.ReactNode;
  submitting: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        name="linkUrl"
        type="url"
        inputMode="url"
        label={t("adminContent.form.link")}
        optionalLabel={t("adminContent.form.optional")}
        hint={t("adminContent.form.linkHint")}
        maxLength={linkMaxLength}
        defaultValue={item?.linkUrl ?? ""}
        error={error("linkUrl")}
      />
      <OrderField defaultValue={item?.orderIndex} error={error("orderIndex")} />
      <ActiveField defaultChecked={item?.isActive ?? true} />
      {picture}
      <FormButtons submitting={submitting} />
    </>
  );
}
