import { describe, expect, it } from "vitest";
import { devToolsAllowed, environmentForHost, featureFlags, pageSettingsForHost } from "./flags";

describe("environments (000 §9)", () => {
  it("is development on localhost, staging on preview or staging hosts, production elsewhere", () => {
    expect(environmentForHost("localhost:5173")).toBe("development");
    expect(environmentForHost("127.0.0.1:8787")).toBe("development");
    expect(environmentForHost("pr-42.preview.fairbill.app")).toBe("staging");
    expect(environmentForHost("STAGING.fairbill.com")).toBe("staging");
    expect(environmentForHost("app.fairbill.com")).toBe("production");
    expect(environmentForHost("local.test")).toBe("production");
  });
});

describe("feature flags (000 §9)", () => {
  it("has bill upload, AI chat, cost comparison, CMS data and the insurance wizard on and price transparency off everywhere", () => {
    for (const env of ["development", "staging", "production"] as const) {
      expect(featureFlags(env)).toMatchObject({
        medicalBillUpload: true,
        aiChat: true,
        costComparison: true,
        cmsData: true,
        insuranceApi: true,
        priceTransparency: false,
      });
    }
  });

  it("shows the same shipped capabilities in production as on staging (premium insights on everywhere)", () => {
    expect(featureFlags("production")).toEqual(featureFlags("staging"));
    expect(featureFlags("production").premiumInsights).toBe(true);
  });

  it("gives each caller its own copy, so a page cannot switch a flag for the next request", () => {
    featureFlags("production").cmsData = false;
    expect(featureFlags("production").cmsData).toBe(true);
  });

  it("tells pages nothing about developer tools", () => {
    expect(Object.keys(pageSettingsForHost("localhost").flags).join()).not.toMatch(/dev|debug|test/i);
  });
});

describe("developer tools are not a matter of the host", () => {
  const loopback = { clientIp: "127.0.0.1", forwarded: false };

  it.each(["localhost", "127.0.0.1", "staging.fairbill.com", "preview.localhost", "staging.localhost"])(
    "stay off in production for a request to %s, even from loopback",
    (hostname) => {
      expect(devToolsAllowed({ appEnv: "production", hostname, ...loopback })).toBe(false);
      expect(devToolsAllowed({ appEnv: "staging", hostname, ...loopback })).toBe(false);
    },
  );

  it("exist only for APP_ENV development or test and a loopback client without a proxy", () => {
    expect(devToolsAllowed({ appEnv: "development", hostname: "localhost", ...loopback })).toBe(true);
    expect(devToolsAllowed({ appEnv: "test", hostname: "127.0.0.1", ...loopback })).toBe(true);
    expect(devToolsAllowed({ appEnv: "development", hostname: "staging.fairbill.com", ...loopback })).toBe(
      false,
    );
    expect(
      devToolsAllowed({
        appEnv: "development",
        hostname: "localhost",
        clientIp: "203.0.113.9",
        forwarded: false,
      }),
    ).toBe(false);
    expect(
      devToolsAllowed({ appEnv: "development", hostname: "localhost", ...loopback, forwarded: true }),
    ).toBe(false);
  });
});
