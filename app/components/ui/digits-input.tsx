import type * as React from "react";
import { Input } from "./input";

/** Keys that would let a number field take a sign, an exponent or decimals (docs/product.md §5 "Price"). */
const BLOCKED_KEYS = new Set(["-", "+", "e", "E", ".", ","]);

function isBlockedKey(event: React.KeyboardEvent<HTMLInputElement>) {
  if (event.ctrlKey || event.metaKey || event.altKey) return false; // shortcuts (copy, paste, select all)
  return BLOCKED_KEYS.has(event.key) || (event.key.length === 1 && !/^\d$/.test(event.key));
}

/**
 * A whole non-negative number field: only digits can be typed or pasted (the keys -, +, e, . and ,
 * are blocked, a paste with anything but digits is refused); empty means "no value".
 */
export function DigitsInput({ onChange, ...props }: Omit<React.ComponentProps<typeof Input>, "type" | "inputMode">) {
  return (
    <Input
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      maxLength={10}
      {...props}
      onKeyDown={(event) => {
        if (isBlockedKey(event)) event.preventDefault();
        props.onKeyDown?.(event);
      }}
      onPaste={(event) => {
        if (!/^\d*$/.test(event.clipboardData.getData("text"))) event.preventDefault();
        props.onPaste?.(event);
      }}
      onDrop={(event) => {
        if (!/^\d*$/.test(event.dataTransfer.getData("text"))) event.preventDefault();
        props.onDrop?.(event);
      }}
      onChange={(event) => {
        // Anything that still slipped through (IME, autofill) is reduced to its digits.
        const digits = event.currentTarget.value.replace(/\D/g, "");
        if (digits !== event.currentTarget.value) event.currentTarget.value = digits;
        onChange?.(event);
      }}
    />
  );
}
