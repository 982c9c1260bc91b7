import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { atServerTime } from './browser-clock';

/** Debian's Chromium; playwright-core never downloads a browser here. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

const SCREENSHOTS = path.resolve('tests/e2e/screenshots');

/**
 * Browsers whose pages run the app's service worker. Only the journeys about it ask (offline, a shared phone, a new
 * build): every fresh context otherwise registered it and precached the whole build, about a fifth of a browser
 * test's CPU on the 2-core machine (booking-policy.e2e: 119 → 97 CPU seconds, 65 → 56 s), for nothing it checked.
 */
const withServiceWorker = new WeakSet<Browser>();

export async function launchBrowser(opts: { serviceWorker?: boolean } = {}): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`Browser tests need Chromium at ${CHROMIUM} (apt-get install -y chromium), or set CHROMIUM_PATH.`);
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      // The browser's own language (chromium-l10n; LANGUAGE below is what Linux Chromium reads): date fields read
      // dd/mm/aaaa as on a phone set to Spanish (Argentina). The context's locale changes only Intl and Accept-Language.
      '--lang=es-AR',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    env: { ...process.env, LANGUAGE: 'es_AR' },
  });
  if (opts.serviceWorker) withServiceWorker.add(browser);
  return browser;
}

/** A fresh context (own cookies and storage) at a viewport, in the studio's locale and time zone. */
export async function newPage(
  browser: Browser,
  baseUrl: string,
  viewport: { width: number; height: number } = PHONE,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    hasTouch: viewport.width < 768,
    isMobile: viewport.width < 768,
    serviceWorkers: withServiceWorker.has(browser) ? 'allow' : 'block',
  });
  // Each wait gives up after 20 s: on the 2-core CI machine, with two browser files beside the integration files,
  // a screen that waits on the socket or a refetch took more than 10 s a few times in a full run (passing alone in
  // 2–3 s). A wait that fails for real still fails, only later, well inside the test's own 120 s.
  context.setDefaultTimeout(20_000);
  await atServerTime(context, baseUrl);
  const page = await context.newPage();
  reportBrowserFaults(page);
  return { context, page };
}

const CODE = new Set(['document', 'script', 'stylesheet']);

/**
 * A journey that times out waiting for a screen says only what it waited for; the page's uncaught errors and failed
 * loads of code, printed as they happen, say why (a render that threw, a chunk that did not load).
 */
function reportBrowserFaults(page: Page): void {
  page.on('pageerror', (error) => console.error(`[browser ${page.url()}] ${error.stack ?? error.message}`));
  page.on('requestfailed', (request) => {
    // The app's own code and styles only: a failed API call shows on the screen, and the offline journeys fail
    // theirs on purpose. A load the page itself dropped (a navigation away) is not a fault either.
    if (!CODE.has(request.resourceType()) || request.failure()?.errorText === 'net::ERR_ABORTED') return;
    console.error(`[browser ${page.url()}] ${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
  });
}

/**
 * Saves what the page shows at its current viewport to tests/e2e/screenshots/<name>.png (git-ignored).
 * Finite CSS animations are fast-forwarded to their end, so a dialog is captured open, not mid-fade.
 */
/** Screenshots of what the page shows now at phone and desktop sizes (`<name>-phone`, `<name>-desktop`); ends at desktop size. */
export async function screenshotPhoneAndDesktop(page: Page, name: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-desktop`);
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path: file, animations: 'disabled' });
  return file;
}
