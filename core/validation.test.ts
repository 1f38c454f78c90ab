import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  calendarDay,
  fieldLabel,
  findForbiddenText,
  fitsLikePattern,
  forbiddenFieldMessage,
  hasForbiddenCharacter,
  isZipCode,
  numberAtLeastZero,
  optionalDay,
  optionalNumberAtLeastZero,
  refuseForbiddenCharacters,
  wholeNumber,
  zipCode,
} from "./validation";

const messages = (result: z.SafeParseReturnType<unknown, unknown>) =>
  result.success ? [] : result.error.issues.map((i) => i.message);

describe("text without control or direction-override characters", () => {
  const refused = ["\u0000", "\u0007", "\u001b", "\u007f", "\u0085", "\u202a", "\u202b", "\u202c", "\u202d"];
  const alsoRefused = ["\u202e", "\u2066", "\u2067", "\u2068", "\u2069"];

  it.each([...refused, ...alsoRefused])("refuses U+%s in any text", (ch) => {
    expect(hasForbiddenCharacter(`Clinic${ch}Name`)).toBe(true);
    expect(hasForbiddenCharacter(`Clinic${ch}Name`, { multiline: true })).toBe(true);
  });

  it("keeps tab and line breaks only where multi-line text is allowed", () => {
    for (const ch of ["\t", "\n", "\r\n"]) {
      expect(hasForbiddenCharacter(`line one${ch}line two`)).toBe(true);
      expect(hasForbiddenCharacter(`line one${ch}line two`, { multiline: true })).toBe(false);
    }
  });

  it("accepts ordinary text in any script, accents, emoji and the bidi marks that do not override", () => {
    for (const text of ["Núñez Clínica", "مستشفى", "病院 🏥", "O'Brien & Sons, Inc.", "a\u200fb"]) {
      expect(hasForbiddenCharacter(text)).toBe(false);
    }
  });

  it("names the field in the message, from the zod path", () => {
    const schema = z.object({
      provider_name: z.string().superRefine(refuseForbiddenCharacters()),
      lines: z.array(z.object({ description: z.string().superRefine(refuseForbiddenCharacters()) })),
    });
    expect(messages(schema.safeParse({ provider_name: "invoice\u202efdp.exe", lines: [] }))).toEqual([
      "Provider name contains a control or text-direction character. Please remove it.",
    ]);
    expect(messages(schema.safeParse({ provider_name: "ok", lines: [{ description: "a\u0000" }] }))).toEqual([
      "Description contains a control or text-direction character. Please remove it.",
    ]);
  });

  it("finds a forbidden character deep inside JSON values and keys", () => {
    expect(findForbiddenText({ a: ["x", { b: "fine\nline" }] })).toBeNull();
    expect(findForbiddenText({ a: ["x", { b: "bad\u202e" }] })).toEqual(["a", 1, "b"]);
    expect(findForbiddenText({ ["key\u0000"]: 1 })).toEqual(["key\u0000"]);
  });

  it("checks hand-read form fields (uploads) by name", () => {
    expect(
      forbiddenFieldMessage(
        { filename: "bill.pdf", description: "two\nlines" },
        { multiline: ["description"] },
      ),
    ).toBeNull();
    expect(forbiddenFieldMessage({ filename: "bill\u202efdp.exe" })).toBe(
      "File name contains a control or text-direction character. Please remove it.",
    );
  });
});

describe("calendar dates", () => {
  it("accepts real days and ISO date-times by their day", () => {
    expect(calendarDay("2024-02-29")).toBe("2024-02-29");
    expect(calendarDay("2026-01-05T10:00:00Z")).toBe("2026-01-05");
  });

  it.each(["2026-02-30", "2025-02-29", "2026-13-01", "2026-04-31", "2026-00-10", "01/05/2026", "abc", ""])(
    "refuses %s",
    (text) => {
      expect(calendarDay(text)).toBeNull();
    },
  );

  it("an optional day is null when blank and names the field when it is not a day", () => {
    const schema = z.object({ due_date: optionalDay() });
    expect(schema.parse({ due_date: "" })).toEqual({ due_date: null });
    expect(schema.parse({})).toEqual({ due_date: null });
    expect(messages(schema.safeParse({ due_date: "2026-02-30" }))).toEqual([
      "Due date must be a real date (YYYY-MM-DD)",
    ]);
  });
});

