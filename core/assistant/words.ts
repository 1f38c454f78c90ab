// How the answerer reads a question's words (issue 16): lower case, curly quotes and contractions
// undone, punctuation dropped, plurals folded, and a word within a typo or two of a word it knows
// read as that word. The knowledge itself (which words mean what) is data in intents.ts.

const CONTRACTIONS: Record<string, string> = {
  "what's": "what is",
  "whats": "what is",
  "where's": "where is",
  "when's": "when is",
  "how's": "how is",
  "who's": "who is",
  "why's": "why is",
  "it's": "it is",
  "that's": "that is",
  "there's": "there is",
  "i'm": "i am",
  "im": "i am",
  "i've": "i have",
  "ive": "i have",
  "i'd": "i would",
  "i'll": "i will",
  "don't": "do not",
  "dont": "do not",
  "doesn't": "does not",
  "doesnt": "does not",
  "didn't": "did not",
  "didnt": "did not",
  "isn't": "is not",
  "isnt": "is not",
  "wasn't": "was not",
  "aren't": "are not",
  "can't": "can not",
  "cant": "can not",
  "cannot": "can not",
  "won't": "will not",
  "wont": "will not",
  "haven't": "have not",
  "shouldn't": "should not",
  "y'all": "you",
  "u": "you",
  "ur": "your",
  "pls": "please",
  "plz": "please",
  "w/": "with",
  // Chat-box shorthand and dropped apostrophes.
  "arent": "are not",
  "wasnt": "was not",
  "werent": "were not",
  "havent": "have not",
  "hasnt": "has not",
  "shouldnt": "should not",
  "wouldnt": "would not",
  "couldnt": "could not",
  "youre": "you are",
  "theyre": "they are",
  "thats": "that is",
  "theres": "there is",
  "wat": "what",
  "wut": "what",
  "wht": "what",
  "hw": "how",
  "r": "are",
  "ya": "you",
  "yu": "you",
  "gotta": "have to",
  "hafta": "have to",
  "gonna": "going to",
  "wanna": "want to",
  "lemme": "let me",
  "gimme": "give me",
  "abt": "about",
  "bc": "because",
  "cuz": "because",
  "thru": "through",
  "bil": "bill",
  "bils": "bill",
  "diff": "difference",
  "amt": "amount",
  "pmt": "payment",
  "ins": "insurance",
  "insur": "insurance",
  "doc": "doctor",
  "docs": "doctor",
  "hosp": "hospital",
  "yr": "year",
  "w": "with",
  "dept": "department",
  "vs": "versus",
  "v": "versus",
};

/** Short words a question uses for layout, not meaning (never typo-corrected, never a bill's name). */
export const STOPWORDS = new Set(
  "a an the and or of for to in on at by my me i is am are was were be been do does did it this that these those with from about your you our we what which who how much many can could would should will please tell show give any there have has had just so if not no but as than then its their them they he she his her".split(
    " ",
  ),
);

/** Plural and possessive folded: "charges" → "charge", "mary's" → "mary", "bills" → "bill". */
export function fold(word: string): string {
  let w = word.replace(/'s$/, "").replace(/'$/, "");
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  return w;
}

/** Lower-cased words with contractions expanded and punctuation dropped (digits kept). */
export function words(text: string): string[] {
  const lowered = text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/co-?pay/g, "copay")
    .replace(/co-?insurance/g, "coinsurance")
    .replace(/e\.o\.b\.?/g, "eob");
  const out: string[] = [];
  for (const raw of lowered.split(/[^a-z0-9'/]+/)) {
    const token = raw.replace(/^'+|'+$/g, "");
    if (!token) continue;
    const expanded = CONTRACTIONS[token];
    if (expanded) out.push(...expanded.split(" "));
    else out.push(...token.split("/").filter(Boolean).map(fold));
  }
  return out;
}

/** Levenshtein distance, stopping early once it exceeds `limit`. */
export function distance(a: string, b: string, limit = 2): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const swap =
        i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1] ? (previous[j - 2] ?? 0) : Infinity;
      current[j] = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
        swap === Infinity ? Infinity : swap,
      );
      best = Math.min(best, current[j]);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length];
}

/** How far a typo may be from the word meant: none for short words, one for 5+, two for 9+. */
export function typoAllowance(word: string): number {
  return word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0;
}

/** Each word read as the vocabulary word it is closest to, when it is not one already. */
export function corrected(tokens: string[], vocabulary: ReadonlySet<string>): string[] {
  return tokens.map((token) => {
    if (vocabulary.has(token) || STOPWORDS.has(token) || /\d/.test(token)) return token;
    const allowance = typoAllowance(token);
    if (allowance === 0) return token;
    let best = token;
    let bestDistance = allowance + 1;
    for (const word of vocabulary) {
      if (word.includes(" ")) continue;
      const d = distance(token, word, allowance);
      if (d < bestDistance) {
        best = word;
        bestDistance = d;
      }
    }
    return best;
  });
}
