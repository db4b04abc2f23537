import { cn } from "~/lib/cn";

const TONES = {
  /** On the hero's photo: white. */
  photo: { target: "size-9", shown: "w-6 bg-white", other: "w-2 bg-white/60 group-hover:bg-white/90" },
  /** On the page: the theme's colours. */
  page: { target: "size-7", shown: "w-5 bg-primary", other: "w-2 bg-muted-foreground/50 group-hover:bg-muted-foreground" },
} as const;

/**
 * One slide's button in a carousel's row of dots: a round target around a pill that widens for the
 * slide shown (`aria-current`), named for the slide it goes to.
 */
export function SlideDot({
  label,
  shown,
  onSelect,
  tone,
}: {
  label: string;
  shown: boolean;
  onSelect: () => void;
  tone: keyof typeof TONES;
}) {
  const { target, shown: shownPill, other } = TONES[tone];
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-label={label}
      aria-current={shown ? "true" : undefined}
      className={cn("group flex items-center justify-center rounded-full", target)}
    >
      <span className={cn("block h-2 rounded-full transition-all motion-reduce:transition-none", shown ? shownPill : other)} />
    </button>
  );
}