describe("ZIP codes", () => {
  it.each(["12345", "12345-6789", " 02134 "])("accepts %s", (zip) => {
    expect(isZipCode(zip)).toBe(true);
    expect(zipCode().safeParse(zip).success).toBe(true);
  });

  it.each(["1234", "123456", "12345-678", "12345 6789", "abcde", "12345\u0000", ""])("refuses %j", (zip) => {
    expect(isZipCode(zip)).toBe(false);
    expect(messages(zipCode().safeParse(zip))[0]).toBe("Please enter a valid ZIP code");
  });
});

describe("numbers of 0 or more", () => {
  const schema = z.object({
    billed_amount: numberAtLeastZero({ max: 1000, requiredMessage: "Billed amount is required" }),
  });

  it("takes numbers and typed amounts", () => {
    expect(schema.parse({ billed_amount: 12.5 })).toEqual({ billed_amount: 12.5 });
    expect(schema.parse({ billed_amount: "$1,000" })).toEqual({ billed_amount: 1000 });
    expect(schema.parse({ billed_amount: 0 })).toEqual({ billed_amount: 0 });
  });

  it.each([["abc"], [-5], ["-5"], [Number.NaN], [Number.POSITIVE_INFINITY], [true], [{}]])(
    "refuses %j with a message naming the field, never as 0",
    (value) => {
      expect(messages(schema.safeParse({ billed_amount: value }))[0]).toBe(
        "Billed amount must be a number of 0 or more",
      );
    },
  );

  it("says what is missing and what is too large", () => {
    expect(messages(schema.safeParse({}))).toEqual(["Billed amount is required"]);
    expect(messages(schema.safeParse({ billed_amount: 1001 }))).toEqual([
      "Billed amount must be at most 1000",
    ]);
  });

  it("an optional amount is null when blank", () => {
    const optional = z.object({ total_billed_amount: optionalNumberAtLeastZero({ max: 10 }) });
    expect(optional.parse({ total_billed_amount: "" })).toEqual({ total_billed_amount: null });
    expect(optional.parse({})).toEqual({ total_billed_amount: null });
    expect(messages(optional.safeParse({ total_billed_amount: "abc" }))).toEqual([
      "Total billed amount must be a number of 0 or more",
    ]);
  });

  it("whole numbers in a range name the field and keep a fallback for blank", () => {
    const query = z.object({ limit: wholeNumber({ min: 1, max: 50, fallback: 10 }) });
    expect(query.parse({})).toEqual({ limit: 10 });
    expect(query.parse({ limit: "" })).toEqual({ limit: 10 });
    expect(query.parse({ limit: "25" })).toEqual({ limit: 25 });
    for (const bad of ["abc", "0", "51", "2.5", "-1"]) {
      expect(messages(query.safeParse({ limit: bad }))).toEqual([
        "Limit must be a whole number from 1 to 50",
      ]);
    }
  });
});

describe("search text and D1's LIKE pattern limit", () => {
  it("fits 48 bytes between the % signs, counting escapes and UTF-8", () => {
    expect(fitsLikePattern("a".repeat(48))).toBe(true);
    expect(fitsLikePattern("a".repeat(49))).toBe(false);
    expect(fitsLikePattern("%".repeat(24))).toBe(true);
    expect(fitsLikePattern("%".repeat(25))).toBe(false);
    expect(fitsLikePattern("é".repeat(24))).toBe(true);
    expect(fitsLikePattern("é".repeat(25))).toBe(false);
  });
});

describe("field labels", () => {
  it("reads a label from the last named path segment", () => {
    expect(fieldLabel(["line_items", 0, "paid_amount"])).toBe("Paid amount");
    expect(fieldLabel(["zipcode"])).toBe("ZIP code");
    expect(fieldLabel([])).toBe("This field");
  });
});
