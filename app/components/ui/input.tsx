import type * as React from "react";
import { cn } from "~/lib/cn";

/**
 * What addresses, links and phone numbers are typed in: left to right on right-to-left pages too
 * (decision 040), or a typed "0533 123 45 67" shows as "67 45 123 0533".
 */
const LEFT_TO_RIGHT_KINDS: readonly string[] = ["email", "tel", "url"];

/**
 * Text input (shadcn/ui style). `cn()` only joins classes: a caller's className must not repeat a
 * utility group set here (use `shape` for the corners, `inputSize` for the height and text size).
 */
export function Input({
  className,
  type = "text",
  shape = "default",
  inputSize = "default",
  ...props
}: React.ComponentProps<"input"> & { shape?: "default" | "pill"; inputSize?: "default" | "lg" }) {
  return (
    <input
      type={type}
      dir={LEFT_TO_RIGHT_KINDS.includes(type) || LEFT_TO_RIGHT_KINDS.includes(props.inputMode ?? "") ? "ltr" : undefined}
      className={cn(
        "flex w-full min-w-0 border border-input bg-background px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive",
        inputSize === "lg" ? "h-12" : "h-10 md:text-sm",
        shape === "pill" ? "rounded-full" : "rounded-md",
        className,
      )}
      {...props}
    />
  );
}
