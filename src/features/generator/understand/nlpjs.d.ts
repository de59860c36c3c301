/** The one module of NLP.js the generator uses: the French Snowball stemmer (CommonJS). */
declare module '@nlpjs/lang-fr/src/stemmer-fr' {
  export default class StemmerFr {
    stem(tokens: string[]): string[];
  }
}
