// Issue 15 acceptance in Chromium: a family adds its insurance through the seven-step wizard —
// (a) Original Medicare with the Medicare number, (b) a Medicare Advantage plan of a Kentucky
// carrier from the imported CMS Landscape — after saving a ZIP code in 'ZIP Code Required', and
// each ends with the policy and its benefits on /insurance; a policy is deleted after confirming.
import type { Page, Route } from "@playwright/test";
import { expectDialogKeyboardContract, expectNoSeriousAxeViolations, openWithKeyboard } from "./a11y-checks";
import { expect, test, verifiedAccount } from "./fixtures";

/** A Kentucky ZIP (Adair County, whose MA plans the Landscape sample lists). */
const KY_ZIP = "42728";

async function saveZipThroughModal(page: Page) {
  await page.getByRole("button", { name: "+ Add Policy" }).first().click();
  const modal = page.getByRole("dialog", { name: "ZIP Code Required" });
  await expect(modal).toBeVisible();
  await expect(
    modal.getByText("Please provide your ZIP code to find insurance plans available in your area."),
  ).toBeVisible();
  await expect(modal.getByRole("button", { name: "Save ZIP Code" })).toBeDisabled();
  const zip = modal.getByRole("textbox", { name: "ZIP code" });
  await zip.press("Enter");
  await expect(modal.getByText("Please enter a valid ZIP code")).toBeVisible();
  await zip.fill(KY_ZIP);
  await zip.press("Enter");
  await expect(page.getByRole("dialog", { name: "Choose Plan Category" })).toBeVisible();
}

async function chooseMembersAndReview(page: Page, wizard: ReturnType<Page["getByRole"]>) {
  await expect(wizard.getByRole("heading", { name: "Assign Family Members" })).toBeVisible();
  const review = wizard.getByRole("button", { name: "Continue to Review" });
  await expect(review).toBeDisabled();
  await expect(wizard.getByText("(Primary)")).toBeVisible();
  await wizard.getByRole("checkbox").first().check();
  await review.click();
  await expect(wizard.getByRole("heading", { name: "Review & Save Policy" })).toBeVisible();
}

