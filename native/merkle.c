/*
 * Merkle array and vector-commitment builders (see merkle.h for the invariants).
 *
 * Levels are reduced in place: parent j is written over slot j after its children 2j and 2j + 1 were read, and
 * every slot below 2j has already been consumed, so one scratch buffer serves all levels.
 */
#include "merkle.h"

#include <stdlib.h>
#include <string.h>

#include "digest.h"

static const uint8_t kPrefixNode[2] = {'M', 'A'};
static const uint8_t kPrefixBottom[2] = {'M', 'B'};
static const uint8_t kPrefixLeaf[2] = {'T', 'L'};
static const uint8_t kPrefixTxn[2] = {'T', 'X'};
static const uint8_t kPrefixStib[4] = {'S', 'T', 'I', 'B'};
static const uint8_t kZeroDigest[MAX_DIGEST_SIZE] = {0};

size_t tree_depth(int scheme, size_t n) {
  size_t depth = 0;
  if (n <= 1) return 0;
  if (scheme == SCHEME_VECTOR) {
    for (size_t x = n - 1; x != 0; x >>= 1) depth++;
    return depth;
  }
  for (size_t width = n; width > 1; width = (width + 1) / 2) depth++;
  return depth;
}

static size_t bit_reverse(size_t x, size_t bits) {
  size_t r = 0;
  for (size_t i = 0; i < bits; i++) {
    r = (r << 1) | (x & 1);
    x >>= 1;
  }
  return r;
}

static const uint8_t *item_at(const byte_list_t *list, size_t i, size_t *len) {
  *len = (size_t)list->offsets[i + 1] - (size_t)list->offsets[i];
  return list->data + list->offsets[i];
}

int mk_hash_batch(int kind, const uint8_t *prefix, size_t prefix_len, const byte_list_t *items, uint8_t *out) {
  hasher_t h;
  int rc = MK_OK;
  if (hasher_open(&h, kind) != 0) return MK_ERR_CRYPTO;
  for (size_t i = 0; i < items->count && rc == MK_OK; i++) {
    size_t len;
    const uint8_t *item = item_at(items, i, &len);
    if (hasher_digest3(&h, prefix, prefix_len, item, len, NULL, 0, out + i * h.size) != 0) rc = MK_ERR_CRYPTO;
  }
  hasher_close(&h);
  return rc;
}

static int txn_leaf(hasher_t *leaf, hasher_t *id, const byte_list_t *txns, const byte_list_t *stibs, size_t i,
                    uint8_t *out) {
  uint8_t body[2 * MAX_DIGEST_SIZE];
  size_t len;
  const uint8_t *item = item_at(txns, i, &len);
  if (hasher_digest3(id, kPrefixTxn, sizeof kPrefixTxn, item, len, NULL, 0, body) != 0) return -1;
  item = item_at(stibs, i, &len);
  if (hasher_digest3(id, kPrefixStib, sizeof kPrefixStib, item, len, NULL, 0, body + id->size) != 0) return -1;
  return hasher_digest3(leaf, kPrefixLeaf, sizeof kPrefixLeaf, body, 2 * id->size, NULL, 0, out);
}

int mk_txn_leaves(int kind, int id_kind, const byte_list_t *txns, const byte_list_t *stibs, uint8_t *out) {
  hasher_t leaf, id;
  int rc = MK_OK;
  if (hasher_open(&leaf, kind) != 0) return MK_ERR_CRYPTO;
  if (hasher_open(&id, id_kind) != 0) {
    hasher_close(&leaf);
    return MK_ERR_CRYPTO;
  }
  for (size_t i = 0; i < txns->count && rc == MK_OK; i++) {
    if (txn_leaf(&leaf, &id, txns, stibs, i, out + i * leaf.size) != 0) rc = MK_ERR_CRYPTO;
  }
  hasher_close(&id);
  hasher_close(&leaf);
  return rc;
}

