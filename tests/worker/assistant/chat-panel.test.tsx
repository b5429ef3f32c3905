// The chat panel asks for no health details and says what happens to a message; nothing the chat says claims the
// shopper consented to their health data being processed.
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChatPanel, HEALTH_DATA_NOTE } from '../../../client/islands/chat-panel';
import { facts } from '../../../content/assistant/facts';
import * as safety from '../../../content/assistant/safety';
import { foldText } from '../../../domain/text';
import { visibleText } from '../helpers';

async function panelHtml() {
  const stream = await renderToReadableStream(
    <ChatPanel functions={{ url: '', anonKey: 'test' }} onClose={() => undefined} />,
  );
  await stream.allReady;
  return new Response(stream).text();
}

/** Words of consent: "consimțământ", "accepți", "ești de acord", "îți dai acordul". */
const CONSENT =
  /consim[tț]|\bacceptat?i\b|\baccept[iî]\b|e[sș]ti de acord|(iti|îți) (dai|exprimi) acordul|ai fost de acord/i;

describe('the chat panel and health data', () => {
  it('shows under the input that health details are not wanted and messages serve only the answer', async () => {
    const html = await panelHtml();
    const text = visibleText(html);
    expect(HEALTH_DATA_NOTE).toMatch(/nu ne scrii detalii despre sănătatea ta/);
    expect(HEALTH_DATA_NOTE).toMatch(/doar pentru răspuns/);
    expect(text).toContain(HEALTH_DATA_NOTE);
    // Under the input: after the message box, and the box points to it for screen readers.
    expect(html.indexOf(HEALTH_DATA_NOTE)).toBeGreaterThan(html.indexOf('id="chat-mesaj"'));
    expect(html).toMatch(/aria-describedby="chat-sanatate[^"]*"/);
  });

  it('claims no consent to health-data processing, in the panel or in any text the assistant answers with', async () => {
    const texts = [
      visibleText(await panelHtml()),
      ...facts.map((f) => f.text),
      ...Object.values(safety).flatMap((v) => (typeof v === 'string' ? [v] : Array.isArray(v) ? v : [])),
    ];
    for (const text of texts) expect(foldText(String(text)), String(text).slice(0, 80)).not.toMatch(CONSENT);
  });
});
