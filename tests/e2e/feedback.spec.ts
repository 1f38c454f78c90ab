// The feedback prompt (001 §4, §5; issue 12): it never covers a form the user is working in — a bill
// marked paid from inside the editor asks for feedback only once the editor has closed — and its
// display-permission choice, on by default, sits on the submit button's row.
import { expect, SAME_ORIGIN, test, verifiedAccount } from "./fixtures";

test("the feedback prompt waits for the editor to close, with the display permission beside Submit", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await verifiedAccount(page, "feedback.waits");
  const created = await page.request.post("/api/medical-bills", {
    headers: SAME_ORIGIN,
    data: {
      date: "2026-03-09",
      provider: "Waiting Room Clinic",
      claim_number: "WAIT-1",
      line_items: [{ cpt_code: "99213", units: 1, billed_amount: 240 }],
    },
  });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/bills/${id}`);
  const editor = page.getByRole("dialog", { name: "Edit Bill" });
  await expect(editor).toBeVisible();
  await editor.getByLabel("Status").selectOption("paid");
  const paid = page.getByRole("dialog", { name: "Mark as Paid" });
  // Focus starts in the amount, the field to fill, not on the × button.
  await expect(paid.getByLabel("Final amount paid ($)")).toBeFocused();
  await paid.getByLabel("Final amount paid ($)").fill("80");
  await paid.getByRole("button", { name: "Save" }).click();
  await expect(paid).toBeHidden();

  const feedback = page.getByRole("dialog", { name: "How did we do?" });
  await expect(editor.getByLabel("Status")).toHaveValue("paid");
  await page.waitForTimeout(500);
  await expect(feedback, "the prompt must not cover the open editor").toHaveCount(0);

  await editor.getByRole("button", { name: "Cancel" }).click();
  await expect(editor).toBeHidden();
  await expect(feedback).toBeVisible();
  await expect(feedback).toContainText("Congratulations on resolving your bill!");

  const permission = feedback.getByLabel("Show my feedback on the Fairbill website (first name only)");
  await expect(permission).toBeChecked();
  const submit = feedback.getByRole("button", { name: "Submit Feedback" });
  const [box, button] = [await permission.boundingBox(), await submit.boundingBox()];
  expect(box && button, "both are on screen").toBeTruthy();
  // On the same row: the checkbox's middle lies within the button's height.
  const middle = box!.y + box!.height / 2;
  expect(middle).toBeGreaterThanOrEqual(button!.y);
  expect(middle).toBeLessThanOrEqual(button!.y + button!.height);

  await feedback.getByRole("radio", { name: /^5 stars/ }).click();
  await submit.click();
  await expect(feedback.getByText("Thank you for your feedback!")).toBeVisible();
  await expect(feedback).toBeHidden({ timeout: 5_000 });
});