/* dst[j] = H("MA" || src[2j] || src[2j+1]) for the (len + 1) / 2 parents; dst may equal src. */
static int reduce_level(hasher_t *h, const uint8_t *src, size_t len, uint8_t *dst) {
  size_t s = h->size;
  size_t pairs = len / 2;
  for (size_t j = 0; j < pairs; j++) {
    /* Siblings are adjacent in memory, so the node body is one contiguous 2s-byte run. */
    if (hasher_digest3(h, kPrefixNode, 2, src + 2 * j * s, 2 * s, NULL, 0, dst + j * s) != 0) return -1;
  }
  if (len & 1) {
    if (hasher_digest3(h, kPrefixNode, 2, src + (len - 1) * s, s, kZeroDigest, s, dst + pairs * s) != 0) return -1;
  }
  return 0;
}

/* Reduces `len` nodes at `src` to one, writing proof siblings for position `pos` when `proof` is set. */
static int reduce_to_root(hasher_t *h, const uint8_t *src, size_t len, uint8_t *scratch, size_t pos, uint8_t *root,
                          uint8_t *proof) {
  size_t s = h->size;
  for (size_t level = 0; len > 1; level++) {
    if (proof != NULL) {
      size_t sibling = pos ^ 1;
      if (sibling < len)
        memcpy(proof + level * s, src + sibling * s, s);
      else
        memset(proof + level * s, 0, s);
      pos >>= 1;
    }
    if (reduce_level(h, src, len, scratch) != 0) return MK_ERR_CRYPTO;
    src = scratch;
    len = (len + 1) / 2;
  }
  if (root != NULL) memcpy(root, src, s);
  return MK_OK;
}

static int array_tree(hasher_t *h, const uint8_t *leaves, size_t n, size_t index, uint8_t *root, uint8_t *proof) {
  uint8_t *scratch;
  int rc;
  if (n == 0) {
    if (root != NULL) memset(root, 0, h->size);
    return MK_OK;
  }
  if (n == 1) return reduce_to_root(h, leaves, 1, NULL, index, root, proof);
  scratch = malloc(((n + 1) / 2) * h->size);
  if (scratch == NULL) return MK_ERR_NOMEM;
  rc = reduce_to_root(h, leaves, n, scratch, index, root, proof);
  free(scratch);
  return rc;
}

static int vector_tree(hasher_t *h, const uint8_t *leaves, size_t n, size_t index, uint8_t *root, uint8_t *proof) {
  size_t s = h->size;
  size_t depth = tree_depth(SCHEME_VECTOR, n);
  size_t slots;
  uint8_t bottom[MAX_DIGEST_SIZE];
  uint8_t *level;
  int rc;
  if (depth >= sizeof(size_t) * 8 - 8) return MK_ERR_NOMEM;
  slots = (size_t)1 << depth;
  if (hasher_digest3(h, kPrefixBottom, sizeof kPrefixBottom, NULL, 0, NULL, 0, bottom) != 0) return MK_ERR_CRYPTO;
  level = malloc(slots * s);
  if (level == NULL) return MK_ERR_NOMEM;
  for (size_t t = 0; t < slots; t++) {
    size_t e = bit_reverse(t, depth);
    memcpy(level + t * s, e < n ? leaves + e * s : bottom, s);
  }
  rc = reduce_to_root(h, level, slots, level, bit_reverse(index, depth), root, proof);
  free(level);
  return rc;
}

int mk_tree(int scheme, int kind, const uint8_t *leaves, size_t n, size_t index, uint8_t *root, uint8_t *proof) {
  hasher_t h;
  int rc;
  if (hasher_open(&h, kind) != 0) return MK_ERR_CRYPTO;
  if (scheme == SCHEME_VECTOR)
    rc = vector_tree(&h, leaves, n, index, root, proof);
  else
    rc = array_tree(&h, leaves, n, index, root, proof);
  hasher_close(&h);
  return rc;
}
