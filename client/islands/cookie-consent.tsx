import { useEffect, useState } from 'react';
import { cookieBanner } from '../../content/cookies';
import { useConsentStore } from '../stores/consent';

/**
 * Cookie banner: accept all or reject all with equal weight, or choose per category. Nothing
 * non-essential is set before a choice; the footer's "Setări cookie-uri" reopens it.
 */
export function CookieConsent() {
  const { choice, loaded, settingsOpen, load, decide, openSettings, closeSettings } = useConsentStore();
  const [customize, setCustomize] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const [marketing, setMarketing] = useState(false);

  useEffect(() => {
    load();
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest?.('[data-open-cookie-settings]')) {
        event.preventDefault();
        openSettings();
      }
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [load, openSettings]);

  useEffect(() => {
    if (settingsOpen) {
      setCustomize(true);
      setAnalytics(choice?.analytics ?? false);
      setMarketing(choice?.marketing ?? false);
      requestAnimationFrame(() => document.getElementById('cookie-consent-title')?.focus());
    }
  }, [settingsOpen, choice]);

  if (!loaded || (choice && !settingsOpen)) return null;

  return (
    <section
      aria-labelledby="cookie-consent-title"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-cream-200 bg-white p-4 shadow-[0_-8px_30px_rgb(0_0_0/0.12)] sm:p-6"
    >
      <div className="container-page max-w-4xl px-0">
        <h2 id="cookie-consent-title" tabIndex={-1} className="text-lg font-bold outline-none">
          {cookieBanner.title}
        </h2>
        <p className="mt-2 text-sm text-ink-700">
          {cookieBanner.summary}{' '}
          <a href="/privacy-policy#cookie-uri" className="font-semibold text-forest-800 underline underline-offset-4">
            Află mai multe
          </a>
        </p>
        {customize && (
          <fieldset className="mt-4 space-y-3">
            <legend className="sr-only">Categorii de cookie-uri</legend>
            <label className="flex items-start gap-3 text-sm">
              <input type="checkbox" checked disabled className="mt-1 size-5 accent-forest-700" />
              <span>
                <strong>Necesare</strong> – {cookieBanner.necessary}
              </span>
            </label>
            <label className="flex items-start gap-3 text-sm">
              <input type="checkbox" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} className="mt-1 size-5 accent-forest-700" />
              <span>
                <strong>Analiză</strong> – {cookieBanner.analytics}
              </span>
            </label>
            <label className="flex items-start gap-3 text-sm">
              <input type="checkbox" checked={marketing} onChange={(e) => setMarketing(e.target.checked)} className="mt-1 size-5 accent-forest-700" />
              <span>
                <strong>Marketing</strong> – {cookieBanner.marketing}
              </span>
            </label>
          </fieldset>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" className="btn btn-primary" onClick={() => decide({ analytics: true, marketing: true })}>
            Accept toate
          </button>
          <button type="button" className="btn btn-primary" onClick={() => decide({ analytics: false, marketing: false })}>
            Refuz toate
          </button>
          {customize ? (
            <button type="button" className="btn btn-outline" onClick={() => decide({ analytics, marketing })}>
              Salvează alegerea
            </button>
          ) : (
            <button type="button" className="btn btn-outline" onClick={() => setCustomize(true)}>
              Personalizează
            </button>
          )}
          {settingsOpen && choice && (
            <button type="button" className="btn" onClick={closeSettings}>
              Închide
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
