import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page, Route } from 'playwright-core';
import { REST } from '../../src/protocol/identifiers';
import { startSandboxIn, type RunningSandbox } from '../support/sandbox';
import { seedAiConversation } from '../support/seedConversation';
import { expectNoAxeViolations, launchBrowser, phoneContext } from './browser';
import { expectTextLaidOut } from './layout';
import { DIST } from './servedClient';

/** Alice's conversation: opening it pulls the newest 20 (seq 28–47), the rest is 3 pages of history-list. */
const LONG = 47;
const BEGINNING = 'Beginning of the conversation';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const TOKYO = 'Asia/Tokyo';

/** Bob's conversation over four days in Tokyo, one pair of messages across its midnight. */
const now = Date.now();
const todayInTokyo = Math.floor((now + 9 * HOUR) / DAY) * DAY - 9 * HOUR;
const BOB_TIMES = [
  todayInTokyo - 3 * DAY + 10 * HOUR,
  todayInTokyo - 3 * DAY + 10 * HOUR + MINUTE,
  todayInTokyo - DAY - 10 * MINUTE, // 23:50 the day before yesterday…
  todayInTokyo - DAY + 10 * MINUTE, // …and 00:10 yesterday: one UTC day, two days in Tokyo
  todayInTokyo - DAY + 11 * MINUTE,
  Math.max(todayInTokyo, now - 2 * MINUTE),
  Math.max(todayInTokyo, now - MINUTE),
];

let dataDir: string;
let sandbox: RunningSandbox;
let browser: Browser;

before(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'support-e2e-history-'));
  await seedAiConversation(dataDir, { count: LONG, read: true });
  await seedAiConversation(dataDir, {
    count: BOB_TIMES.length,
    userId: '10002',
    sendTimeOf: (seq) => BOB_TIMES[seq - 1],
    read: true,
  });
  sandbox = await startSandboxIn(dataDir, { staticDir: DIST });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await sandbox?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const chatUrl = (user: string, country = 'US') =>
  `${sandbox.baseUrl}/chat?app_key=demo&user=${user}&pass=demo-pass&country=${country}`;
const isHistoryList = (url: URL) => url.pathname === REST.historyList;
const scroller = (page: Page) => page.locator('.chat__scroller');

/** The first message row in view and its top (px), as the log itself picks the row it keeps in place. */
const rowInView = (page: Page) =>
  scroller(page).evaluate((element) => {
    const top = element.getBoundingClientRect().top;
    const row = [...element.querySelectorAll<HTMLElement>('[data-message-id]')].find(
      (candidate) => candidate.getBoundingClientRect().bottom > top,
    );
    return row ? { id: row.dataset.messageId ?? '', y: row.getBoundingClientRect().top } : null;
  });
const topOf = (page: Page, id: string) =>
  page.locator(`[data-message-id="${id}"]`).evaluate((row) => row.getBoundingClientRect().top);

/** Waits until the scroll position has stopped moving (a wheel may still be gliding). */
async function settled(page: Page): Promise<void> {
  const scrollTop = () => scroller(page).evaluate((element) => element.scrollTop);
  for (let last = NaN, current = await scrollTop(), still = 0; still < 3; last = current, current = await scrollTop()) {
    still = current === last ? still + 1 : 0;
    await page.waitForTimeout(30);
  }
}

/** Counts every click on the page, so a test can prove that nothing was clicked. */
const countClicks = (page: Page) =>
  page.evaluate(() => {
    const counted = window as unknown as { clicks: number };
    counted.clicks = 0;
    document.addEventListener('click', () => (counted.clicks += 1), true);
  });
const clicks = (page: Page) => page.evaluate(() => (window as unknown as { clicks: number }).clicks);

