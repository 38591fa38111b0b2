import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks up a sortable item with its focused drag handle (Space) and waits until the drag takes arrow keys.
 * dnd-kit's keyboard sensor announces the pick-up at once but listens for the arrows only from a timer it
 * sets at that moment (so the Space that started the drag is not read as a move); with Preact rendering on a
 * microtask the announcement can come first, and an arrow pressed on seeing it was lost. A timer of ours set
 * after the announcement fires after dnd-kit's. A person never presses that fast; the test did.
 */
export async function pickUp(page: Page, live: Locator, announced: string | RegExp) {
  await page.keyboard.press('Space');
  await expect(live).toHaveText(announced);
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
