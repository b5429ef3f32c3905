// Debian's Chromium as every part of the project starts it: the browser tests, the benchmark, the screenshots and
// the install check. The flags keep it off this machine's closed network (DESIGN §8).
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Chromium launched by Playwright with the project's path and flags. */
export const launchChromium = () => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
