// vitest globalSetup of the workers layer: stripe-mock on its test port (scripts/lib/stripe-mock.mjs)
// for the Stripe provider's contract tests, unless one already runs there. `npm test` installs it
// first; without it the contract tests fail saying so. Plain JS: it runs in Node, beside workerd.
import process from "node:process";
import { installedStripeMock, startStripeMock, stripeMockPort } from "../../scripts/lib/stripe-mock.mjs";

export default async function startStripeMockForTests() {
  const binary = installedStripeMock();
  if (!binary) {
    process.stdout.write(
      "stripe-mock is not installed: the Stripe contract tests will fail (run npm test)\n",
    );
    return;
  }
  const mock = await startStripeMock(binary, stripeMockPort());
  return () => mock.stop();
}
