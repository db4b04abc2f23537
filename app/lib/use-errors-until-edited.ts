import { type RefObject, useEffect, useState } from "react";

/**
 * The field errors of the last result, without those of fields the visitor has changed since: an
 * error goes as soon as its field is edited, not at the next submission. A new result
 * (a new submission) shows all of its errors again.
 */
export function useErrorsUntilEdited<E extends Record<string, string | undefined>>(
  formRef: RefObject<HTMLFormElement | null>,
  errors: E,
  result: unknown,
): E {
  const [edits, setEdits] = useState<{ result: unknown; fields: ReadonlySet<string> }>({ result, fields: new Set() });
  // Edits made before this result do not hide its errors (state adjusted while rendering, as React
  // recommends for state derived from a changed prop).
  if (edits.result !== result) setEdits({ result, fields: new Set() });
  useEffect(() => {
    const form = formRef.current;
    const view = form?.ownerDocument.defaultView;
    if (!form || !view) return;
    // Listened to on the window, after React has handled the event at its root: a state update from
    // a listener on the form itself would re-render before React read a controlled field's new
    // value, and React would put the old value back.
    const onEdit = (event: Event) => {
      const target = event.target as HTMLInputElement | null;
      if (!target?.name || !form.contains(target)) return;
      const name = target.name;
      setEdits((current) => (current.fields.has(name) ? current : { ...current, fields: new Set(current.fields).add(name) }));
    };
    view.addEventListener("input", onEdit);
    view.addEventListener("change", onEdit);
    return () => {
      view.removeEventListener("input", onEdit);
      view.removeEventListener("change", onEdit);
    };
  }, [formRef]);
  const edited = edits.result === result ? edits.fields : new Set<string>();
  if (edited.size === 0) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !edited.has(field))) as E;
}
