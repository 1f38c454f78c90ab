import { describe, expect, it } from "vitest";
import { detectFileKind, filenameFor } from "./magic-bytes";

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (s: string) => new TextEncoder().encode(s);

describe("detectFileKind", () => {
  it("recognises pdf, png and jpeg by their first bytes", () => {
    expect(detectFileKind(text("%PDF-1.7\n%âãÏÓ\n"))?.contentType).toBe("application/pdf");
    expect(detectFileKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13))?.kind).toBe(
      "png",
    );
    expect(detectFileKind(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16))?.contentType).toBe("image/jpeg");
  });

  it("refuses a renamed Windows executable, an empty file, HTML and a bare signature", () => {
    expect(detectFileKind(text("MZ\x90\x00\x03\x00\x00\x00\x04\x00"))).toBeNull();
    expect(detectFileKind(new Uint8Array())).toBeNull();
    expect(detectFileKind(text("<html><body>%PDF-</body></html>"))).toBeNull();
    expect(detectFileKind(text("%PDF-"))).toBeNull();
    expect(detectFileKind(bytes(0xff, 0xd8))).toBeNull();
  });

  it("accepts a truncated pdf: it fails later, in recognition, with a reason", () => {
    expect(detectFileKind(text("%PDF-1.4\n1 0 obj\n<< /Type /Cat"))?.kind).toBe("pdf");
  });
});

describe("the premium file types (001 §9)", () => {
  const bmpHeader = () => {
    const b = new Uint8Array(60);
    b.set(text("BM"));
    b[14] = 40; // BITMAPINFOHEADER
    return b;
  };
  it("recognises GIF, BMP, TIFF, DOC and DOCX by their bytes, whatever their name", () => {
    expect(detectFileKind(text("GIF89a\x01\x00\x01\x00"), "x.pdf")?.type).toBe("GIF");
    expect(detectFileKind(bmpHeader())?.type).toBe("BMP");
    expect(detectFileKind(bytes(0x49, 0x49, 0x2a, 0, 8, 0, 0, 0))?.type).toBe("TIFF");
    expect(detectFileKind(bytes(0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8))?.type).toBe("TIFF");
    expect(detectFileKind(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0))?.type).toBe("DOC");
    expect(detectFileKind(text("PK\x03\x04....word/document.xml"))?.type).toBe("DOCX");
  });

  it("refuses a zip that is not a Word file and 'BM' text that is not a bitmap", () => {
    expect(detectFileKind(text("PK\x03\x04....xl/workbook.xml"))).toBeNull();
    expect(detectFileKind(text("BM is not a bitmap header at all, just words"))).toBeNull();
  });

  it("takes plain text only when it is named .txt and is printable UTF-8", () => {
    expect(detectFileKind(text("Statement date 01/02/2026\nTotal due $120.00\n"), "bill.txt")?.type).toBe(
      "TXT",
    );
    expect(detectFileKind(text("Total due $120.00"), "bill.csv")).toBeNull();
    expect(detectFileKind(text("Total due $120.00"))).toBeNull();
    expect(detectFileKind(bytes(0x41, 0x00, 0x42, 0x43), "bill.txt")).toBeNull();
    expect(detectFileKind(bytes(0xc3, 0x28, 0x41), "bill.txt")).toBeNull();
    expect(detectFileKind(text("   \n"), "bill.txt")).toBeNull();
  });
});

describe("filenameFor", () => {
  const pdf = detectFileKind(text("%PDF-1.7\n"))!;
  const jpeg = detectFileKind(bytes(0xff, 0xd8, 0xff, 0xe0))!;
  it("keeps a matching name and fixes a misleading extension", () => {
    expect(filenameFor("bill.pdf", pdf)).toBe("bill.pdf");
    expect(filenameFor("scan.JPEG", jpeg)).toBe("scan.JPEG");
    expect(filenameFor("setup.exe", pdf)).toBe("setup.exe.pdf");
    expect(filenameFor("", pdf)).toBe("document.pdf");
    const tiff = detectFileKind(bytes(0x49, 0x49, 0x2a, 0, 8, 0, 0, 0))!;
    expect(filenameFor("scan.tif", tiff)).toBe("scan.tif");
  });

  it("strips path separators, quotes and control characters", () => {
    expect(filenameFor('../../etc/pa"ss\nwd.pdf', pdf)).toBe(".._.._etc_pa_ss_wd.pdf");
  });
});
