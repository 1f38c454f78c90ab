import { describe, expect, it } from "vitest";
import {
  domainOf,
  fromDomainAuthenticated,
  isAligned,
  parseAuthenticationResults,
  senderCheckFor,
  type HeaderField,
} from "./authentication-results";

const CF = "mx.cloudflare.net";
const ar = (value: string): HeaderField => ({ key: "authentication-results", value });
const other = (key: string, value: string): HeaderField => ({ key, value });

/** What Email Routing writes for a message whose signature and envelope both check out. */
const cloudflarePass = (domain: string) =>
  ar(
    `${CF};\tdkim=pass header.d=${domain} header.s=20230601 header.b=Ab+c/9Zx;\tdmarc=pass header.from=${domain} policy.dmarc=none;` +
      `\tspf=pass (${CF}: domain of pat@${domain} designates 209.85.128.41 as permitted sender) smtp.mailfrom=pat@${domain};` +
      `\tarc=none smtp.remote-ip=209.85.128.41`,
  );

describe("parseAuthenticationResults", () => {
  it("reads the authserv-id and each method's result and properties, ignoring comments", () => {
    const parsed = parseAuthenticationResults(cloudflarePass("example.com").value);
    expect(parsed?.authservId).toBe(CF);
    expect(parsed?.results.map((r) => `${r.method}=${r.result}`)).toEqual([
      "dkim=pass",
      "dmarc=pass",
      "spf=pass",
      "arc=none",
    ]);
    expect(parsed?.results[2].props).toEqual({ "smtp.mailfrom": "pat@example.com" });
    expect(parsed?.results[0].props["header.b"]).toBe("Ab+c/9Zx");
  });

  it("accepts `none`, a version, reasons, VERP bounce addresses and a trailing semicolon", () => {
    expect(parseAuthenticationResults(`${CF}; none`)).toEqual({ authservId: CF, results: [] });
    const parsed = parseAuthenticationResults(
      `${CF} 1; spf=pass smtp.mailfrom=bounces+2624=konto.example.de@mail.example.com; dkim/1=fail reason=bad-signature header.d=x.org;`,
    );
    expect(parsed?.results.map((r) => r.result)).toEqual(["pass", "fail"]);
    expect(parsed?.results[0].props["smtp.mailfrom"]).toBe("bounces+2624=konto.example.de@mail.example.com");
  });

  it.each([
    [
      "a quoted string (where a `;dkim=pass` could hide)",
      `${CF}; spf=pass smtp.mailfrom="a;dkim=pass header.d=victim.com"@evil.com`,
    ],
    [
      "a quote inside a comment",
      `${CF}; spf=pass (domain of "a)b;dkim=pass header.d=victim.com;(c"@evil.com) smtp.mailfrom=x@evil.com`,
    ],
    ["a backslash", `${CF}; dkim=pass header.d=victim.com\\`],
    ["an unclosed comment", `${CF}; dkim=pass (comment header.d=victim.com`],
    ["a stray closing parenthesis", `${CF}; dkim=pass header.d=victim.com)`],
    ["words that are not properties", `${CF}; spf=pass b; dkim=pass header.d=victim.com`],
    ["two results in one segment", `${CF}; dkim=fail header.d=evil.com dkim=pass header.d=victim.com`],
    ["the same property twice", `${CF}; dkim=pass header.d=evil.com header.d=victim.com`],
    ["an empty segment", `${CF}; ; dkim=pass header.d=victim.com`],
    ["no authserv-id", `; dkim=pass header.d=victim.com`],
    ["no results at all", CF],
    ["a non-ASCII character", `${CF}; dkim=pass header.d=victim.com\u202e`],
  ])("treats %s as not understood", (_label, value) => {
    expect(parseAuthenticationResults(value)).toBeNull();
  });
});

