import { describe, expect, it } from "vitest";
import { PLANS } from "../plans";
import { acceptAttribute, fileTypeOfName, readingMethodOf, typesRead } from "./reading";

describe("what happens to each file type after upload (ADR 044)", () => {
  it("reads scans and pictures, reads TXT as text, and leaves DOC, DOCX and TIFF to the user", () => {
    expect(typesRead(PLANS.premium.fileTypes, "read")).toEqual(["PDF", "JPG", "PNG", "GIF", "BMP"]);
    expect(typesRead(PLANS.premium.fileTypes, "text")).toEqual(["TXT"]);
    expect(typesRead(PLANS.premium.fileTypes, "by_hand")).toEqual(["DOC", "DOCX", "TIFF"]);
    expect(typesRead(PLANS.free.fileTypes, "by_hand")).toEqual([]);
  });

  it("knows a stored document's method by its content type", () => {
    expect(readingMethodOf("text/plain; charset=utf-8")).toBe("text");
    expect(readingMethodOf("image/tiff")).toBe("by_hand");
    expect(readingMethodOf("image/jpeg")).toBe("read");
    expect(readingMethodOf("application/x-msdownload")).toBeNull();
  });

  it("names a file's type by its extension, and builds the chooser's accept list per plan", () => {
    expect(fileTypeOfName("scan.TIF")).toBe("TIFF");
    expect(fileTypeOfName("photo.jpeg")).toBe("JPG");
    expect(fileTypeOfName("setup.exe")).toBeNull();
    expect(acceptAttribute(PLANS.free.fileTypes)).toBe(
      ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png",
    );
    expect(acceptAttribute(PLANS.premium.fileTypes)).toContain(".docx");
  });
});
