import { cookieBanner } from '../../content/cookies';
import { POLICY_PATHS } from '../../content/policies/paths';
import { AGE_REFUSED_KEY, AGE_STORAGE_KEY, AGE_WHY_PATH, CONSENT_STORAGE_KEY, CONSENT_VERSION } from '../lib/notices';

/**
 * What a first visit meets, in order: the 18+ confirmation, then the cookie choice (the wheel waits for both).
 * Both are plain HTML in the page, run by a few lines of inline script, not by an island: they show before any
 * JavaScript bundle arrives, cost nothing to visitors who answered already, and keep the first-load budget.
 * The page's content stays in the HTML beneath them; crawlers are never shown the confirmation.
 */

/** The policies and the contact page stay readable after a "no" (without the gate's offer to enter). */
const LEGAL_PATHS = Object.values(POLICY_PATHS).flat();

/**
 * The 18+ confirmation's script: shown unless answered on this device; focus stays in it while it is open. A "no"
 * given in this browser session leads every page to the why page, with no second offer to confirm.
 */
const ageScript = `(function(){var g=document.getElementById("age-gate");if(!g)return;var ok;try{ok=localStorage.getItem(${JSON.stringify(AGE_STORAGE_KEY)})}catch(e){}
var no;try{no=sessionStorage.getItem(${JSON.stringify(AGE_REFUSED_KEY)})}catch(e){}
if(!ok&&no){document.documentElement.setAttribute("data-age-refused","");if(${JSON.stringify(LEGAL_PATHS)}.indexOf(location.pathname)<0)location.replace(${JSON.stringify(AGE_WHY_PATH)});return}
if(ok||/googlebot|bingbot|yandex|baiduspider|duckduckbot|slurp|applebot|petalbot|facebookexternalhit|twitterbot|linkedinbot|embedly|crawler|spider/i.test(navigator.userAgent))return;
var d=document.documentElement,y=g.querySelector("[data-age-yes]"),n=g.querySelector("[data-age-no]");g.hidden=false;d.classList.add("gate-open");
function inert(on){for(var c=document.body.children,i=0;i<c.length;i++)if(c[i]!==g&&c[i].tagName!=="SCRIPT")c[i].inert=on}
inert(true);document.addEventListener("DOMContentLoaded",function(){if(!g.hidden)inert(true)});
function keep(e){if(!g.hidden&&!g.contains(e.target))y.focus()}document.addEventListener("focusin",keep);
g.addEventListener("keydown",function(e){if(e.key!=="Tab")return;if(e.shiftKey&&document.activeElement===y){e.preventDefault();n.focus()}else if(!e.shiftKey&&document.activeElement===n){e.preventDefault();y.focus()}});
y.addEventListener("click",function(){try{localStorage.setItem(${JSON.stringify(AGE_STORAGE_KEY)},new Date().toISOString())}catch(e){}g.hidden=true;d.classList.remove("gate-open");inert(false);document.removeEventListener("focusin",keep);window.dispatchEvent(new Event("ageconfirmed"));
var b=document.getElementById("cookie-consent"),t=b&&!b.hidden?document.getElementById("cookie-consent-title"):document.getElementById("continut");if(t)t.focus()});
n.addEventListener("click",function(){try{sessionStorage.setItem(${JSON.stringify(AGE_REFUSED_KEY)},"1")}catch(e){}});
y.focus()})()`;

export function AgeGate({ nonce }: { nonce: string }) {
  return (
    <>
      <div
        id="age-gate"
        hidden
        role="dialog"
        aria-modal="true"
        aria-labelledby="age-gate-title"
        aria-describedby="age-gate-text"
        className="fixed inset-0 z-[60] flex items-end justify-center bg-forest-900/85 p-4 sm:items-center"
      >
        <div className="w-full max-w-md rounded-2xl bg-white p-6 text-center shadow-2xl">
          <h2 id="age-gate-title" className="text-xl font-bold text-forest-900">
            Ai cel puțin 18 ani?
          </h2>
          <p id="age-gate-text" className="mt-2 text-sm text-ink-700">
            Produsele cu CBD și țigaretele electronice se vând doar adulților. Confirmă vârsta ca să intri în magazin.
          </p>
          <div className="mt-5 grid gap-3 sm:grid-cols-2">
            <button type="button" data-age-yes className="btn btn-primary">
              Am cel puțin 18 ani
            </button>
            <a href={AGE_WHY_PATH} data-age-no className="btn btn-outline">
              Nu, am sub 18 ani
            </a>
          </div>
        </div>
      </div>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ageScript }} />
    </>
  );
}

/**
 * The cookie banner's script: shown once the age is confirmed and until a choice is stored; the footer's
 * "Setări cookie-uri" reopens it with the stored choice. A choice is told to the page as `consentchange`.
 */
