/**
 * Word vectors of the library's own corpus (the Service-Public.fr sheets), for semantic
 * similarity between index terms: "loyer" is near "locataire" though they share no letters.
 * Trained by scripts/train-word-vectors.ts (word2vec skip-gram); keyed by the index terms of
 * text.ts (`termOf`), so a term from the index or a question is looked up as it is.
 *
 * The artefact stores each unit vector as int8 with its own scale (about 1/100 of the size of
 * JSON floats); a vector is dequantised on its first request only, since a search touches a few
 * dozen terms of the 12,000.
 */
import data from './vectors/vdd-fr.json' with { type: 'json' };

export interface WordVectors {
  dim: number;
  /** The term's unit vector (length 1 within quantisation error), undefined for a term not in the corpus vocabulary. */
  vector(term: string): Float32Array | undefined;
}

interface VectorFile {
  corpus: string;
  dim: number;
  terms: string[];
  scales: number[];
  vectors: string;
}

let loaded: WordVectors | undefined;

/** The vectors, decoded once per process (the base64 is decoded on the first call, not at import). */
export function loadWordVectors(): WordVectors {
  if (loaded) return loaded;
  const file = data as VectorFile;
  const { dim, scales } = file;
  const bytes = Buffer.from(file.vectors, 'base64');
  const quantised = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const index = new Map<string, number>();
  file.terms.forEach((term, i) => {
    index.set(term, i);
  });
  const cache = new Map<number, Float32Array>();
  loaded = {
    dim,
    vector(term) {
      const i = index.get(term);
      if (i === undefined) return undefined;
      let vec = cache.get(i);
      if (!vec) {
        const scale = scales[i] ?? 0;
        vec = new Float32Array(dim);
        for (let k = 0; k < dim; k++) vec[k] = (quantised[i * dim + k] ?? 0) * scale;
        cache.set(i, vec);
      }
      return vec;
    },
  };
  return loaded;
}

/** Dot product, the cosine of two unit vectors. */
export function cosine(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let k = 0; k < a.length; k++) sum += (a[k] ?? 0) * (b[k] ?? 0);
  return sum;
}

/**
 * The k terms nearest to a term by cosine, best first: for tests and diagnostics only (it scans
 * the whole vocabulary). Empty for a term without a vector.
 */
export function nearest(vectors: WordVectors, term: string, k: number): { term: string; cosine: number }[] {
  const target = vectors.vector(term);
  if (!target) return [];
  const scored: { term: string; cosine: number }[] = [];
  for (const other of (data as VectorFile).terms) {
    if (other === term) continue;
    const vec = vectors.vector(other);
    if (vec) scored.push({ term: other, cosine: cosine(target, vec) });
  }
  return scored.sort((a, b) => b.cosine - a.cosine || (a.term < b.term ? -1 : 1)).slice(0, k);
}