describe('history to the beginning (issue 16, point 4)', () => {
  it('scrolling up with the wheel loads pages of 10 until the first message, the row in view staying put through each, then shows where the conversation begins', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const asked: URLSearchParams[] = [];
    const held: Route[] = [];
    await page.route(isHistoryList, (route) => {
      asked.push(new URL(route.request().url()).searchParams);
      held.push(route);
    });
    await page.goto(chatUrl('alice'));
    await page.locator(`[data-seq="${LONG}"]`).waitFor();
    await countClicks(page);
    const box = await scroller(page).boundingBox();
    assert.ok(box);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);

    for (let turns = 0; (await page.locator('[data-seq="1"]').count()) === 0; turns++) {
      assert.ok(turns < 200, 'the wheel reaches the first message');
      await page.mouse.wheel(0, -150);
      await settled(page);
      const route = held.shift();
      if (!route) continue;
      // A page is on its way: the reader goes on up to the very top meanwhile; when the page comes, the
      // row they look at stays where it is, with the older messages above it.
      await page.mouse.wheel(0, -2000);
      await settled(page);
      const row = await rowInView(page);
      assert.ok(row, 'a message is in view');
      await route.continue();
      const beforeSeq = Number(asked.at(-1)?.get('before_seq'));
      await page.locator(`[data-seq="${beforeSeq - 1}"]`).waitFor();
      const y = await topOf(page, row.id);
      assert.ok(Math.abs(y - row.y) <= 2, `the row in view stays put while a page comes in (${row.y} → ${y})`);
    }

    assert.deepEqual(
      asked.map((query) => [query.get('before_seq'), query.get('page_size')]),
      [
        ['28', '10'],
        ['18', '10'],
        ['8', '10'],
      ],
      'pages of 10, each asked once, from the newest page down to the first message',
    );
    for (let turns = 0; (await scroller(page).evaluate((element) => element.scrollTop)) > 0; turns++) {
      assert.ok(turns < 20, 'the wheel reaches the top');
      await page.mouse.wheel(0, -500);
      await settled(page);
    }
    const beginning = page.getByText(BEGINNING);
    assert.ok(await beginning.isVisible(), 'the beginning is marked');
    const [marker, first] = await Promise.all([beginning.boundingBox(), page.locator('[data-seq="1"]').boundingBox()]);
    assert.ok(marker && first && marker.y + marker.height <= first.y, 'above the first message');
    assert.equal(await page.getByRole('button', { name: 'Show earlier messages' }).count(), 0, 'nothing older to show');
    assert.equal(held.length, 0, 'nothing more asked for');
    assert.equal(await clicks(page), 0, 'no button was clicked');
    await context.close();
  });

  it('on a screen taller than the newest page, older pages come in by themselves until the view can be scrolled, the newest message staying in view', async () => {
    const context = await browser.newContext({ viewport: { width: 1080, height: 1920 } });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (isHistoryList(url)) asked.push(url.searchParams.get('before_seq') ?? '');
    });
    await page.goto(chatUrl('alice'));
    await page.locator(`[data-seq="${LONG}"]`).waitFor();
    // With no input at all: the newest 20 do not fill this screen, so nothing could be scrolled.
    await page.waitForFunction(
      (edge) => {
        const element = document.querySelector('.chat__scroller');
        return (
          element !== null &&
          (element.scrollHeight - element.clientHeight >= edge || document.querySelector('[data-seq="1"]') !== null)
        );
      },
      400,
      { timeout: 10_000 },
    );
    assert.ok(
      asked.length >= 1 && asked[0] === '28',
      `older pages were asked for without any input (${asked.join(', ')})`,
    );
    assert.ok(await page.locator(`[data-seq="${LONG}"]`).isVisible());
    const fromBottom = await scroller(page).evaluate(
      (element) => element.scrollHeight - element.scrollTop - element.clientHeight,
    );
    assert.ok(fromBottom < 2, `still at the newest message (${fromBottom} px from the bottom)`);
    await context.close();
  });
});

