// "Dacă comand marți la 4 după-masă, când pleacă și când ajunge?": the day a parcel leaves and the days it arrives,
// computed from the shop's own rule (content/facts.ts: the same-day cut-off, working days, the delivery hours), for
// the day and hour the shopper says. No day said ("în cât timp ajunge?"): null, and the rule itself answers.
import { facts } from '../../../content/assistant/facts';
import { shippingFacts, shippingText } from '../../../content/facts';
import { type Answer, done } from '../answer';
import { policyPath } from '../paths';
import { fold } from '../text';

const DAYS = ['luni', 'marți', 'miercuri', 'joi', 'vineri', 'sâmbătă', 'duminică'];
const FOLDED_DAYS = DAYS.map((d) => fold(d));

/** Monday = 0 … Sunday = 6, in Bucharest, at `now`. */
function todayIndex(now: number): number {
  const name = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'Europe/Bucharest' }).format(now);
  return ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].indexOf(name);
}

/** The day the message says the order is placed: a weekday, "azi", "mâine"; null when it says none. */
function dayIn(q: string, now: number): number | null {
  // "3 luni" is three months, not Monday.
  const named = /(?<!\d\s?)\b(luni|marti|miercuri|joi|vineri|sambata|duminica)\b/.exec(q)?.[1];
  if (named) return FOLDED_DAYS.indexOf(named);
  if (/\b(azi|astazi)\b/.test(q)) return todayIndex(now);
  if (/\bmaine\b/.test(q)) return (todayIndex(now) + 1) % 7;
  return null;
}

/** The hour said ("la 4 după-masă" = 16, "pe la 8 seara" = 20, "la 13:30"), as hours; "seara" alone is evening. */
function hourIn(q: string): number | null {
  const m =
    /\b(?:la|pe la|dupa|pana (?:la|in)|in jur de|ora)\s*(?:ora\s*)?(\d{1,2})(?:[:.](\d{2}))?\b(?!\s?(?:lei|ml|mg|%|buc|ani|zile))/.exec(
      q,
    );
  const afternoon = /\b(dupa[ -]?(masa|amiaza|pranz)|seara|noaptea|pm)\b/.test(q);
  if (m) {
    let hour = Number(m[1]) + Number(m[2] ?? 0) / 60;
    if (hour > 24) return null;
    // "la 4" in a shop's day is four in the afternoon; "la 9 dimineața" stays nine.
    if (hour < 12 && (afternoon || (hour < 8 && !/\bdimineata\b/.test(q)))) hour += 12;
    return hour;
  }
  if (afternoon) return 20;
  if (/\bdimineata\b/.test(q)) return 9;
  return null;
}

const working = (day: number) => day % 7 < 5;
/** The first working day from `day` on (itself when it is one). */
const nextWorking = (day: number) => {
  let d = day;
  while (!working(d)) d++;
  return d;
};

/** When an order placed on the day (and hour) the message says leaves, and the working days it then arrives on. */
export function deliveryDays(question: string, now = Date.now()): Answer | null {
  const q = fold(question);
  const day = dayIn(q, now);
  if (day === null) return null;
  const hour = hourIn(q);
  const [cutH, cutM] = shippingFacts.sameDayCutoff.split(':').map(Number) as [number, number];
  const cutoff = cutH + cutM / 60;
  // Unknown hour on a working day: both cases, said.
  const sameDay = working(day) && hour !== null && hour <= cutoff;
  const leaves = sameDay ? day : nextWorking(day + 1);
  // The delivery hours in working days after the hand-over: 24 h is the next one, 48 h the one after.
  const after = (from: number, hours: number) => {
    let d = from;
    for (let n = 0; n < Math.ceil(hours / 24); n++) d = nextWorking(d + 1);
    return d;
  };
  const { bigCities, elsewhere } = shippingFacts.deliveryHours;
  const firstArrival = after(leaves, bigCities.max);
  const lastArrival = after(leaves, elsewhere.max);
  const name = (d: number) => DAYS[d % 7]!;
  const placed = `${name(day)}${hour === null ? '' : ` la ${String(Math.floor(hour)).padStart(2, '0')}:${String(Math.round((hour % 1) * 60)).padStart(2, '0')}`}`;
  const why = !working(day)
    ? 'în weekend'
    : hour === null
      ? null
      : sameDay
        ? `până la ora ${shippingFacts.sameDayCutoff}`
        : `după ora ${shippingFacts.sameDayCutoff}`;
  const source = { label: 'Politica de livrare', path: policyPath('shipping') };
  const leaving =
    working(day) && hour === null
      ? `O comandă plasată ${name(day)} până la ora ${shippingFacts.sameDayCutoff} pleacă din depozit în aceeași zi; după această oră, pleacă în următoarea zi lucrătoare, ${name(nextWorking(day + 1))}.`
      : `O comandă plasată ${placed} (${why}) pleacă din depozit ${sameDay ? 'în aceeași zi' : `în următoarea zi lucrătoare, ${name(leaves)}`}.`;
  const arriving =
    working(day) && hour === null
      ? `Livrarea durează apoi ${shippingText.bigCities} în orașele mari și ${shippingText.elsewhere} în restul țării, socotite în zile lucrătoare.`
      : `Livrarea durează apoi ${shippingText.bigCities} în orașele mari și ${shippingText.elsewhere} în restul țării: socotind zile lucrătoare, coletul ajunge de regulă ${name(firstArrival)}, cel târziu ${name(lastArrival)}.`;
  // The rule the days are computed from, as the facts state it, first: "azi" is read on the shop's clock.
  const rule = facts.find((f) => f.id === 'livrare-ora-14')?.text;
  return done(
    'shipping',
    [
      rule,
      leaving,
      arriving,
      'O zi de sărbătoare legală mută totul cu o zi.',
      `Detalii: [${source.label}](${source.path}).`,
    ],
    [source],
    [leaving, arriving],
  );
}
