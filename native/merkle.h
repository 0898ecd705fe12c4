/*
 * Transaction-commitment algorithms on plain memory (spec: docs/spec/algod.md §9, docs/spec/protocol.md §5.4).
 *
 * Invariants:
 * - Pure C on caller-owned buffers: no N-API, no globals, so every function may run on a libuv worker thread.
 * - Inputs are never written. Outputs are written only on success, except that a failure may leave a partially
 *   written output buffer (callers discard it).
 * - "array" scheme: classic Merkle array (header `txn`): levels in natural order, a missing right child is an
 *   all-zero digest, root of 0 leaves is an all-zero digest, root of 1 leaf is the leaf.
 * - "vector" scheme: vector commitment (`txn256`, `txn512`): leaves padded to 2^d slots with H("MB"), slot t
 *   holding element bitreverse_d(t); root of 0 leaves is H("MB").
 * - Proofs list the sibling at each level, bottom level first; a missing sibling is written as zeros.
 */
#ifndef ALGORUN_MERKLE_H
#define ALGORUN_MERKLE_H

#include <stddef.h>
#include <stdint.h>

enum { SCHEME_ARRAY = 0, SCHEME_VECTOR = 1 };

/* Result codes shared with the N-API layer. */
enum { MK_OK = 0, MK_ERR_CRYPTO = 1, MK_ERR_NOMEM = 2 };

/* `count` items; item i is data[offsets[i] .. offsets[i+1]) (offsets has count + 1 validated entries). */
typedef struct {
  const uint8_t *data;
  const uint32_t *offsets;
  size_t count;
} byte_list_t;

/* Number of proof levels for n leaves: ceil(log2 n) (array) or bitlen(n - 1) (vector); 0 when n <= 1. */
size_t tree_depth(int scheme, size_t n);

/* out[i] = H_kind(prefix || item_i), packed. */
int mk_hash_batch(int kind, const uint8_t *prefix, size_t prefix_len, const byte_list_t *items, uint8_t *out);

/* out[i] = H_kind("TL" || H_id("TX" || txn_i) || H_id("STIB" || stib_i)), packed; txns->count == stibs->count. */
int mk_txn_leaves(int kind, int id_kind, const byte_list_t *txns, const byte_list_t *stibs, uint8_t *out);

/*
 * Builds the tree over n packed leaves. Writes the root to `root` when it is not NULL, and the proof of leaf
 * `index` (< n) to `proof` (tree_depth(scheme, n) digests) when `proof` is not NULL.
 */
int mk_tree(int scheme, int kind, const uint8_t *leaves, size_t n, size_t index, uint8_t *root, uint8_t *proof);

#endif
