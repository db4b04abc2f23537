import { Slot } from "@radix-ui/react-slot";
import { type VariantProps, cva } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/cn";

/**
 * The button styles. `cn()` only joins classes (no Tailwind merging, for the public pages' JavaScript budget, docs/performance.md), so a
 * caller's className must not repeat a utility group set here (height, padding, radius, colours, font
 * weight, display): pick a variant, size or weight instead, or add one.
 */
export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground hover:bg-primary/90",
        destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
        outline: "border border-input bg-background hover:bg-accent hover:text-accent-foreground",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        ghost: "hover:bg-accent hover:text-accent-foreground",
        /** A ghost button for deleting and rejecting: red text, also on hover. */
        "ghost-destructive": "text-destructive hover:bg-accent hover:text-destructive",
        link: "text-primary underline-offset-4 hover:underline",
        warning: "bg-warning text-black hover:bg-warning/90",
        whatsapp: "bg-green-700 text-white hover:bg-green-800",
      },
      size: {
        default: "h-10 rounded-md px-4 py-2",
        sm: "h-9 rounded-md px-3",
        /** sm with less padding (the header's language switch). */
        "sm-tight": "h-9 rounded-md px-2.5",
        lg: "h-11 rounded-md px-6",
        icon: "size-10 rounded-md",
        "icon-sm": "size-9 rounded-md",
        /** A small round button inside a round input (the header's search). */
        pill: "h-8 rounded-full px-4",
      },
      weight: {
        medium: "font-medium",
        semibold: "font-semibold",
      },
    },
    defaultVariants: { variant: "default", size: "default", weight: "medium" },
  },
);

export interface ButtonProps extends React.ComponentProps<"button">, VariantProps<typeof buttonVariants> {
  /** Render the child element (e.g. a Link) with the button's styles. */
  asChild?: boolean;
}

export function Button({ className, variant, size, weight, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot : "button";
  return <Component className={cn(buttonVariants({ variant, size, weight, className }))} {...props} />;
}