describe("domainOf and isAligned", () => {
  it("takes the domain of an address, @domain or bare domain, and refuses what is not one", () => {
    expect(domainOf("Pat@Example.COM")).toBe("example.com");
    expect(domainOf("@mail.example.com")).toBe("mail.example.com");
    expect(domainOf("example.com.")).toBe("example.com");
    expect(domainOf("localhost")).toBeNull();
    expect(domainOf("a=b")).toBeNull();
  });

  it("aligns the same domain and a subdomain either way, never siblings or a bare top-level domain", () => {
    expect(isAligned("example.com", "example.com")).toBe(true);
    expect(isAligned("mail.example.com", "example.com")).toBe(true);
    expect(isAligned("example.com", "billing.example.com")).toBe(true);
    expect(isAligned("evil-example.com", "example.com")).toBe(false);
    expect(isAligned("example.com.evil.net", "example.com")).toBe(false);
    expect(isAligned("a.example.com", "b.example.com")).toBe(false);
    expect(isAligned("com", "example.com")).toBe(false);
  });
});

describe("fromDomainAuthenticated", () => {
  it("is true for a DKIM or SPF pass aligned with the From domain in Email Routing's header", () => {
    expect(fromDomainAuthenticated([cloudflarePass("example.com")], "example.com", CF)).toBe(true);
    const spfOnly = ar(`${CF}; dkim=none; spf=pass smtp.mailfrom=pat@example.com`);
    expect(fromDomainAuthenticated([spfOnly], "example.com", CF)).toBe(true);
    const dkimByI = ar(`${CF}; dkim=pass header.i=@mail.example.com; spf=fail smtp.mailfrom=x@other.net`);
    expect(fromDomainAuthenticated([dkimByI], "example.com", CF)).toBe(true);
    const capitals = ar(`MX.Cloudflare.NET; DKIM=PASS Header.D=Example.COM`);
    expect(fromDomainAuthenticated([capitals], "example.com", CF)).toBe(true);
  });

  it("is false when the pass is for another domain, or is not a pass, or is only DMARC's", () => {
    expect(fromDomainAuthenticated([cloudflarePass("evil.com")], "example.com", CF)).toBe(false);
    for (const value of [
      `${CF}; dkim=fail header.d=example.com; spf=softfail smtp.mailfrom=pat@example.com`,
      `${CF}; dkim=neutral header.d=example.com; spf=neutral smtp.mailfrom=pat@example.com`,
      `${CF}; spf=pass smtp.helo=example.com`,
      `${CF}; dmarc=pass header.from=example.com`,
      `${CF}; dkim=pass`,
    ]) {
      expect(fromDomainAuthenticated([ar(value)], "example.com", CF), value).toBe(false);
    }
  });

  it("believes only the topmost header, and only when Email Routing wrote it", () => {
    const forgedBelow = ar(`${CF}; dkim=pass header.d=example.com`);
    const cloudflareFail = ar(`${CF}; dkim=none; spf=fail smtp.mailfrom=x@evil.com`);
    expect(
      fromDomainAuthenticated(
        [other("received", "by mx.cloudflare.net"), cloudflareFail, other("received", "x"), forgedBelow],
        "example.com",
        CF,
      ),
    ).toBe(false);
    const otherServer = ar(`mx.evil.com; dkim=pass header.d=example.com`);
    expect(fromDomainAuthenticated([otherServer, forgedBelow], "example.com", CF)).toBe(false);
    expect(fromDomainAuthenticated([other("from", "pat@example.com")], "example.com", CF)).toBe(false);
  });

  it("is false when Email Routing's header cannot be fully understood", () => {
    const injected = ar(
      `${CF}; spf=pass (${CF}: domain of "a)smtp.x=y;dkim=pass header.d=example.com;(z"@evil.com designates 1.2.3.4) smtp.mailfrom=x@evil.com`,
    );
    expect(fromDomainAuthenticated([injected], "example.com", CF)).toBe(false);
  });
});

describe("senderCheckFor", () => {
  it("goes by the From address only when configured so in development or test", () => {
    expect(senderCheckFor("development", "from-address")).toBe("from-address");
    expect(senderCheckFor("test", "from-address")).toBe("from-address");
    expect(senderCheckFor("test", undefined)).toBe("authentication-results");
    expect(senderCheckFor("production", "from-address")).toBe("authentication-results");
    expect(senderCheckFor("staging", "from-address")).toBe("authentication-results");
  });
});
