// Accessibility checks for the e2e specs (decision 029): axe-core's critical and serious findings
// on a page or a dialog, the keyboard contract every dialog keeps, and the focus outline.
// Failure messages name the page, the rule and the element, so a finding after a merge is
// readable without re-running anything.
import AxeBuilder from "@axe-core/playwright";
import { type Locator, type Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Moderate or minor rules the product once broke (issue 12) and keeps to, besides every critical and serious one. */
const ALSO_KEPT = new Set([
  "landmark-main-is-top-level",
  "landmark-no-duplicate-main",
  "landmark-unique",
  "empty-table-header",
]);

/** Zero critical and zero serious axe-core violations (and none of ALSO_KEPT) on `where` (the whole page, or `scope`). */
export async function expectNoSeriousAxeViolations(page: Page, where: string, scope?: string) {
  const builder = new AxeBuilder({ page });
  if (scope) builder.include(scope);
  const { violations } = await builder.analyze();
  const found = violations
    .filter((v) => v.impact === "critical" || v.impact === "serious" || ALSO_KEPT.has(v.id))
    .flatMap((v) =>
      v.nodes.slice(0, 5).map((node) => {
        const why = (node.failureSummary ?? "").split("\n").slice(1, 2).join(" ").trim();
        return `${v.impact} ${v.id} (${v.help}) at \`${node.target.join(" ")}\`: ${why} — ${node.html.slice(0, 140)}`;
      }),
    );
  // Soft: one run lists the findings of every page and dialog, not only the first.
  expect.soft(found, `axe-core on ${where}: critical and serious violations`).toEqual([]);
}

/** Whether the focused element is inside `dialog` (and a description of it, for the message). */
async function focusIn(dialog: Locator) {
  return dialog.evaluate((d) => {
    const at = document.activeElement;
    const name = at
      ? `${at.tagName.toLowerCase()} "${(at.getAttribute("aria-label") ?? at.textContent ?? "").trim().slice(0, 40)}"`
      : "nothing";
    return { inside: !!at && d.contains(at), name };
  });
}

async function expectFocusInside(dialog: Locator, name: string, after: string) {
  const { inside, name: at } = await focusIn(dialog);
  expect(inside, `${after}, focus should be inside the "${name}" dialog, but it is on ${at}`).toBe(true);
}

/**
 * The dialog named `name`, just opened from `trigger`: it has focus, Tab and Shift+Tab stay inside
 * it however often they are pressed, it has a visible close button, axe finds nothing critical or
 * serious in it, and Escape closes it and gives focus back to `trigger`. Leaves the dialog closed.
 */
export async function expectDialogKeyboardContract(page: Page, name: string, trigger: Locator) {
  const dialog = page.getByRole("dialog", { name, exact: true });
  await expect(dialog, `the "${name}" dialog opens`).toBeVisible();
  await expect
    .poll(async () => (await focusIn(dialog)).inside, { message: `the "${name}" dialog takes focus` })
    .toBe(true);
  await expect(
    dialog.getByRole("button", { name: /^Close/ }).first(),
    `the "${name}" dialog has a visible close button`,
  ).toBeVisible();

  const controls = await dialog.evaluate(
    (d) => d.querySelectorAll("a[href], button, input, select, textarea, [tabindex]").length,
  );
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let i = 0; i <= controls; i += 1) {
      await page.keyboard.press(key);
      await expectFocusInside(dialog, name, `after ${key} pressed ${i + 1} times`);
    }
  }

  await expectNoSeriousAxeViolations(page, `the "${name}" dialog`, `dialog[aria-label="${name}"]`);

  await page.keyboard.press("Escape");
  await expect(dialog, `Escape closes the "${name}" dialog`).toBeHidden();
  await expect(trigger, `closing the "${name}" dialog gives focus back to what opened it`).toBeFocused();
}

/** Opens a dialog from the keyboard: focus on `trigger`, then Enter. */
export async function openWithKeyboard(trigger: Locator) {
  await trigger.focus();
  await trigger.press("Enter");
}

/**
 * Tabs through the page from the top and checks each focused control shows an outline at least
 * 2 px wide; returns nothing, fails naming the controls without one.
 */
export async function expectFocusOutlineOnEveryControl(page: Page, where: string, presses = 40) {
  await page.locator("body").click({ position: { x: 1, y: 1 } });
  const missing: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const label = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? (el as HTMLInputElement).name ?? "").trim().slice(0, 40)}"`;
      const visible = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
      return { label, visible, key: `${label}@${el.getBoundingClientRect().top}` };
    });
    if (!focused || seen.has(focused.key)) continue;
    seen.add(focused.key);
    if (!focused.visible) missing.push(focused.label);
  }
  expect(seen.size, `Tab reaches controls on ${where}`).toBeGreaterThan(3);
  expect(missing, `controls on ${where} without a visible focus outline`).toEqual([]);
}
