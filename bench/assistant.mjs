// npm run bench:assistant: how fast and how well the assistant answers, measured on the built worker
// (workerd, empty KV). Asks every question of the two tables in tests/fixtures (sequentially, after one
// warm-up request), scores the facts each answer must contain, runs the quiz for every answer combination,
// and times the chat with a model configured that answers in 300 ms or never (the deadline's fallback).
// Writes bench/ASSISTANT.md. Not part of npm test.
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { build, root, startWorker } from './worker.mjs';

const ANON = 'sb-local-anon-7f3c2a91d4e84b6fa0c1d2e3f4a5b6c7';
const MODEL_TIMEOUT_MS = 1500;
const table = JSON.parse(readFileSync(resolve(root, 'tests/fixtures/assistant-questions.json'), 'utf8')).questions;
const heldOut = JSON.parse(readFileSync(resolve(root, 'tests/fixtures/assistant-questions-heldout.json'), 'utf8')).questions;
// Node strips the types of these two content modules (they import nothing at run time).
const { quizQuestions } = await import(resolve(root, 'content/quiz.ts'));
const { products } = await import(resolve(root, 'content/catalog/products.ts'));

/** The spec's quiz prompt, as the quiz island sends it: the answers by label, then the products. */
const quizPrompt = (combo) =>
  [
    'Răspunsurile mele la quiz:',
    ...quizQuestions.map((q, i) => `${i + 1}. ${q.question} — ${q.options[combo[i]].label}`),
    '',
    'Produse disponibile (nume | descriere | preț):',
    ...products.slice(0, 50).map((p) => `- ${p.title} | ${p.description.replace(/\s+/g, ' ').slice(0, 180)} | ${Math.min(...p.variants.map((v) => v.price))} lei`),
    '',
    'Recomandă exact 3 produse din listă. Răspunde doar cu JSON.',
  ].join('\n');

let ip = 0;
async function call(url, name, body) {
  const started = performance.now();
  const res = await fetch(`${url}/functions/v1/${name}`, {
    method: 'POST',
    // One address per request: this measures answering, not the per-IP limit.
    headers: { 'Content-Type': 'application/json', apikey: ANON, 'CF-Connecting-IP': `10.77.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}` },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${name} answered ${res.status}: ${JSON.stringify(json)}`);
  return { json, ms, ai: /ai;desc="(\w+)"/.exec(res.headers.get('Server-Timing') ?? '')?.[1] };
}

const plain = (text) => text.replace(/[\u00a0\u202f]/g, ' ');
const pct = (list, p) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const fmt = (ms) => `${ms.toFixed(0)} ms`;

async function askAll(url, rows) {
  const times = [];
  let found = 0;
  let required = 0;
  for (const row of rows) {
    const { json, ms } = await call(url, 'wellness-chatbot', { messages: [{ role: 'user', content: row.q }] });
    times.push(ms);
    const reply = plain(json.response);
    // Facts named by product handle (price and title) are checked by the worker tests; here the written ones.
    for (const fact of row.must ?? []) {
      required++;
      if (reply.includes(plain(fact))) found++;
    }
  }
  return { times, found, required };
}

/** A local OpenAI-compatible API: answers with the first fact it was given after `delayMs`, or never. */
async function fakeModel(delayMs) {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (delayMs === null) return; // accepts and never answers
      const { messages } = JSON.parse(body);
      const fact = /Faptele pe care le poți folosi \(numai acestea\):\n- (.*)/.exec(messages[1].content)?.[1] ?? '';
      setTimeout(() => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { content: `Pe scurt, din paginile noastre: ${fact}` } }] })), delayMs);
    });
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${server.address().port}/v1`, close: () => server.closeAllConnections?.() ?? server.close() };
}

if (!process.env.BENCH_NO_BUILD) await build();
const lines = ['# Assistant benchmark', '', `Built worker on local workerd (wrangler dev, empty KV), ${new Date().toISOString().slice(0, 10)}. Wall time per request from Node, sequential, after one warm-up request.`, ''];

const offline = await startWorker();
try {
  await call(offline.url, 'wellness-chatbot', { messages: [{ role: 'user', content: 'Bună!' }] });
  const a = await askAll(offline.url, table);
  const b = await askAll(offline.url, heldOut);
  const all = [...a.times, ...b.times];
  lines.push('## Offline chat (the default)', '', '| questions | median | p95 | max | facts found |', '|---|---|---|---|---|');
  lines.push(`| ${table.length} (tests/fixtures/assistant-questions.json) | ${fmt(pct(a.times, 50))} | ${fmt(pct(a.times, 95))} | ${fmt(Math.max(...a.times))} | ${a.found}/${a.required} written facts |`);
  lines.push(`| ${heldOut.length} held-out (another author) | ${fmt(pct(b.times, 50))} | ${fmt(pct(b.times, 95))} | ${fmt(Math.max(...b.times))} | ${b.found}/${b.required} (${Math.round((100 * b.found) / b.required)}%) |`);
  lines.push(`| all ${all.length} | ${fmt(pct(all, 50))} | ${fmt(pct(all, 95))} | ${fmt(Math.max(...all))} | |`, '');

  const quizTimes = [];
  const combos = [];
  for (const g of [0, 1, 2, 3]) for (const e of [0, 1, 2, 3]) for (const f of [0, 1, 2, 3]) for (const m of [0, 1, 2, 3]) combos.push([g, e, f, m]);
  for (const combo of combos) {
    const { json, ms } = await call(offline.url, 'ai-product-quiz', { prompt: quizPrompt(combo) });
    if (json.recommendations.length !== 3) throw new Error('quiz did not answer 3 products');
    quizTimes.push(ms);
  }
  lines.push('## Offline quiz', '', `${combos.length} requests: median ${fmt(pct(quizTimes, 50))}, p95 ${fmt(pct(quizTimes, 95))}, max ${fmt(Math.max(...quizTimes))}.`, '');
} finally {
  offline.stop();
}

lines.push('## Chat with a model configured (local fake OpenAI-compatible API)', '', `ASSISTANT_TIMEOUT_MS=${MODEL_TIMEOUT_MS}. Answers that need no model (greetings, unknowns) skip it.`, '', '| model | median | p95 | used / fallback / offline |', '|---|---|---|---|');
for (const [label, delay] of [
  ['answers in 300 ms', 300],
  ['never answers', null],
]) {
  const model = await fakeModel(delay);
  const worker = await startWorker({ vars: { ASSISTANT_PROVIDER: 'openai', ASSISTANT_API_URL: model.url, ASSISTANT_MODEL: 'fake', ASSISTANT_TIMEOUT_MS: String(MODEL_TIMEOUT_MS) } });
  try {
    await call(worker.url, 'wellness-chatbot', { messages: [{ role: 'user', content: 'Bună!' }] });
    const times = [];
    const outcomes = { model: 0, fallback: 0, offline: 0 };
    for (const row of table) {
      const { ms, ai } = await call(worker.url, 'wellness-chatbot', { messages: [{ role: 'user', content: row.q }] });
      times.push(ms);
      outcomes[ai] = (outcomes[ai] ?? 0) + 1;
    }
    lines.push(`| ${label} | ${fmt(pct(times, 50))} | ${fmt(pct(times, 95))} | ${outcomes.model} / ${outcomes.fallback} / ${outcomes.offline} |`);
  } finally {
    worker.stop();
    model.close();
  }
}
lines.push('');
writeFileSync(resolve(root, 'bench/ASSISTANT.md'), `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
