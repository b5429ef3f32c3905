export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time left until `endsAt`; every part is 0 once it has passed. */
export function countdownParts(endsAt: string, now: number): CountdownParts {
  const left = Math.max(0, Math.floor((Date.parse(endsAt) - now) / 1000));
  return {
    days: Math.floor(left / 86400),
    hours: Math.floor((left % 86400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

export const pad2 = (n: number) => String(n).padStart(2, '0');
