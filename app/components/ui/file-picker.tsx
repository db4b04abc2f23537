import { useId } from "react";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/**
 * The label that stands for a visually hidden file input as a small button, outlined while the
 * input (in the same `group`) has the keyboard focus.
 */
export const fileButtonClass = (variant: "secondary" | "outline", className?: string) =>
  cn(
    buttonVariants({ variant, size: "sm" }),
    "cursor-pointer group-has-[input:focus-visible]:outline-2 group-has-[input:focus-visible]:outline-offset-2 group-has-[input:focus-visible]:outline-ring",
    className,
  );

/**
 * A file input shown as a button, the chosen file's name and a hint. The native input is visually
 * hidden (its button text would be in the browser's language, not the page's); the label is the
 * button, outlined while the input has the keyboard focus.
 */
export function FilePicker({
  inputRef,
  name,
  accept,
  chooseLabel,
  fileName,
  noFileLabel,
  hint,
  onChange,
  fileNameTestId,
}: {
  inputRef: React.Ref<HTMLInputElement>;
  name: string;
  accept: string;
  chooseLabel: string;
  /** The chosen file's name, or null before one is chosen (then `noFileLabel` shows). */
  fileName: string | null;
  noFileLabel: string;
  hint: string;
  onChange: React.ChangeEventHandler<HTMLInputElement>;
  fileNameTestId: string;
}) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  return (
    <>
      <div className="group flex flex-wrap items-center gap-3">
        <label htmlFor={inputId} className={fileButtonClass("secondary")}>
          {chooseLabel}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          name={name}
          accept={accept}
          aria-describedby={hintId}
          onChange={onChange}
          className="sr-only"
        />
        <span className="min-w-0 truncate text-sm text-muted-foreground" data-testid={fileNameTestId}>
          {fileName ?? noFileLabel}
        </span>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </>
  );
}
