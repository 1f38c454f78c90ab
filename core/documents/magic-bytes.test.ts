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

describe("filenameFor", () => {
  const pdf = detectFileKind(text("%PDF-1.7\n"))!;
  const jpeg = detectFileKind(bytes(0xff, 0xd8, 0xff, 0xe0))!;
  it("keeps a matching name and fixes a misleading extension", () => {
    expect(filenameFor("bill.pdf", pdf)).toBe("bill.pdf");
    expect(filenameFor("scan.JPEG", jpeg)).toBe("scan.JPEG");
    expect(filenameFor("setup.exe", pdf)).toBe("setup.exe.pdf");
    expect(filenameFor("", pdf)).toBe("document.pdf");
  });

  it("strips path separators, quotes and control characters", () => {
    expect(filenameFor('../../etc/pa"ss\nwd.pdf', pdf)).toBe(".._.._etc_pa_ss_wd.pdf");
  });
});
