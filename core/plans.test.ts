import { describe, expect, it } from "vitest";
import {
  acceptsFileType,
  badgeLabel,
  checkStorageAgainst,
  checkUsageAgainst,
  isPremium,
  PLANS,
  planFor,
  storageLabel,
  usagePeriod,
} from "./plans";

describe("plans", () => {
  it("is premium only when tier is premium and status is active", () => {
    expect(isPremium({ tier: "premium", status: "active" })).toBe(true);
    expect(isPremium({ tier: "premium", status: "inactive" })).toBe(false);
    expect(isPremium({ tier: "free", status: "active" })).toBe(false);
    expect(isPremium(null)).toBe(false);
    expect(planFor({ tier: "premium", status: "inactive" }).tier).toBe("free");
  });

  it("shows exactly the limits it enforces", () => {
    expect(PLANS.free.highlights).toContain("3 bill uploads");
    expect(PLANS.free.highlights).toContain("3 total documents");
    expect(PLANS.free.highlights).toContain("5MB max file size");
    expect(PLANS.free.highlights).toContain("2 AI questions per month");
    expect(PLANS.free.highlights).toContain("1 dispute letter per month");
    expect(PLANS.premium.highlights).toContain("50MB max file size");
    expect(PLANS.premium.priceMonthlyUsd).toBe(15);
    expect(PLANS.premium.priceAnnualUsd).toBe(150);
  });

  it("stores 100MB on Free and 5GB on Premium, and says so on the cards (001 §9)", () => {
    expect(PLANS.free.storageBytes).toBe(100 * 1024 * 1024);
    expect(PLANS.premium.storageBytes).toBe(5 * 1024 * 1024 * 1024);
    expect(storageLabel(PLANS.free.storageBytes)).toBe("100MB");
    expect(storageLabel(PLANS.premium.storageBytes)).toBe("5GB");
    expect(PLANS.free.highlights).toContain("100MB storage");
    expect(PLANS.premium.highlights).toContain("5GB storage");
  });

  it("takes PDF, JPG and PNG on Free; Premium adds DOC, DOCX, TXT, GIF, BMP and TIFF", () => {
    expect(PLANS.free.fileTypes).toEqual(["PDF", "JPG", "PNG"]);
    for (const t of ["DOC", "DOCX", "TXT", "GIF", "BMP", "TIFF"] as const) {
      expect(acceptsFileType(PLANS.free, t)).toBe(false);
      expect(acceptsFileType(PLANS.premium, t)).toBe(true);
    }
    expect(PLANS.free.highlights).toContain("PDF, JPG and PNG files only");
    expect(PLANS.premium.highlights).toContain("All file types (adds DOC, DOCX, TXT, GIF, BMP and TIFF)");
  });

  it("lets a file that exactly fills the storage in, and refuses one byte more", () => {
    const limit = PLANS.free.storageBytes;
    expect(checkStorageAgainst(PLANS.free, limit - 10, 10)).toMatchObject({ allowed: true, remaining: 10 });
    expect(checkStorageAgainst(PLANS.free, limit - 10, 11)).toMatchObject({ allowed: false, limit });
    expect(checkStorageAgainst(PLANS.free, limit + 5)).toMatchObject({ allowed: false, remaining: 0 });
    expect(checkStorageAgainst(PLANS.premium, limit + 5, 1).allowed).toBe(true);
  });

  it("counts usage against the plan", () => {
    expect(checkUsageAgainst(PLANS.free, "bill_upload", 2)).toMatchObject({ allowed: true, remaining: 1 });
    expect(checkUsageAgainst(PLANS.free, "bill_upload", 3)).toMatchObject({ allowed: false, remaining: 0 });
    expect(checkUsageAgainst(PLANS.premium, "bill_upload", 999)).toMatchObject({
      allowed: true,
      unlimited: true,
    });
  });

  it("keys monthly counters by calendar month and lifetime counters by 'total'", () => {
    const now = new Date("2026-11-25T10:00:00Z");
    expect(usagePeriod("ai_question", PLANS.free, now)).toBe("2026-11");
    expect(usagePeriod("bill_upload", PLANS.free, now)).toBe("total");
  });

  it("caps badges at 99+", () => {
    expect(badgeLabel(99)).toBe("99");
    expect(badgeLabel(100)).toBe("99+");
  });
});
