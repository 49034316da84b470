import { expect, test } from '@playwright/test';
import { paths } from '../../apps/web/src/config/paths';
import { useLanguage, users } from './fixtures';
import { VISITS, resolveIds, settle } from './screens';

/**
 * Reflow (WCAG 1.4.10) and 200% zoom: at 320 CSS px wide (a 1280 px window at 400%; 200% of a laptop's 1366 px is
 * 683 px, the same narrow layout) no page scrolls sideways; maps and wide tables scroll inside their own box.
 */
for (const lang of ['ar', 'en'] as const) {
  test(`reflow: every dashboard screen fits 320 CSS px without sideways scrolling (${lang})`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(600_000);
    await useLanguage(context, lang);
    const ids = await resolveIds(request);
    await page.goto(paths.auth.login.getHref());
    await page.getByTestId('login-email').fill(users.admin.email);
    await page.getByTestId('login-password').fill(users.admin.password);
    await page.getByTestId('login-submit').click();
    await expect(page).not.toHaveURL(/\/auth/);
    await page.setViewportSize({ width: 320, height: 640 });
    const wide: string[] = [];
    for (const [pattern, step] of Object.entries(VISITS)) {
      if (typeof step === 'string') continue;
      await page.goto(step.url(ids));
      await settle(page);
      const overflow = await page.evaluate(() => {
        const root = document.scrollingElement ?? document.documentElement;
        if (root.scrollWidth <= root.clientWidth + 1) return null;
        // The elements that stick out and are not inside a box that scrolls by itself, else the positioned ones
        // that stick out (an absolute element escapes a scrolling box that is not its containing block).
        const out = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && (box.right > root.clientWidth + 1 || box.left < -1);
        });
        const unclipped = out.filter((el) => {
          for (let up = el.parentElement; up; up = up.parentElement) {
            const x = getComputedStyle(up).overflowX;
            if (x === 'auto' || x === 'scroll' || x === 'hidden' || x === 'clip') return false;
          }
          return true;
        });
        const positioned = out.filter((el) => ['absolute', 'fixed'].includes(getComputedStyle(el).position));
        const culprits = (unclipped.length > 0 ? unclipped : positioned)
          .slice(0, 3)
          .map((el) => `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''}`);
        return `${root.scrollWidth}px (${culprits.join(', ')})`;
      });
      if (overflow) wide.push(`${pattern}: ${overflow}`);
    }
    expect(wide, `screens wider than 320 px (${lang})`).toEqual([]);
  });
}
