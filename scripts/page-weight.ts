/**
 * `npx tsx scripts/page-weight.ts http://localhost:4000/ [/businesses …]`: bytes on the wire for a
 * first visit to each page (HTML, scripts, styles, fonts, GraphQL), as Chromium reports them.
 */
import { launchChromium } from '../tests/support/browser.js';

const [base, ...paths] = process.argv.slice(2);
if (!base) throw new Error('usage: page-weight.ts <site address> [path …]');
const browser = await launchChromium();
for (const path of paths.length ? paths : ['/']) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let wire = 0;
  let requests = 0;
  cdp.on('Network.loadingFinished', (event) => {
    wire += event.encodedDataLength;
    requests += 1;
  });
  await page.goto(new URL(path, base).toString(), { waitUntil: 'networkidle' });
  console.log(`${path}: ${(wire / 1024).toFixed(1)} KiB on the wire in ${requests} responses`);
  await context.close();
}
await browser.close();