describe('following the newest message', () => {
  it('keeps a reader at the bottom there when the view gets shorter (a phone keyboard, a notice below the log)', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(chatUrl('alice'));
    await page.locator(`[data-seq="${LONG}"]`).waitFor();
    const atBottom = () =>
      page.waitForFunction(
        () => {
          const element = document.querySelector('.chat__scroller');
          return element !== null && element.scrollHeight - element.scrollTop - element.clientHeight < 2;
        },
        undefined,
        { timeout: 5_000 },
      );
    await atBottom();
    await page.setViewportSize({ width: 360, height: 400 });
    await atBottom();
    await context.close();
  });
});

/** The day label per Intl in a time zone: the locale's words for today and yesterday, else the date. */
function expectedLabel(ms: number, tag: string, timeZone: string, words: readonly [string, string]): string {
  const dayOf = (time: number) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(time);
  const daysAgo = Math.round((Date.parse(dayOf(now)) - Date.parse(dayOf(ms))) / DAY);
  if (daysAgo <= 1) return words[daysAgo];
  const sameYear = dayOf(ms).slice(0, 4) === dayOf(now).slice(0, 4);
  const options: Intl.DateTimeFormatOptions = sameYear
    ? { weekday: 'short', month: 'long', day: 'numeric' }
    : { year: 'numeric', month: 'long', day: 'numeric' };
  return new Intl.DateTimeFormat(tag, { ...options, timeZone }).format(ms);
}

/** Where separators belong: above the first message and each first message of a local day. */
function expectedSeparators(tag: string, timeZone: string, words: readonly [string, string]) {
  const dayOf = (time: number) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(time);
  return BOB_TIMES.flatMap((time, index) =>
    index === 0 || dayOf(time) !== dayOf(BOB_TIMES[index - 1])
      ? [{ label: expectedLabel(time, tag, timeZone, words), before: String(index + 1) }]
      : [],
  );
}

/** The separators of the log, in order, each with the seq of the message right below it. */
const separatorsOf = (page: Page) =>
  page.getByRole('log').evaluate((log) =>
    [...log.querySelectorAll(':scope > h2')].map((heading) => ({
      label: heading.textContent ?? '',
      before: heading.nextElementSibling?.getAttribute('data-seq') ?? '',
    })),
  );

describe('day separators (issue 16, point 2)', () => {
  const cases = [
    { country: 'US', tag: 'en-US', timeZone: TOKYO, words: ['Today', 'Yesterday'] },
    { country: 'RU', tag: 'ru-RU', timeZone: TOKYO, words: ['Сегодня', 'Вчера'] },
    { country: 'JP', tag: 'ja-JP', timeZone: TOKYO, words: ['今日', '昨日'] },
    { country: 'US', tag: 'en-US', timeZone: 'UTC', words: ['Today', 'Yesterday'] },
  ] as const;

  for (const { country, tag, timeZone, words } of cases) {
    it(`${tag} in ${timeZone}: one per local day, above its first message, "today" and "yesterday" in words, older days as dates`, async () => {
      const context = await phoneContext(browser, { timezoneId: timeZone });
      const page = await context.newPage();
      await page.goto(chatUrl('bob', country));
      await page.locator(`[data-seq="${BOB_TIMES.length}"]`).waitFor();
      const expected = expectedSeparators(tag, timeZone, words);
      assert.equal(expected.length, timeZone === TOKYO ? 4 : 3, 'the midnight pair is two days in Tokyo, one in UTC');
      assert.deepEqual(await separatorsOf(page), expected);
      if (tag === 'en-US' && timeZone === TOKYO) {
        // Named for screen readers as headings, laid out whole at 360×640, and the beginning marked.
        assert.deepEqual(
          await page.getByRole('log').getByRole('heading').allInnerTexts(),
          expected.map(({ label }) => label),
        );
        await scroller(page).evaluate((element) => {
          element.scrollTop = 0;
        });
        assert.ok(await page.getByText(BEGINNING).isVisible());
        await expectNoAxeViolations(page);
        await expectTextLaidOut(page.getByText(BEGINNING));
        for (const separator of await page.getByRole('log').getByRole('heading').all()) {
          await separator.scrollIntoViewIfNeeded();
          await expectTextLaidOut(page.getByRole('log'));
        }
      }
      await context.close();
    });
  }
});
