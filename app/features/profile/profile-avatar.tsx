import { cn } from "~/lib/cn";
import { initials } from "~/lib/format";

/** The profile photo, or the name's initials on a tinted disc when there is none. */
export function ProfileAvatar({ url, name, size, className }: { url: string | null; name: string; size: number; className?: string }) {
  return url ? (
    <img
      src={url}
      alt=""
      width={size}
      height={size}
      decoding="async"
      className={cn("shrink-0 rounded-full bg-muted object-cover", className)}
      style={{ width: size, height: size }}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn("flex shrink-0 items-center justify-center rounded-full bg-primary/15 font-semibold text-primary", className)}
      style={{ width: size, height: size, fontSize: size / 2.8 }}
    >
      {initials(name)}
    </span>
  );
}
