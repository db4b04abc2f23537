import { useTranslation } from "~/lib/i18n/react";
import { Link, useLocation } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { DigitsInput } from "~/components/ui/digits-input";
import { Field } from "~/components/ui/text-field";

/** The order field: digits only; empty means 0 (spec §5). */
export function OrderField({ defaultValue, error }: { defaultValue: number | undefined; error?: string }) {
  const { t } = useTranslation();
  return (
    <Field name="orderIndex" label={t("adminContent.form.order")} hint={t("adminContent.form.orderHint")} error={error}>
      {(control) => <DigitsInput {...control} name="orderIndex" maxLength={7} defaultValue={defaultValue === undefined ? "" : String(defaultValue)} />}
    </Field>
  );
}

/**
 * The active checkbox. A hidden "false" comes first and the checked box's "true" replaces it, so
 * an unchecked box still says so (a post without the field means active, the default).
 */
export function ActiveField({ defaultChecked }: { defaultChecked: boolean }) {
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
export function FormButtons({ submitting }: { submitting: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
      <Link to={location.pathname} className={buttonVariants({ variant: "outline" })}>
        {t("adminContent.form.cancel")}
      </Link>
      <Button type="submit" disabled={submitting}>
        {submitting ? t("adminContent.form.saving") : t("adminContent.form.save")}
      </Button>
    </div>
  );
}
