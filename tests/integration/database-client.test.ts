import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseOfThisFile } from "../support/file-database";

const database = databaseOfThisFile();

describe("database client", () => {
  it("keeps working after SQL errors (the failed connection is replaced, the next query succeeds)", async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(database().db.execute(sql`select * from no_such_table where id = ${attempt}`)).rejects.toThrow();
      const result = await database().db.execute<{ value: number }>(sql`select ${attempt}::int as value`);
      expect(result.rows[0]?.value).toBe(attempt);
    }
  });

  it("gives every concurrent parameterised query its own answer, errors mixed in", async () => {
    const jobs = Array.from({ length: 60 }, (_, index) =>
      index % 7 === 3
        ? database()
            .db.execute(sql`select * from no_such_table where id = ${index}`)
            .then(
              () => "unexpected",
              () => "error",
            )
        : database()
            .db.execute<{ value: string }>(sql`select ${`answer-${index}`}::text as value`)
            .then((result) => result.rows[0]?.value),
    );
    const answers = await Promise.all(jobs);
    answers.forEach((answer, index) => expect(answer).toBe(index % 7 === 3 ? "error" : `answer-${index}`));
  });
});