/** Nothing on the page scrolls sideways (390 px phones). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("adding a policy with the wizard", () => {
  test("Original Medicare with a Medicare number ends with the policy and its benefits; delete asks first", async ({
    page,
  }) => {
    await verifiedAccount(page, "insurance-om");
    await page.goto("/insurance");
    await expect(page.getByRole("heading", { name: "No Policies Yet" })).toBeVisible();
    await expect(
      page.getByText("Please provide your ZIP code to help us find insurance plans available in your area"),
    ).toBeVisible();
    await saveZipThroughModal(page);
    const wizard = page.getByRole("dialog");

    await wizard.getByRole("button", { name: /^Medicare/ }).click();
    await expect(wizard.getByRole("heading", { name: "Choose Plan Type" })).toBeVisible();
    await wizard.getByRole("button", { name: /Original Medicare/ }).click();
    await expect(wizard.getByRole("heading", { name: "Insurance Plan Details" })).toBeVisible();
    await expect(
      wizard.getByText("This is the 11-character identifier on your red, white, and blue Medicare card"),
    ).toBeVisible();
    await wizard.getByRole("button", { name: "Continue to Family Members" }).click();
    await expect(wizard.getByText("Please enter your Medicare number")).toBeVisible();
    // Back returns to the plan types, and forward again keeps the path.
    await wizard.getByRole("button", { name: "← Back" }).click();
    await expect(wizard.getByRole("heading", { name: "Choose Plan Type" })).toBeVisible();
    await wizard.getByRole("button", { name: /Original Medicare/ }).click();
    await wizard.getByLabel("Medicare number (MBI)").fill("1eg4-te5-mk73");
    await wizard.getByRole("button", { name: "Continue to Family Members" }).click();
    await chooseMembersAndReview(page, wizard);

    await expect(wizard.getByLabel("Policy name")).toHaveValue("Original Medicare Policy");
    await expect(wizard.getByLabel("Medicare number (MBI)")).toHaveValue("1EG4TE5MK73");
    await wizard.getByRole("button", { name: "Save Policy" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    const card = page.getByTestId("insurance-policy");
    await expect(page.getByRole("heading", { name: "Original Medicare Policy" })).toBeVisible();
    await expect(card.getByText("•••• MK73")).toBeVisible();
    await expect(card.getByRole("table")).toBeVisible();
    await expect(card.getByRole("rowheader", { name: /Deductible/ }).first()).toBeVisible();

    await page.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Policy" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("heading", { name: "Original Medicare Policy" })).toBeVisible();
    await page.getByRole("button", { name: "Delete" }).click();
    await page
      .getByRole("dialog", { name: "Delete Policy" })
      .getByRole("button", { name: "Delete Policy" })
      .click();
    await expect(page.getByRole("heading", { name: "No Policies Yet" })).toBeVisible();
  });

  test("a Medicare Advantage carrier → plan types → plans in Kentucky, on a 390 px phone", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await verifiedAccount(page, "insurance-ma");
    await page.goto("/insurance");
    await saveZipThroughModal(page);
    const wizard = page.getByRole("dialog");
    await expectNoSidewaysScroll(page);

    await wizard.getByRole("button", { name: /^Medicare/ }).click();
    await wizard.getByRole("button", { name: /Medicare Advantage/ }).click();
    await expect(
      wizard.getByRole("heading", { name: "Insurance Company & Subscriber Information" }),
    ).toBeVisible();
    const next = wizard.getByRole("button", { name: "Continue to Plans" });
    await expect(next).toBeDisabled();
    await wizard.getByRole("combobox", { name: "Insurance company" }).fill("Huma");
    const humana = wizard.getByRole("button", { name: /^Humana\b.*plans available/ }).first();
    await expect(humana).toBeVisible();
    await expectNoSeriousAxeViolations(page, "wizard, carriers step with results");
    await humana.click();
    await expect(wizard.getByText("Selected company")).toBeVisible();
    await wizard.getByLabel("Subscriber ID").fill("H55501234");
    await expect(next).toBeEnabled();
    await next.click();

    await expect(wizard.getByRole("heading", { name: "Choose Specific Plan" })).toBeVisible();
    const plan = wizard.getByRole("button", { name: /Humana Gold Plus/ }).first();
    await expect(plan).toBeVisible();
    await expect(plan).toContainText("/month");
    const planName = (await plan.locator("span").first().textContent())!.trim();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page, "wizard, plans step");
    await plan.click();
    await chooseMembersAndReview(page, wizard);
    await expect(wizard.getByLabel("Policy name")).toHaveValue("Humana Policy");
    await expect(wizard.getByText(planName)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page, "wizard, review step");
    await wizard.getByRole("button", { name: "Save Policy" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    const card = page.getByTestId("insurance-policy");
    await expect(page.getByRole("heading", { name: "Humana Policy" })).toBeVisible();
    await expect(card.getByText(planName)).toBeVisible();
    await expect(card.getByText("•••• 1234")).toBeVisible();
    // The Landscape gives a Medicare Advantage plan's out-of-pocket maximum (its medical deductible is not in the file).
    await expect(card.getByRole("rowheader", { name: /Out-of-Pocket Maximum/ }).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page, "/insurance with a policy");
  });

  test("an employer plan of a company typed in free text: the simple form's figures become its benefits", async ({
    page,
  }) => {
    await verifiedAccount(page, "insurance-typed");
    await page.goto("/insurance");
    await saveZipThroughModal(page);
    const wizard = page.getByRole("dialog");
    await wizard.getByRole("button", { name: /^Employer-Sponsored/ }).click();
    await wizard.getByRole("combobox", { name: "Insurance company" }).fill("Zzyzx Mutual");
    await expect(
      wizard.getByText("No insurance companies found. Try a different search term."),
    ).toBeVisible();
    await wizard.getByRole("button", { name: "Use “Zzyzx Mutual”" }).click();
    await wizard.getByLabel("Subscriber ID").fill("ZM-778812");
    await wizard.getByRole("button", { name: "Continue to Plan Details" }).click();

    await expect(wizard.getByRole("heading", { name: "Insurance Plan Details" })).toBeVisible();
    await expect(wizard.getByLabel("Insurance company")).toHaveValue("Zzyzx Mutual");
    await wizard.getByLabel("Insurance company").fill("");
    await wizard.getByRole("button", { name: "Continue to Family Members" }).click();
    await expect(wizard.getByText("Please enter insurance company name and subscriber ID")).toBeVisible();
    await wizard.getByLabel("Insurance company").fill("Zzyzx Mutual");
    await wizard.getByLabel("In-network individual deductible").fill("$1,500");
    await wizard.getByLabel("In-network individual out-of-pocket maximum").fill("$6,000");
    await wizard.getByRole("button", { name: "Continue to Family Members" }).click();
    await chooseMembersAndReview(page, wizard);
    await expect(wizard.getByLabel("Policy name")).toHaveValue("Zzyzx Mutual Policy");
    await wizard.getByRole("button", { name: "Save Policy" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    const card = page.getByTestId("insurance-policy");
    await expect(page.getByRole("heading", { name: "Zzyzx Mutual Policy" })).toBeVisible();
    await expect(card.getByText("•••• 8812")).toBeVisible();
    await expect(card.getByRole("row", { name: /Deductible.*\$1,500/ })).toBeVisible();
    await expect(card.getByRole("row", { name: /Out-of-Pocket Maximum.*\$6,000/ })).toBeVisible();
  });

  test("plans that fail to load and a save that never arrives say so, and the wizard keeps what was entered", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/Failed to load resource/);
    await verifiedAccount(page, "insurance-offline");
    await page.goto("/insurance");
    await saveZipThroughModal(page);
    const wizard = page.getByRole("dialog");
    await wizard.getByRole("button", { name: /^Medicare/ }).click();
    await wizard.getByRole("button", { name: /Medicare Advantage/ }).click();
    await page.route(/\/resources\/insurance-plans/, (route) => route.fulfill({ status: 500, body: "{}" }));
    await wizard.getByRole("combobox", { name: "Insurance company" }).fill("Humana");
    await wizard
      .getByRole("button", { name: /plans available/ })
      .first()
      .click();
    await wizard.getByLabel("Subscriber ID").fill("H1");
    await wizard.getByRole("button", { name: "Continue to Plans" }).click();
    await expect(wizard.getByText("Failed to load plans. Please try again.")).toBeVisible();

    await wizard.getByRole("button", { name: "← Back" }).click();
    await wizard.getByRole("button", { name: "← Back" }).click();
    await wizard.getByRole("button", { name: /Original Medicare/ }).click();
    await wizard.getByLabel("Medicare number (MBI)").fill("1EG4-TE5-MK73");
    await wizard.getByRole("button", { name: "Continue to Family Members" }).click();
    await chooseMembersAndReview(page, wizard);
    const offline = (route: Route) =>
      route.request().method() === "POST" ? route.abort() : route.continue();
    await page.route(/\/insurance\.data/, offline);
    await wizard.getByRole("button", { name: "Save Policy" }).click();
    await expect(wizard.getByText("Failed to save insurance policy. Please try again.")).toBeVisible();
    await expect(wizard.getByLabel("Policy name")).toHaveValue("Original Medicare Policy");

    await page.unroute(/\/insurance\.data/, offline);
    await wizard.getByRole("button", { name: "Save Policy" }).click();
    await expect(page.getByRole("heading", { name: "Original Medicare Policy" })).toBeVisible();
  });

  test("by keyboard alone: the ZIP modal and the wizard keep focus, Escape closes them, Enter and Space go through", async ({
    page,
  }) => {
    await verifiedAccount(page, "insurance-keys");
    await page.goto("/insurance");
    const addPolicy = page.getByRole("button", { name: "+ Add Policy" }).first();
    await openWithKeyboard(addPolicy);
    await expectDialogKeyboardContract(page, "ZIP Code Required", addPolicy);

    await openWithKeyboard(addPolicy);
    await page.keyboard.type(KY_ZIP);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Choose Plan Category" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await openWithKeyboard(addPolicy);
    await expectDialogKeyboardContract(page, "Choose Plan Category", addPolicy);

    await openWithKeyboard(addPolicy);
    const wizard = page.getByRole("dialog");
    await openWithKeyboard(wizard.getByRole("button", { name: /^Medicare/ }));
    await openWithKeyboard(wizard.getByRole("button", { name: /Original Medicare/ }));
    await expect(wizard.getByLabel("Medicare number (MBI)")).toBeFocused();
    await page.keyboard.type("1EG4TE5MK73");
    await page.keyboard.press("Enter");
    await wizard.getByRole("checkbox").first().focus();
    await page.keyboard.press("Space");
    await openWithKeyboard(wizard.getByRole("button", { name: "Continue to Review" }));
    await expect(wizard.getByLabel("Policy name")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Original Medicare Policy" })).toBeVisible();
  });
});
