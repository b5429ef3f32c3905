import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';
import { CookieConsent } from '../islands/cookie-consent';
import { Island } from './island';
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
      <main id="continut" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer supportEmail={shell.supportEmail} trader={shell.trader} groups={shell.nav.footer} />
      <QuickContact number={shell.messagingNumber} functions={shell.functions} currentPath={shell.currentPath} />
      <Island name="cookie-consent" component={CookieConsent} props={{}} hydrate="idle" />
    </>
  );
}
