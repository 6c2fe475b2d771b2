import type { BrowserContext, Page } from '@playwright/test';

/** The page function each document of a recorded context reports its violations through. */
const REPORT_BINDING = '__arcanaReportCspViolation';

/** What a browser context met under the server's Content-Security-Policy (SECURITY.md#what-the-browser-keeps). */
export interface CspRecorder {
  /** The paths its pages showed, documents and in-app navigations alike. */
  readonly paths: ReadonlySet<string>;
  /** Each `securitypolicyviolation` event a document fired, described with where it happened. */
  readonly events: readonly string[];
  /** Each console message in which the browser said it refused something under the policy. */
  readonly consoleReports: readonly string[];
}

/** Every violation the recorder heard of, from either source; empty when the policy was kept. */
export function violationsOf(recorder: CspRecorder): string[] {
  return [...recorder.events.map((event) => `event: ${event}`), ...recorder.consoleReports.map((report) => `console: ${report}`)];
}

/**
 * Records every Content-Security-Policy violation in the pages of `context`, from their first script on: a
 * `securitypolicyviolation` listener each document gets before its own scripts run, and, in case a violation
 * happens where no listener is (an inline style in the HTML before any script), Chromium's console message for it.
 */
export async function recordCspViolations(context: BrowserContext): Promise<CspRecorder> {
  const paths = new Set<string>();
  const events: string[] = [];
  const consoleReports: string[] = [];
  await context.exposeBinding(REPORT_BINDING, ({ page }, report: string) => {
    events.push(`${page.url()}: ${report}`);
  });
  await context.addInitScript((binding) => {
    const report = (window as unknown as Record<string, (text: string) => void>)[binding];
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : '';
        const sample = event.sample ? ` (${event.sample})` : '';
        report?.(`${event.effectiveDirective} refused ${event.blockedURI || 'an inline resource'}${where}${sample}`);
      },
      true,
    );
  }, REPORT_BINDING);
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) consoleReports.push(`${page.url()}: ${message.text()}`);
    });
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      const url = new URL(frame.url());
      if (url.protocol.startsWith('http')) paths.add(url.pathname);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return { paths, events, consoleReports };
}
