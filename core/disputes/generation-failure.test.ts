import { describe, expect, it } from "vitest";
import { generationFailure } from "./generation-failure";

describe("what the editor says when a letter could not be generated (001 §8)", () => {
  it("treats 403 as premium required and 404 as a bill not found, whatever the message", () => {
    expect(generationFailure(403, "Forbidden")).toBe(
      "Dispute letter generation requires a premium subscription. Please upgrade to access this feature.",
    );
    expect(generationFailure(404, undefined)).toBe("Bill not found. Please try refreshing the page.");
  });

  it("prefixes any other message once, and names the status when there is none", () => {
    expect(generationFailure(422, "Complete these steps before generating a letter: Provider.")).toBe(
      "Unable to generate dispute letter: Complete these steps before generating a letter: Provider.",
    );
    expect(
      generationFailure(503, "Unable to generate dispute letter: The letter could not be rendered"),
    ).toBe("Unable to generate dispute letter: The letter could not be rendered");
    expect(generationFailure(500, undefined)).toBe("HTTP 500: Failed to generate dispute letter");
    expect(generationFailure(502, "")).toBe("HTTP 502: Failed to generate dispute letter");
  });
});
