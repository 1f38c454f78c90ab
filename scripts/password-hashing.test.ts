// Password hashing in Node (the same WebCrypto code the Worker runs): format, salt, checks, upgrades.
import { describe, expect, it } from "vitest";
import {
  PASSWORD_ITERATIONS,
  burnPasswordCheck,
  constantTimeEqual,
  hashPassword,
  needsRehash,
  parsePasswordHash,
  verifyPassword,
} from "../app/services/auth/password.server";
import { benchPasswordHashing } from "./bench-password";

describe("password hashing", () => {
  it("encodes pbkdf2-sha256$100000$<16-byte salt>$<32-byte hash>", async () => {
    const stored = await hashPassword("correct horse battery staple");
    const [algorithm, iterations, salt, hash] = stored.split("$");
    expect(algorithm).toBe("pbkdf2-sha256");
    expect(Number(iterations)).toBe(100_000);
    expect(PASSWORD_ITERATIONS).toBe(100_000);
    expect(Buffer.from(salt, "base64")).toHaveLength(16);
    expect(Buffer.from(hash, "base64")).toHaveLength(32);
  });

  it("matches the PBKDF2 of Node's own crypto for the stored salt", async () => {
    const { pbkdf2Sync } = await import("node:crypto");
    const stored = await hashPassword("s3cret-pässword");
    const parsed = parsePasswordHash(stored)!;
    const expected = pbkdf2Sync("s3cret-pässword".normalize("NFC"), parsed.salt, 100_000, 32, "sha256");
    expect(Buffer.from(parsed.hash).equals(expected)).toBe(true);
  });

  it("salts every hash, so one password never hashes the same twice", async () => {
    const a = await hashPassword("same password");
    const b = await hashPassword("same password");
    expect(a).not.toBe(b);
    expect(await verifyPassword("same password", a)).toBe(true);
    expect(await verifyPassword("same password", b)).toBe(true);
  });

  it("accepts the right password and refuses others", async () => {
    const stored = await hashPassword("right password");
    expect(await verifyPassword("right password", stored)).toBe(true);
    expect(await verifyPassword("wrong password", stored)).toBe(false);
    expect(await verifyPassword("right passwor", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("treats composed and decomposed accents as the same password", async () => {
    const stored = await hashPassword("caf\u00e9-latte");
    expect(await verifyPassword("cafe\u0301-latte", stored)).toBe(true);
  });

  it("reads the iteration count from the hash, so older or newer counts still verify", async () => {
    const older = await hashPassword("pw-from-2024", 1_000);
    expect(older.startsWith("pbkdf2-sha256$1000$")).toBe(true);
    expect(await verifyPassword("pw-from-2024", older)).toBe(true);
    expect(await verifyPassword("other", older)).toBe(false);
    expect(needsRehash(older)).toBe(true);
    expect(needsRehash(await hashPassword("today"))).toBe(false);
  });

  it("never matches a malformed or foreign hash", async () => {
    const good = await hashPassword("pw");
    const [, iterations, salt, hash] = good.split("$");
    for (const bad of [
      "",
      "plain-text-password",
      `bcrypt$${iterations}$${salt}$${hash}`,
      `pbkdf2-sha256$abc$${salt}$${hash}`,
      `pbkdf2-sha256$0$${salt}$${hash}`,
      `pbkdf2-sha256$999999999$${salt}$${hash}`,
      `pbkdf2-sha256$${iterations}$$${hash}`,
      `pbkdf2-sha256$${iterations}$${salt}$!!!`,
      `pbkdf2-sha256$${iterations}$${salt}`,
    ]) {
      expect(await verifyPassword("pw", bad)).toBe(false);
      expect(needsRehash(bad)).toBe(true);
    }
  });

  it("compares byte arrays without stopping early", () => {
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([]), new Uint8Array([0]))).toBe(false);
  });

  it("spends about as long on an unknown account as on a real check", async () => {
    await burnPasswordCheck("warm-up");
    const stored = await hashPassword("pw");
    const time = async (fn: () => Promise<unknown>) => {
      const start = performance.now();
      for (let i = 0; i < 5; i++) await fn();
      return performance.now() - start;
    };
    const real = await time(() => verifyPassword("guess", stored));
    const burned = await time(() => burnPasswordCheck("guess"));
    expect(await burnPasswordCheck("pw")).toBe(false);
    expect(burned).toBeGreaterThan(real * 0.25);
    expect(burned).toBeLessThan(real * 4);
  });

  it("benchmarks in milliseconds, not seconds, per check at 100,000 iterations", async () => {
    const result = await benchPasswordHashing(3);
    expect(result.iterations).toBe(100_000);
    expect(result.verifyMs.median).toBeGreaterThan(1);
    expect(result.verifyMs.median).toBeLessThan(1_000);
  });
});
