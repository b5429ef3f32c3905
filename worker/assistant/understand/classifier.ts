// A linear text classifier (multinomial logistic regression) over words, word pairs and 3- and 4-letter pieces of
// words, the kind that reads "uleul", "uleiului" and "ulei" as near neighbours without a word list. Trained when the
// worker is built (build/assistant-knowledge-plugin.ts) from content/assistant/intent-corpus*.tsv; the worker only
// scores. Written here because the npm classifiers pull an English NLP model or a matrix library for what is a few
// dozen lines of gradient descent.
import { foldText } from '../../../domain/text';

export interface Example {
  label: string;
  text: string;
}

/** What training leaves: a bias per class, and per feature the classes it weighs for (small weights dropped). */
export interface IntentModel {
  labels: string[];
  bias: number[];
  /** feature → [class, weight, class, weight, …]. */
  weights: Record<string, number[]>;
}

export interface Reading {
  intent: string;
  /** The top class's share of the probability after tempering (0–1): how sure the reading is. */
  confidence: number;
  /** Every class with its share, best first. */
  ranked: [label: string, share: number][];
}

/** The text as the classifier sees it: folded, numbers as "0", words, their 3- and 4-letter pieces, word pairs. */
export function features(text: string): string[] {
  const tokens = foldText(text)
    .replace(/\d+(?:[.,]\d+)?/g, ' 0 ')
    .split(/[^a-z0-9%]+/)
    .filter(Boolean);
  const out = new Set<string>();
  tokens.forEach((token, i) => {
    out.add(`w:${token}`);
    if (i > 0) out.add(`b:${tokens[i - 1]}_${token}`);
    if (token.length < 3) return;
    const padded = `<${token}>`;
    for (const n of [3, 4]) for (let j = 0; j + n <= padded.length; j++) out.add(padded.slice(j, j + n));
  });
  return [...out];
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/** A fixed pseudo-random sequence (Park–Miller), so the same corpus always trains the same model. */
function sequence(seed = 1) {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}

export interface TrainOptions {
  epochs?: number;
  rate?: number;
  /** Weights smaller than this are dropped from the model (they change almost no reading and weigh the bundle). */
  prune?: number;
}

/**
 * Stochastic gradient descent on the softmax loss, the examples shuffled each epoch, the rate decaying; each
 * example's features are scaled by 1/√n so long and short messages weigh alike.
 */
export function train(examples: Example[], { epochs = 20, rate = 1, prune = 0.3 }: TrainOptions = {}): IntentModel {
  const labels = [...new Set(examples.map((e) => e.label))].sort();
  const size = labels.length;
  const index = new Map(labels.map((l, i) => [l, i]));
  const data = examples.map((e) => ({ y: index.get(e.label)!, f: features(e.text) }));
  const weights = new Map<string, Float64Array>();
  const row = (f: string) => {
    const known = weights.get(f);
    if (known) return known;
    const fresh = new Float64Array(size);
    weights.set(f, fresh);
    return fresh;
  };
  const bias = new Float64Array(size);
  const scores = new Float64Array(size);
  const order = data.map((_, i) => i);
  const random = sequence();
  for (let epoch = 0; epoch < epochs; epoch++) {
    const step = rate / (1 + epoch * 0.3);
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const k of order) {
      const { y, f } = data[k]!;
      const norm = 1 / Math.sqrt(f.length || 1);
      const rows = f.map(row);
      scores.set(bias);
      for (const r of rows) for (let c = 0; c < size; c++) scores[c]! += r[c]! * norm;
      const top = Math.max(...scores);
      let sum = 0;
      for (let c = 0; c < size; c++) {
        scores[c] = Math.exp(scores[c]! - top);
        sum += scores[c]!;
      }
      for (let c = 0; c < size; c++) {
        const gradient = scores[c]! / sum - (c === y ? 1 : 0);
        bias[c]! -= step * gradient;
        for (const r of rows) r[c]! -= step * gradient * norm;
      }
    }
  }
  const kept: Record<string, number[]> = {};
  for (const [f, r] of weights) {
    const pairs: number[] = [];
    r.forEach((w, c) => {
      // Weights under `prune` dropped and one decimal kept: about a point of accuracy for 40% less to load.
      if (Math.abs(w) >= prune) pairs.push(c, Math.round(w * 10) / 10);
    });
    if (pairs.length) kept[f] = pairs;
  }
  return { labels, bias: [...bias].map(round), weights: kept };
}

/** The class of a text and the model's probability for it (the share of the softmax). */
export function classify(model: IntentModel, text: string): Reading {
  const scores = [...model.bias];
  const all = features(text);
  const found = all.map((f) => model.weights[f]).filter((pairs) => pairs !== undefined);
  // Scaled as in training, by all the text's features: pieces the corpus never had make the reading less sure.
  const norm = 1 / Math.sqrt(all.length || 1);
  for (const pairs of found) for (let k = 0; k < pairs.length; k += 2) scores[pairs[k]!]! += pairs[k + 1]! * norm;
  const top = Math.max(...scores);
  const shares = scores.map((s) => Math.exp(s - top));
  const sum = shares.reduce((a, b) => a + b, 0);
  const ranked = model.labels
    .map((label, c): [string, number] => [label, found.length ? shares[c]! / sum : 0])
    .sort((a, b) => b[1] - a[1]);
  return { intent: found.length ? ranked[0]![0] : 'other', confidence: ranked[0]![1], ranked };
}

/** The examples of a corpus file: `label<TAB>text` lines; `#` comments and blank lines skipped. */
export function parseCorpus(tsv: string): Example[] {
  return tsv
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const tab = line.indexOf('\t');
      return { label: line.slice(0, tab).trim(), text: line.slice(tab + 1).trim() };
    })
    .filter((e) => e.label && e.text);
}
