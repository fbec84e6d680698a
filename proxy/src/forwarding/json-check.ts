/**
 * Whether bytes are one JSON text, checked without building it. The forwarder sends a good upstream
 * answer to the browser as the upstream wrote it, so it only needs to know that the answer is
 * JSON (else 502): `JSON.parse(bytes.toString('utf8'))` decoded and built every answer only to
 * throw it away (a fifth of the proxy's time per search call in a CPU profile under load). The
 * check accepts exactly what that parse accepts (the tests compare them on generated and mutated
 * texts): the grammar of RFC 8259 with white space, strings, numbers and the three literals; bytes
 * of 0x80 and above are accepted inside strings only (the decoder would turn bad UTF-8 there into
 * U+FFFD, which the parse accepts) and nowhere else. Nesting is kept on a stack of its own, so any
 * depth is checked without recursion.
 */

const SPACE = 0x20;
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const MINUS = 0x2d;
const PLUS = 0x2b;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;

const isDigit = (c: number) => c >= ZERO && c <= NINE;
const isHex = (c: number) =>
  (c >= ZERO && c <= NINE) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);

/** After `\`: the characters an escape may name (`"\/bfnrt`; `u` is handled apart). */
const SIMPLE_ESCAPES = new Set([QUOTE, BACKSLASH, 0x2f, 0x62, 0x66, 0x6e, 0x72, 0x74]);

const TRUE = [0x74, 0x72, 0x75, 0x65];
const FALSE = [0x66, 0x61, 0x6c, 0x73, 0x65];
const NULL = [0x6e, 0x75, 0x6c, 0x6c];

/** The index after the string whose opening quote is at `i`, or -1 when it is not a string. */
function skipString(b: Uint8Array, i: number): number {
  const n = b.length;
  i++;
  while (i < n) {
    const c = b[i] ?? 0;
    if (c === QUOTE) return i + 1;
    if (c === BACKSLASH) {
      const e = b[i + 1] ?? 0;
      if (e === 0x75) {
        if (!(isHex(b[i + 2] ?? 0) && isHex(b[i + 3] ?? 0))) return -1;
        if (!(isHex(b[i + 4] ?? 0) && isHex(b[i + 5] ?? 0))) return -1;
        i += 6;
      } else if (SIMPLE_ESCAPES.has(e)) {
        i += 2;
      } else {
        return -1;
      }
    } else if (c < SPACE) {
      return -1;
    } else {
      i++;
    }
  }
  return -1;
}

/** The index after the number that starts at `i`, or -1. */
function skipNumber(b: Uint8Array, i: number): number {
  if (b[i] === MINUS) i++;
  if (b[i] === ZERO) {
    i++;
  } else if (isDigit(b[i] ?? 0)) {
    while (isDigit(b[i] ?? 0)) i++;
  } else {
    return -1;
  }
  if (b[i] === DOT) {
    i++;
    if (!isDigit(b[i] ?? 0)) return -1;
    while (isDigit(b[i] ?? 0)) i++;
  }
  if (b[i] === 0x65 || b[i] === 0x45) {
    i++;
    if (b[i] === PLUS || b[i] === MINUS) i++;
    if (!isDigit(b[i] ?? 0)) return -1;
    while (isDigit(b[i] ?? 0)) i++;
  }
  return i;
}

function skipLiteral(b: Uint8Array, i: number, word: readonly number[]): number {
  for (const c of word) {
    if (b[i] !== c) return -1;
    i++;
  }
  return i;
}

function skipSpace(b: Uint8Array, i: number): number {
  for (;;) {
    const c = b[i];
    if (c !== SPACE && c !== LF && c !== CR && c !== TAB) return i;
    i++;
  }
}

/** Containers open at the current point: true for an object, false for an array. */
type Stack = boolean[];

/** Whether `bytes` hold exactly one JSON value, with white space around it at most. */
export function isJson(bytes: Uint8Array): boolean {
  const b = bytes;
  const stack: Stack = [];
  let i = skipSpace(b, 0);
  // Each turn reads one value at `i` (after a key's colon, a comma, an opening or the start).
  for (;;) {
    const c = b[i];
    if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      const isObject = c === OPEN_BRACE;
      i = skipSpace(b, i + 1);
      if (b[i] === (isObject ? CLOSE_BRACE : CLOSE_BRACKET)) {
        i++;
      } else {
        stack.push(isObject);
        if (isObject) {
          i = objectKey(b, i);
          if (i < 0) return false;
        }
        continue;
      }
    } else if (c === QUOTE) {
      i = skipString(b, i);
    } else if (c === 0x74) {
      i = skipLiteral(b, i, TRUE);
    } else if (c === 0x66) {
      i = skipLiteral(b, i, FALSE);
    } else if (c === 0x6e) {
      i = skipLiteral(b, i, NULL);
    } else {
      i = skipNumber(b, i);
    }
    if (i < 0) return false;
    // After a value: a comma (next member or element), closings, or the end.
    for (;;) {
      i = skipSpace(b, i);
      if (stack.length === 0) return i === b.length;
      const inObject = stack[stack.length - 1];
      const next = b[i];
      if (next === COMMA) {
        i = skipSpace(b, i + 1);
        if (inObject) {
          i = objectKey(b, i);
          if (i < 0) return false;
        }
        break;
      }
      if (next !== (inObject ? CLOSE_BRACE : CLOSE_BRACKET)) return false;
      stack.pop();
      i++;
    }
  }
}

/** At a member's key: the index of its value (after the key, the colon and white space), or -1. */
function objectKey(b: Uint8Array, i: number): number {
  if (b[i] !== QUOTE) return -1;
  i = skipString(b, i);
  if (i < 0) return -1;
  i = skipSpace(b, i);
  if (b[i] !== COLON) return -1;
  return skipSpace(b, i + 1);
}
