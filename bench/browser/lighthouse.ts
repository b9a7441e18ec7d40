import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../../__tests__/e2e/browser';

/** The e2e tests' flags (__tests__/e2e/browser.ts), headless; chrome-launcher adds its own defaults. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface LighthouseRun {
  /** The performance category's score, 0–1. */
  score: number;
  /** Simulated metrics of the run (ms; CLS unitless). */
  fcp: number;
  lcp: number;
  tbt: number;
  si: number;
  cls: number;
}

/**
 * One Lighthouse run with the default config (mobile: a Moto G Power-sized screen, simulated slow
 * 4G and a 4× slower CPU), performance category only, in a Chromium of its own with a fresh profile
 * (chrome-launcher makes a temporary user-data directory and deletes it on kill), bounded by `timeoutMs`.
 */
export async function lighthouseRun(url: string, timeoutMs: number): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    const result = await Promise.race([
      lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`the Lighthouse run took more than ${timeoutMs / 1000} s`)),
          timeoutMs,
        );
      }),
    ]);
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance?.score;
    if (typeof score !== 'number')
      throw new Error(`Lighthouse gave no performance score (${lhr.runWarnings.join('; ')})`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score,
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      si: metric('speed-index'),
      cls: metric('cumulative-layout-shift'),
    };
  } finally {
    clearTimeout(timer);
    // Also ends a run that timed out: Lighthouse then fails on its own, into the race that already lost.
    chrome.kill();
  }
}
