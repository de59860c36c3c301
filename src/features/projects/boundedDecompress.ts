/**
 * lz-string's `decompressFromEncodedURIComponent`, with a ceiling on the length of what it makes.
 *
 * A share link is hostile input. LZ-string codes may each name the dictionary entry being built
 * (« KwKwK »), so entry k is k characters long and n codes decompress to about n²/2 characters:
 * a link of 500 KB (under the 2 MB limit of a link) made the library's decompressor exhaust the
 * tab's memory. This one stops, and returns null, as soon as the output would pass `maxLength`;
 * its work is bounded by `maxLength` and the input's length. Otherwise it returns what lz-string
 * returns, except for a stream whose first code names nothing (3), which lz-string carries along as
 * `undefined` (throwing, or joining it as ''): this one refuses it, with null.
 */

const URI_SAFE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
const ALPHABET_VALUES = new Map([...URI_SAFE_ALPHABET].map((char, i) => [char, i]));
/** Each character of the alphabet carries six bits, read from the highest (2⁵) down. */
const TOP_BIT = 32;

export function decompressFromEncodedURIComponentBounded(
  input: string,
  maxLength: number,
): string | null {
  if (input === '') return null;
  const text = input.replace(/ /g, '+');
  const valueAt = (index: number) => ALPHABET_VALUES.get(text.charAt(index)) ?? 0;

  let value = valueAt(0);
  let position = TOP_BIT;
  let index = 1;
  const readBits = (count: number) => {
    let bits = 0;
    for (let power = 1; power !== 1 << count; power <<= 1) {
      if (value & position) bits |= power;
      position >>= 1;
      if (position === 0) {
        position = TOP_BIT;
        value = valueAt(index++);
      }
    }
    return bits;
  };

  const dictionary: string[] = [];
  let dictSize = 4;
  let numBits = 3;
  let enlargeIn = 4;

  const first = readBits(2);
  if (first === 2) return '';
  if (first !== 0 && first !== 1) return null;
  let w = String.fromCharCode(readBits(first === 0 ? 8 : 16));
  dictionary[3] = w;
  const result = [w];
  let length = w.length;
  if (length > maxLength) return null;

  for (;;) {
    if (index > text.length) return '';
    let code = readBits(numBits);
    if (code === 0 || code === 1) {
      dictionary[dictSize++] = String.fromCharCode(readBits(code === 0 ? 8 : 16));
      code = dictSize - 1;
      enlargeIn -= 1;
    } else if (code === 2) {
      return result.join('');
    }
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits += 1;
    }
    let entry = dictionary[code];
    if (entry === undefined) {
      if (code !== dictSize) return null;
      entry = w + w.charAt(0);
    }
    length += entry.length;
    if (length > maxLength) return null;
    result.push(entry);
    dictionary[dictSize++] = w + entry.charAt(0);
    enlargeIn -= 1;
    w = entry;
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits += 1;
    }
  }
}
