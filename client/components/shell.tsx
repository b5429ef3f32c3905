import type { ReactNode } from 'react';
import { AGE_WHY_PATH } from '../lib/notices';
import { Footer } from './footer';
import { Header } from './header';
import { AgeGate, CookieBanner } from './notices';
import { QuickContact } from './quick-contact';
import type { ShellProps } from './shell-props';

/** Header, main landmark, footer and floating buttons around every page. */
export function Shell({ children, ...shell }: ShellProps & { children: ReactNode }) {
  return (
    <>
      <a
        href="#continut"
        className="sr-only z-50 rounded-lg bg-forest-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Sari la conținut
      </a>
      <Header {...shell} />
      {/* Right after the header: it shows with the first paint, before the page's content arrives. */}
      {shell.currentPath !== AGE_WHY_PATH && <AgeGate nonce={shell.nonce} />}
      <main id="continut" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer supportEmail={shell.supportEmail} trader={shell.trader} groups={shell.nav.footer} />
      <QuickContact number={shell.messagingNumber} functions={shell.functions} currentPath={shell.currentPath} />
      <CookieBanner nonce={shell.nonce} />
    </>
  );
}
