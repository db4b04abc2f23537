import { describe, expect, it } from "vitest";
import { z } from "zod";
import { firstErrorPerField } from "~/domain/field-errors";

const schema = z.object({
  name: z.string().min(2, "name.short").max(3, "name.long").regex(/^a/, "name.start"),
  email: z.email("email.invalid"),
  specifications: z.object({ rooms: z.number("rooms.number") }),
});

describe("firstErrorPerField", () => {
  it("keeps the first message of each top-level field", () => {
    const result = schema.safeParse({ name: "b", email: "x", specifications: { rooms: "2" } });
    expect(result.success).toBe(false);
    expect(firstErrorPerField(result.error!)).toEqual({ name: "name.short", email: "email.invalid", specifications: "rooms.number" });
  });

  it("names fields as the caller says, and leaves out issues it names null", () => {
    const result = schema.safeParse({ name: "bb", email: "x", specifications: { rooms: "2" } });
    const fieldOf = (path: readonly PropertyKey[]) => (path[0] === "email" ? null : path.map(String).join("."));
    expect(firstErrorPerField(result.error!, fieldOf)).toEqual({ name: "name.start", "specifications.rooms": "rooms.number" });
  });
});
