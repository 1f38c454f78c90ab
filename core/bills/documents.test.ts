import { describe, expect, it } from "vitest";
import {
  billDocumentFilename,
  billDocumentType,
  billNumberOf,
  detectBillDocument,
  typeBadges,
} from "./documents";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("bill documents", () => {
  it("accepts pdf, jpg, jpeg, png, gif, doc and docx by their bytes", () => {
    expect(detectBillDocument(bytes("%PDF-1.7 rest"), "eob.pdf")?.contentType).toBe("application/pdf");
    expect(detectBillDocument(bytes([0xff, 0xd8, 0xff, 0xe0, 0]), "scan.jpeg")?.extension).toBe("jpeg");
    expect(detectBillDocument(bytes([0xff, 0xd8, 0xff, 0xe0, 0]), "scan.jpg")?.extension).toBe("jpg");
    expect(
      detectBillDocument(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), "a.png")?.extension,
    ).toBe("png");
    expect(detectBillDocument(bytes("GIF89a...."), "a.gif")?.contentType).toBe("image/gif");
    expect(
      detectBillDocument(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]), "letter.doc")?.extension,
    ).toBe("doc");
    expect(
      detectBillDocument(bytes([0x50, 0x4b, 0x03, 0x04], "....word/document.xml"), "letter.docx")?.extension,
    ).toBe("docx");
  });

  it("refuses disguised files and other types", () => {
    expect(detectBillDocument(bytes("MZ executable"), "eob.pdf")).toBeNull();
    expect(detectBillDocument(bytes([0x50, 0x4b, 0x03, 0x04], "....other/data"), "archive.docx")).toBeNull();
    expect(detectBillDocument(bytes("%PDF-1.7"), "notes.txt")).toBeNull();
    expect(detectBillDocument(bytes("plain text"), "notes")).toBeNull();
  });

  it("reads the document type, defaulting to others", () => {
    expect(billDocumentType("eob")).toBe("eob");
    expect(billDocumentType(undefined)).toBe("others");
    expect(billDocumentType("other")).toBe("others");
    expect(billDocumentType("passport")).toBeNull();
  });

  it("stores a clean name with the real extension", () => {
    const pdf = { extension: "pdf" as const, contentType: "application/pdf" };
    expect(billDocumentFilename("../../etc/passwd", pdf)).toBe(".._.._etc_passwd.pdf");
    expect(billDocumentFilename("eob.pdf", pdf)).toBe("eob.pdf");
    expect(billDocumentFilename("", pdf)).toBe("document.pdf");
  });
});

describe("typeBadges (001 §3: at most 3, then '+N')", () => {
  it("shows three distinct types and counts the rest", () => {
    expect(typeBadges(["eob", "eob", "prescription"])).toEqual({ shown: ["eob", "prescription"], more: 0 });
    expect(typeBadges(["eob", "prior_authorization", "medical_record", "prescription", "others"])).toEqual({
      shown: ["eob", "prior_authorization", "medical_record"],
      more: 2,
    });
    expect(typeBadges([])).toEqual({ shown: [], more: 0 });
  });
});

describe("billNumberOf", () => {
  it("is the provider's bill or claim number, else the account number, never an internal id", () => {
    expect(billNumberOf({ claim_number: " CLM-9 ", account_number: "A-1" })).toBe("CLM-9");
    expect(billNumberOf({ claim_number: null, account_number: "A-1" })).toBe("A-1");
    expect(billNumberOf({ claim_number: "", account_number: null })).toBeNull();
  });
});
