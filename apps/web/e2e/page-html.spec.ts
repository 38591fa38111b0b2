import { expect, test } from '@playwright/test';

/**
 * A first visit to a sign-in page (no service worker yet) fetches the page's code beside the entry: its HTML
 * names every script and style the form needs (build/page-html.ts, decision 0053), so none of them waits
 * for the entry to run, and none is fetched twice when the entry's router asks for it.
 */
for (const { path, button } of [
  { path: '/login/', button: 'Войти' },
  { path: '/registration/', button: 'Зарегистрироваться' },
]) {
  test(`${path}: the HTML names all the code of its form, fetched once`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const named = new Set(
      [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
        (m) => m[1],
      ),
    );
    const fetched: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (/^\/assets\/.+\.(js|css)$/.test(url.pathname)) fetched.push(url.pathname);
    });
    await page.goto(path);
    await expect(page.getByRole('button', { name: button })).toBeVisible();
    // registration never goes network-idle (its captcha asks again): wait for half a second without a new file
    for (let seen = -1; seen !== fetched.length; ) {
      seen = fetched.length;
      await page.waitForTimeout(500);
    }

    const before = fetched.filter((file) => !named.has(file));
    // what loads after the form works (the altcha check's worker, the chunk of a later step) may be
    // asked for later; the form's own code is all in the HTML
    expect(fetched.length).toBeGreaterThan(10);
    expect(before.filter((file) => /\/(login|registration|public-layout|form-parts)-/.test(file))).toEqual(
      [],
    );
    // (a script a worker runs is fetched by each worker: the captcha starts several)
    expect(fetched.filter((file, i) => named.has(file) && fetched.indexOf(file) !== i)).toEqual([]);
  });
}
