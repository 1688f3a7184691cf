import type { Page } from "@playwright/test";

/**
 * Holds every request of the page that matches `url` until the returned function is called, then lets them go on
 * to the server: to see a page while one of its reads (or its scripts) is under way.
 */
export async function holdRequests(page: Page, url: Parameters<Page["route"]>[0]): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}
