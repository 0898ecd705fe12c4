/**
 * A set of 32-byte transaction ids kept outside the JS heap, each with its insertion index and two signed 32-bit
 * words of its owner's (the tail keeps a transaction's round and payset index there). It holds what the transaction
 * tail keeps for the last MaxTxnLife rounds (service/algod/txtail.ts), and a block evaluator's pending block
 * (evaluator.ts: a string key per pending transaction would be one more heap object each for the collector to
 * copy). At the protocol's largest blocks (~23,000 payments per 5 MiB) the tail's window is over 20 million ids,
 * beyond the 2^24 entries a JS Map can hold and too many heap objects for the collector, so ids live in fixed-size
 * chunks of bytes and the index is an Int32Array.
 *
 * Invariants:
 * - `add` appends: the n-th id added has index n (0-based); ids are not checked for duplicates (the tail adds each
 *   committed transaction once). `indexOf` answers the first index of an id, or -1; `word(index, k)` the k-th word
 *   given with it.
 * - The index is open addressing with linear probing over the id's first four bytes (ids are SHA-512/256 outputs,
 *   so those bytes are uniform), at most half full. Growing never stalls on the whole table: a new index twice the
 *   size takes every insert at once, and the old one is moved into it a few slots per insert (lookups consult
 *   both until it is drained). Ids never move: the first chunk holds `expected` ids (a round's table is then one
 *   exact chunk), and each further chunk twice the ids of all before it, so memory stays within twice the ids held
 *   and a table of one id costs a few hundred bytes.
 */

const ID_BYTES = 32;
/** an id and its two words */
const SLOT_BYTES = ID_BYTES + 8;
/** ids in the first chunk of a table told no size (later chunks double) */
const FIRST_CHUNK_IDS = 4;
/** old slots moved per insert while a grown index drains the old one: drains well before the new one fills */
const MOVES_PER_INSERT = 4;

export class TxidTable {
  readonly #chunks: Buffer[] = [];
  /** ids in the first chunk; chunk c starts at id #first · (2^c − 1) and holds #first · 2^c ids */
  readonly #first: number;
  #size = 0;
  /** index + 1 per slot; 0 = empty */
  #slots: Int32Array;
  /** the index before the last growth, while it is being moved into #slots */
  #old: Int32Array | undefined;
  /** next old slot to move */
  #moved = 0;

  /** @param expected how many ids the table will likely hold (sizes the first index) */
  constructor(expected = 8) {
    this.#first = Math.max(FIRST_CHUNK_IDS, expected);
    let slots = 16;
    while (slots < expected * 2) slots *= 2;
    this.#slots = new Int32Array(slots);
  }

  get size(): number {
    return this.#size;
  }

  /**
   * Append `txid` (its first 32 bytes) with two signed 32-bit words; returns its index.
   * @throws RangeError (a word out of range)
   */
  add(txid: Uint8Array, word0 = 0, word1 = 0): number {
    const index = this.#size;
    const chunk = this.#chunkOf(index);
    if (chunk === this.#chunks.length) this.#chunks.push(Buffer.allocUnsafe(this.#first * (1 << chunk) * SLOT_BYTES));
    const target = this.#chunks[chunk]!;
    const base = this.#offsetIn(index, chunk);
    if (txid.length === ID_BYTES) target.set(txid, base);
    else for (let i = 0; i < ID_BYTES; i++) target[base + i] = txid[i]!;
    target.writeInt32LE(word0, base + ID_BYTES);
    target.writeInt32LE(word1, base + ID_BYTES + 4);
    this.#size = index + 1;
    if (this.#old !== undefined) this.#drain(MOVES_PER_INSERT);
    if (this.#size * 2 > this.#slots.length) this.#grow();
    place(this.#slots, hashOf(txid), index);
    return index;
  }

  /** The index of `txid`, or -1 when it is not here. */
  indexOf(txid: Uint8Array): number {
    const hash = hashOf(txid);
    const found = this.#find(this.#slots, hash, txid);
    if (found >= 0 || this.#old === undefined) return found;
    return this.#find(this.#old, hash, txid);
  }

  /** Word `k` (0 or 1) given with the id at `index` (0 ≤ index < size). */
  word(index: number, k: 0 | 1): number {
    const c = this.#chunkOf(index);
    return this.#chunks[c]!.readInt32LE(this.#offsetIn(index, c) + ID_BYTES + 4 * k);
  }

  #find(slots: Int32Array, hash: number, txid: Uint8Array): number {
    const mask = slots.length - 1;
    for (let at = hash & mask; ; at = (at + 1) & mask) {
      const entry = slots[at]!;
      if (entry === 0) return -1;
      if (this.#holds(entry - 1, txid)) return entry - 1;
    }
  }

  /** The chunk holding id `index`. */
  #chunkOf(index: number): number {
    return 31 - Math.clz32(Math.floor(index / this.#first) + 1);
  }

  /** The byte offset of id `index` in its chunk `chunk`. */
  #offsetIn(index: number, chunk: number): number {
    return (index - this.#first * ((1 << chunk) - 1)) * SLOT_BYTES;
  }

  #holds(index: number, txid: Uint8Array): boolean {
    const c = this.#chunkOf(index);
    const chunk = this.#chunks[c]!;
    const base = this.#offsetIn(index, c);
    for (let i = 0; i < ID_BYTES; i++) if (chunk[base + i] !== txid[i]) return false;
    return true;
  }

  #grow(): void {
    if (this.#old !== undefined) this.#drain(this.#old.length); // a second growth before the first drained
    this.#old = this.#slots;
    this.#moved = 0;
    this.#slots = new Int32Array(this.#slots.length * 2);
  }

  /** Move up to `n` slots of the old index into the current one; drop the old one once all are moved. */
  #drain(n: number): void {
    const old = this.#old!;
    const end = Math.min(old.length, this.#moved + n);
    for (let at = this.#moved; at < end; at++) {
      const entry = old[at]!;
      if (entry !== 0) place(this.#slots, this.#hashAt(entry - 1), entry - 1);
    }
    this.#moved = end;
    if (end === old.length) this.#old = undefined;
  }

  #hashAt(index: number): number {
    const c = this.#chunkOf(index);
    const chunk = this.#chunks[c]!;
    const base = this.#offsetIn(index, c);
    return (chunk[base]! | (chunk[base + 1]! << 8) | (chunk[base + 2]! << 16) | (chunk[base + 3]! << 24)) >>> 0;
  }
}

function hashOf(txid: Uint8Array): number {
  return (txid[0]! | (txid[1]! << 8) | (txid[2]! << 16) | (txid[3]! << 24)) >>> 0;
}

function place(slots: Int32Array, hash: number, index: number): void {
  const mask = slots.length - 1;
  let at = hash & mask;
  while (slots[at] !== 0) at = (at + 1) & mask;
  slots[at] = index + 1;
}
