// The reading processes behind the reading queue (decision 077): N documents handed over at once
// go to N different processes, started only when needed; a busy pool still reads everything.
import { describe, expect, it } from "vitest";
import type { Recognition } from "#core/documents/types";
import { createReaderPool } from "./reader-pool";
import type { ReaderProcess } from "./reader-process";

/** Fake reading processes that hold each document until the test lets it go. */
function fakeProcesses() {
  const made: { id: number; reading: number; mostAtOnce: number; warmed: boolean; closed: boolean }[] = [];
  const pending: (() => void)[] = [];
  const make = (): ReaderProcess => {
    const me = { id: made.length, reading: 0, mostAtOnce: 0, warmed: false, closed: false };
    made.push(me);
    const hold = <T>(value: T) =>
      new Promise<T>((resolve) => {
        me.reading += 1;
        me.mostAtOnce = Math.max(me.mostAtOnce, me.reading);
        pending.push(() => {
          me.reading -= 1;
          resolve(value);
        });
      });
    return {
      recognize: () => hold<Recognition>({ text: `read by ${me.id}`, words: [], pages: 1, method: "ocr" }),
      pages: () => hold<Uint8Array[]>([]),
      warm: () => void (me.warmed = true),
      close: async () => void (me.closed = true),
      pid: () => 1000 + me.id,
      peakRssMb: () => 100 * (me.id + 1),
    };
  };
  const releaseAll = () => pending.splice(0).forEach((go) => go());
  return { made, make, releaseAll };
}

const bytes = new Uint8Array([1]);

describe("the reader pool", () => {
  it("gives documents read at the same time a process each, and starts only the first when warmed", async () => {
    const fake = fakeProcesses();
    const pool = createReaderPool(3, {}, fake.make);
    pool.warm();
    expect(fake.made.map((p) => p.warmed)).toEqual([true]);
    const reads = [1, 2, 3].map(() => pool.recognize(bytes, "image/png"));
    expect(fake.made.map((p) => p.reading)).toEqual([1, 1, 1]);
    fake.releaseAll();
    expect((await Promise.all(reads)).map((r) => r.text).sort()).toEqual([
      "read by 0",
      "read by 1",
      "read by 2",
    ]);
    expect(pool.peakRssMb()).toBe(300);
    await pool.close();
    expect(fake.made.every((p) => p.closed)).toBe(true);
  });

  it("never starts more processes than its size; an idle warm one reads the next document", async () => {
    const fake = fakeProcesses();
    const pool = createReaderPool(2, {}, fake.make);
    const first = [pool.recognize(bytes, "image/png"), pool.pages(bytes, "application/pdf")];
    const extra = pool.recognize(bytes, "image/png"); // a letter's enclosure beside two readings
    expect(fake.made).toHaveLength(2);
    expect(fake.made.map((p) => p.reading).sort()).toEqual([1, 2]);
    fake.releaseAll();
    await Promise.all([...first, extra]);
    const next = pool.recognize(bytes, "image/png");
    expect(fake.made).toHaveLength(2);
    fake.releaseAll();
    await next;
  });

  it("refuses a size below one", () => {
    expect(() => createReaderPool(0)).toThrow(/at least one process/);
  });
});