const bannerScript = `(function(){var b=document.getElementById("cookie-consent");if(!b)return;var K=${JSON.stringify(CONSENT_STORAGE_KEY)},V=${CONSENT_VERSION};
function read(){try{var r=JSON.parse(localStorage.getItem(K)||"null");return r&&r.version===V?r:null}catch(e){return null}}
function aged(){try{return!!localStorage.getItem(${JSON.stringify(AGE_STORAGE_KEY)})}catch(e){return false}}
var q=function(s){return b.querySelector(s)},box=q("[data-consent-categories]"),a=q("[name=analytics]"),m=q("[name=marketing]"),save=q("[data-consent=save]"),more=q("[data-consent=customize]"),close=q("[data-consent=close]");
function show(settings){var c=read();b.hidden=false;close.hidden=!(settings&&c);if(settings){box.hidden=false;save.hidden=false;more.hidden=true;a.checked=!!(c&&c.analytics);m.checked=!!(c&&c.marketing);q("#cookie-consent-title").focus()}}
function decide(an,mk){var c={necessary:true,analytics:an,marketing:mk};try{localStorage.setItem(K,JSON.stringify({necessary:true,analytics:an,marketing:mk,version:V,decidedAt:new Date().toISOString()}))}catch(e){}b.hidden=true;window.dispatchEvent(new CustomEvent("consentchange",{detail:c}))}
b.addEventListener("click",function(e){var t=e.target.closest&&e.target.closest("[data-consent]");if(!t)return;var k=t.getAttribute("data-consent");
if(k==="all")decide(true,true);else if(k==="none")decide(false,false);else if(k==="save")decide(a.checked,m.checked);else if(k==="close")b.hidden=true;else if(k==="customize"){box.hidden=false;save.hidden=false;more.hidden=true;a.focus()}});
document.addEventListener("click",function(e){if(e.target.closest&&e.target.closest("[data-open-cookie-settings]")){e.preventDefault();show(true)}});
if(!read()){if(aged())show(false);else window.addEventListener("ageconfirmed",function(){show(false)},{once:true})}})()`;

export function CookieBanner({ nonce }: { nonce: string }) {
  return (
    <>
      <section
        id="cookie-consent"
        hidden
        aria-labelledby="cookie-consent-title"
        className="fixed inset-x-0 bottom-0 z-50 max-h-[33vh] overflow-y-auto border-t border-cream-200 bg-white p-4 shadow-[0_-8px_30px_rgb(0_0_0/0.12)] sm:max-h-none sm:p-6"
      >
        <div className="container-page max-w-4xl px-0">
          <h2 id="cookie-consent-title" tabIndex={-1} className="text-base font-bold outline-none sm:text-lg">
            {cookieBanner.title}
          </h2>
          <p className="mt-1 text-sm text-ink-700">
            {cookieBanner.summary}{' '}
            <a href="/privacy-policy#cookie-uri" className="font-semibold text-forest-800 underline underline-offset-4">
              Află mai multe
            </a>
          </p>
          <fieldset data-consent-categories hidden className="mt-3 space-y-3">
            <legend className="sr-only">Categorii de cookie-uri</legend>
            <label className="flex items-start gap-3 text-sm">
              <input type="checkbox" checked disabled className="mt-1 size-5 accent-forest-700" />
              <span>
                <strong>Necesare</strong> – {cookieBanner.necessary}
              </span>
            </label>
            <label className="flex items-start gap-3 text-sm">
              <input type="checkbox" name="analytics" className="mt-1 size-5 accent-forest-700" />
              <span>
                <strong>Analiză</strong> – {cookieBanner.analytics}
              </span>
            </label>
            <label className="flex items-start gap-3 text-sm">
              <input type="checkbox" name="marketing" className="mt-1 size-5 accent-forest-700" />
              <span>
                <strong>Marketing</strong> – {cookieBanner.marketing}
              </span>
            </label>
          </fieldset>
          <div className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:gap-3">
            <button type="button" data-consent="all" className="btn btn-primary">
              Accept toate
            </button>
            <button type="button" data-consent="none" className="btn btn-primary">
              Refuz toate
            </button>
            <button type="button" data-consent="customize" className="btn btn-outline col-span-2 sm:col-span-1">
              Personalizează
            </button>
            <button type="button" data-consent="save" hidden className="btn btn-outline col-span-2 sm:col-span-1">
              Salvează alegerea
            </button>
            <button type="button" data-consent="close" hidden className="btn col-span-2 sm:col-span-1">
              Închide
            </button>
          </div>
        </div>
      </section>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: bannerScript }} />
    </>
  );
}
