// The intent classifier: what it learns from content/assistant/intent-corpus.tsv must carry over to messages it
// never saw. Measured by cross-validation (each fifth of the corpus read by a model trained on the other four).
import { describe, expect, it } from 'vitest';
import { classify, type Example, parseCorpus, train } from '../../../worker/assistant/understand/classifier';
import { INTENTS, readIntent, SURE } from '../../../worker/assistant/understand/intent';

const files = import.meta.glob<string>('../../../content/assistant/intent-corpus*.tsv', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const examples = Object.values(files).flatMap(parseCorpus);

/** Trained on one author's corpus, read on the other's: messages the model never saw, phrased by someone else. */
function acrossAuthors() {
  const corpora = Object.values(files).map(parseCorpus);
  let right = 0;
  let sure = 0;
  let sureRight = 0;
  let total = 0;
  for (const [k, test] of corpora.entries()) {
    const model = train(corpora.filter((_, i) => i !== k).flat());
    for (const e of test) {
      const r = classify(model, e.text);
      total++;
      if (r.intent === e.label) right++;
      if (r.confidence >= SURE) {
        sure++;
        if (r.intent === e.label) sureRight++;
      }
    }
  }
  return { accuracy: right / total, coverage: sure / total, precision: sureRight / sure };
}

describe('intent classifier', () => {
  it('learns from a corpus with every intent, each with enough examples', () => {
    const counts = new Map<string, number>();
    for (const e of examples) counts.set(e.label, (counts.get(e.label) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([...INTENTS].sort());
    for (const [label, n] of counts) expect(n, label).toBeGreaterThanOrEqual(30);
  });

  it("reads another author's messages it never saw, and is right more often where it is sure", () => {
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(2);
    const { accuracy, coverage, precision } = acrossAuthors();
    console.log(
      `intent across authors: accuracy ${accuracy.toFixed(3)}, sure on ${coverage.toFixed(3)}, right when sure ${precision.toFixed(3)}`,
    );
    // Measured when the second corpus landed: 0.85 and 0.885 one way and the other; 0.94–0.95 right when sure.
    expect(accuracy).toBeGreaterThanOrEqual(0.8);
    expect(precision).toBeGreaterThanOrEqual(0.9);
  });

  it('reads typos and word forms the corpus does not hold, through letters, not word lists', () => {
    const cases: [string, string][] = [
      ['cat costa transportu pana in brasov', 'shipping_cost'],
      ['vreau sa returnez crema, cum procedez', 'returns'],
      ['se poate plati cu cardu la livrare?', 'payment'],
      ['ce ingrediente are crema de zi', 'ingredients'],
    ];
    for (const [q, intent] of cases) expect(readIntent(q).intent, q).toBe(intent);
  });

  it('is not sure of a message that has nothing of the corpus', () => {
    expect(readIntent('qwzx vbnm plkj').confidence).toBeLessThan(SURE);
    expect(classify(train([{ label: 'a', text: 'x' } as Example, { label: 'b', text: 'y' }]), '').intent).toBe('other');
  });
});
