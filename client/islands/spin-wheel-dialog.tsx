import { useEffect, useRef, useState } from 'react';
import { WHEEL_CODE_VALIDITY, WHEEL_NAME, type WheelSegment, wheelOddsLine, wheelSegments } from '../../content/wheel';
import { messages } from '../../domain/contract/messages';
import { type FunctionsConfig, invokeFunction } from '../lib/functions';
import { CheckInbox, type Resend } from './check-inbox';
import { EmailForm } from './email-form';
import { Modal } from './modal';
import { SPUN_KEY, WHEEL } from './spin-wheel';

const SPIN_FIRST = messages.spinFirst;

/** The spin names the prize only; the code is made when the address is sent (send-wheel-prize-email). */
interface SpinAnswer {
  segmentId: number;
  label: string;
  repeated: boolean;
}

function drawWheel(canvas: HTMLCanvasElement) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const ratio = window.devicePixelRatio || 1;
  canvas.width = WHEEL.size * ratio;
  canvas.height = WHEEL.size * ratio;
  ctx.scale(ratio, ratio);
  const c = WHEEL.size / 2;
  const slice = (2 * Math.PI) / wheelSegments.length;
  wheelSegments.forEach((segment, i) => {
    // Segment i spans clockwise from the top (−90°).
    const start = -Math.PI / 2 + i * slice;
    ctx.beginPath();
    ctx.moveTo(c, c);
    ctx.arc(c, c, c - 4, start, start + slice);
    ctx.closePath();
    ctx.fillStyle = segment.color;
    ctx.fill();
    ctx.strokeStyle = '#fdfbf6';
    ctx.lineWidth = 2;
    ctx.stroke();
    ctx.save();
    ctx.translate(c, c);
    ctx.rotate(start + slice / 2);
    ctx.textAlign = 'right';
    ctx.fillStyle = '#ffffff';
    ctx.font = 'bold 14px system-ui, sans-serif';
    ctx.fillText(segment.label, c - 16, 5);
    ctx.restore();
  });
  ctx.beginPath();
  ctx.arc(c, c, 26, 0, 2 * Math.PI);
  ctx.fillStyle = '#fdfbf6';
  ctx.fill();
}

/** Final rotation (degrees) so `segment` ends under the pointer at the top, after whole turns. */
export function landingRotation(segment: WheelSegment, turns: number = WHEEL.turns): number {
  const index = wheelSegments.findIndex((s) => s.id === segment.id);
  const slice = 360 / wheelSegments.length;
  return turns * 360 + (360 - (index * slice + slice / 2));
}

export function WheelDialog({ functions, onClose }: { functions: FunctionsConfig; onClose: () => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [phase, setPhase] = useState<'ready' | 'spinning' | 'won'>('ready');
  const [result, setResult] = useState<SpinAnswer | null>(null);
  const [rotation, setRotation] = useState(0);
  const [formReady, setFormReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ email: string; resend: Resend } | null>(null);
  const reducedMotion =
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const duration = reducedMotion ? WHEEL.reducedMotionSpinMs : WHEEL.spinMs;

  useEffect(() => {
    if (canvas.current) drawWheel(canvas.current);
  }, []);

  const spin = async () => {
    if (phase !== 'ready') return;
    setPhase('spinning');
    setError(null);
    const answer = await invokeFunction<SpinAnswer>(functions, 'spin-wheel', {});
    if (!answer.ok) {
      setPhase('ready');
      setError(answer.message);
      return;
    }
    const segment = wheelSegments.find((s) => s.id === answer.data.segmentId);
    if (!segment) {
      setPhase('ready');
      setError('A apărut o eroare. Te rugăm să încerci din nou.');
      return;
    }
    setRotation(landingRotation(segment, reducedMotion ? 1 : WHEEL.turns));
    setTimeout(() => {
      setResult(answer.data);
      setPhase('won');
      try {
        localStorage.setItem(SPUN_KEY, '1');
      } catch {}
      setTimeout(() => setFormReady(true), WHEEL.formDelayMs);
    }, duration);
  };

  return (
    <Modal labelledBy="wheel-title" onClose={onClose}>
      <p className="text-sm font-bold tracking-widest text-pumpkin-700 uppercase">{WHEEL_NAME}</p>
      <h2 id="wheel-title" className="mt-2 pr-10 font-display text-3xl font-bold">
        Învârte ruleta: o reducere sau o cremă de mâini gratuită
      </h2>
      <p className="mt-2 text-ink-700">
        Fiecare segment aduce o reducere sau o cremă de mâini gratuită; ruleta alege doar care dintre ele. O singură
        încercare pentru fiecare vizitator. Codul îl primești după ce îți confirmi adresa de e-mail; reducerea se aplică
        produselor dintr-o comandă, fără vape-uri și fără livrare.
      </p>
      {/* The real odds where the game is played, not only in the rules (sixth review F13). */}
      <p className="mt-2 text-sm text-ink-700" data-wheel-odds>
        Șansele: {wheelOddsLine}. {WHEEL_CODE_VALIDITY}{' '}
        <a href="/regulament-oferte#ruleta-norocului" className="underline underline-offset-2">
          Regulamentul
        </a>
      </p>
      <div className="relative mx-auto mt-6 size-[300px]">
        <span
          aria-hidden="true"
          className="absolute -top-1 left-1/2 z-10 -translate-x-1/2 border-x-[12px] border-t-[22px] border-x-transparent border-t-ink-900"
        />
        <canvas
          ref={canvas}
          width={WHEEL.size}
          height={WHEEL.size}
          role="img"
          aria-label={`Ruleta cu ${wheelSegments.length} premii: ${wheelSegments.map((s) => s.label).join(', ')}`}
          className="size-[300px] rounded-full shadow-lg"
          style={{
            transform: `rotate(${rotation}deg)`,
            transition: rotation ? `transform ${duration}ms cubic-bezier(0.17, 0.67, 0.21, 1)` : undefined,
          }}
        />
      </div>
      <div className="mt-5 text-center">
        {phase !== 'won' ? (
          <button
            type="button"
            className="btn btn-accent px-8 text-lg"
            onClick={spin}
            disabled={phase === 'spinning'}
            aria-disabled={phase === 'spinning'}
          >
            {phase === 'spinning' ? 'Se învârte…' : 'Învârte ruleta'}
          </button>
        ) : (
          <p role="status" className="rounded-2xl bg-forest-50 p-4 text-lg">
            {result?.repeated ? 'Ai învârtit deja ruleta. Ai primit: ' : 'Ai primit: '}
            <strong data-testid="wheel-prize">{result?.label}</strong>
          </p>
        )}
        {error && (
          <p role="alert" className="mt-3 text-sm font-medium text-pumpkin-700">
            {error}
          </p>
        )}
      </div>
      {/* Kept mounted so a typed address survives the spin; hidden for the 0.5 s after the prize shows. */}
      <div className={`mt-5 ${phase === 'won' && !formReady ? 'hidden' : ''}`}>
        {sent && result ? (
          <CheckInbox email={sent.email} gives="premiul tău" resend={sent.resend} onClose={onClose} />
        ) : (
          <EmailForm
            functions={functions}
            functionName="send-wheel-prize-email"
            extra={() => (result ? { prize: result.label } : SPIN_FIRST)}
            submitLabel="Trimite-mi premiul"
            successLabel="Verifică-ți e-mailul."
            idPrefix="wheel"
            purpose="code"
            onSuccess={(email, resend) => setSent({ email, resend })}
          />
        )}
      </div>
    </Modal>
  );
}
