/*
 * ed25519 verification, single and batched (see ed25519.h for the rules and the invariants).
 *
 * Multi-scalar multiplication is Straus's interleaving: one shared chain of doublings, and for each point a
 * width-5 signed digit expansion (odd digits in [-15, 15]) adding or subtracting one of its eight precomputed odd
 * multiples. Per signature a batch pays a point decoding (a square root), a table and about 22 point additions for
 * R; each distinct key of the batch pays one decoding, one table and about 42 additions however many of its
 * signatures the batch holds; the 254 doublings are shared by the whole batch.
 */
#include "ed25519.h"

#include <stdlib.h>
#include <string.h>
#include <uv.h>

#include "digest.h"
#include "ge25519.h"
#include "sc25519.h"

#if !defined(__BYTE_ORDER__) || __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "fe25519.h loads limbs as little-endian words"
#endif

#define NAF_LEN 260 /* digits of a number below 2^256, plus the carry of the last digit */
#define TABLE 8     /* odd multiples P, 3P, ..., 15P */

static ge_constants g_k;
static ge_cached g_base[TABLE];
static uv_once_t g_once = UV_ONCE_INIT;

typedef struct {
  ge_p3 neg_r;   /* -R, so that every scalar is positive */
  int key;       /* index of its public key in workspace_t.keys */
  uint8_t h[32]; /* SHA-512(R || A || message), reduced */
  const uint8_t *s;
  size_t index;
} candidate_t;

/* A distinct public key of a chunk: decoded once, and one point of the combination for all its signatures. */
typedef struct {
  uint8_t pk[32];
  ge_p3 neg_a; /* -A */
  sc_wide sum; /* Σ z_i h_i over its signatures in the combination */
  int used;
} pubkey_t;

typedef struct {
  candidate_t cand[ED25519_BATCH_MAX];
  pubkey_t keys[ED25519_BATCH_MAX];
  int nkeys;
  ge_cached tables[2 * ED25519_BATCH_MAX][TABLE];
  const ge_cached *tab[2 * ED25519_BATCH_MAX + 1];
  int8_t naf[2 * ED25519_BATCH_MAX + 1][NAF_LEN];
  int len[2 * ED25519_BATCH_MAX + 1];
} workspace_t;

/* Decodes a point (go-algorand's fork: y from the low 255 bits, x from the square root, sign from bit 255). */
static int ge_frombytes(ge_p3 *h, const uint8_t s[32], int negate) {
  fe u, v, v3, vxx, check, one;
  fe_set(&one, 1);
  fe_frombytes(&h->Y, s);
  fe_set(&h->Z, 1);
  fe_sq(&u, &h->Y);
  fe_mul(&v, &u, &g_k.d);
  fe_sub(&u, &u, &one); /* y^2 - 1 */
  fe_add(&v, &v, &one); /* d y^2 + 1 */
  fe_sq(&v3, &v);
  fe_mul(&v3, &v3, &v); /* v^3 */
  fe_sq(&h->X, &v3);
  fe_mul(&h->X, &h->X, &v);
  fe_mul(&h->X, &h->X, &u); /* u v^7 */
  fe_pow22523(&h->X, &h->X);
  fe_mul(&h->X, &h->X, &v3);
  fe_mul(&h->X, &h->X, &u); /* u v^3 (u v^7)^((p - 5) / 8) */
  fe_sq(&vxx, &h->X);
  fe_mul(&vxx, &vxx, &v);
  fe_sub(&check, &vxx, &u);
  if (!fe_iszero(&check)) {
    fe_add(&check, &vxx, &u);
    if (!fe_iszero(&check)) return -1; /* u / v is not a square: not on the curve */
    fe_mul(&h->X, &h->X, &g_k.sqrtm1);
  }
  if (fe_isnegative(&h->X) != (s[31] >> 7)) fe_neg(&h->X, &h->X);
  if (negate) fe_neg(&h->X, &h->X);
  fe_mul(&h->T, &h->X, &h->Y);
  return 0;
}

/* tab[i] = (2 i + 1) P */
static void ge_table(ge_cached tab[TABLE], const ge_p3 *p) {
  ge_p1p1 t;
  ge_p3 twice, cur = *p;
  ge_cached c2;
  ge_p3_to_cached(&tab[0], p, &g_k);
  ge_p3_dbl(&t, p);
  ge_p1p1_to_p3(&twice, &t);
  ge_p3_to_cached(&c2, &twice, &g_k);
  for (int i = 1; i < TABLE; i++) {
    ge_add(&t, &cur, &c2, 0);
    ge_p1p1_to_p3(&cur, &t);
    ge_p3_to_cached(&tab[i], &cur, &g_k);
  }
}

static void init_once(void) {
  static const uint8_t base[32] = {0x58, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66,
                                   0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66,
                                   0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66};
  fe num, den, two, root;
  ge_p3 b;
  sc_init();
  fe_set(&num, 121665);
  fe_neg(&num, &num);
  fe_set(&den, 121666);
  fe_invert(&den, &den);
  fe_mul(&g_k.d, &num, &den);
  fe_add(&g_k.d2, &g_k.d, &g_k.d);
  fe_set(&two, 2); /* 2 is a non-square mod p, so 2^((p - 1) / 4) squares to -1 */
  fe_pow22523(&root, &two);
  fe_sq(&root, &root);
  fe_mul(&g_k.sqrtm1, &root, &two);
  ge_frombytes(&b, base, 0); /* the base point: y = 4/5, x even */
  ge_table(g_base, &b);
}

/* Width-5 NAF of a 256-bit little-endian number; returns the number of digits (0 for zero). */
static int wnaf5(int8_t naf[NAF_LEN], const uint8_t s[32]) {
  uint64_t k[5] = {0, 0, 0, 0, 0};
  int pos = 0, len = 0;
  memcpy(k, s, 32);
  memset(naf, 0, NAF_LEN);
  while ((k[0] | k[1] | k[2] | k[3] | k[4]) != 0) {
    if ((k[0] & 1) == 0) {
      const int shift = k[0] == 0 ? 64 : __builtin_ctzll(k[0]);
      for (int i = 0; i < 4; i++) k[i] = shift == 64 ? k[i + 1] : (k[i] >> shift) | (k[i + 1] << (64 - shift));
      k[4] = shift == 64 ? 0 : k[4] >> shift;
      pos += shift;
      continue;
    }
    int digit = (int)(k[0] & 31);
    if (digit >= 16) digit -= 32;
    naf[pos] = (int8_t)digit;
    len = pos + 1;
    /* k -= digit leaves the low five bits zero; the carry or borrow runs up the words */
    const uint64_t prev = k[0];
    k[0] -= (uint64_t)(int64_t)digit;
    if (digit > 0 && k[0] > prev) {
      for (int i = 1; i < 5 && k[i]-- == 0; i++) continue;
    } else if (digit < 0 && k[0] < prev) {
      for (int i = 1; i < 5 && ++k[i] == 0; i++) continue;
    }
  }
  return len;
}

/* out = Σ scalar_i P_i (nafs and tables of `count` points), then times 8; 1 when that is the identity. */
static int msm_is_identity(workspace_t *w, int count) {
  ge_p2 r;
  ge_p1p1 t;
  ge_p3 u;
  int top = 0;
  for (int j = 0; j < count; j++) top = w->len[j] > top ? w->len[j] : top;
  fe_set(&r.X, 0);
  fe_set(&r.Y, 1);
  fe_set(&r.Z, 1);
  for (int i = top - 1; i >= 0; i--) {
    ge_p2_dbl(&t, &r);
    for (int j = 0; j < count; j++) {
      const int digit = w->naf[j][i];
      if (digit == 0) continue;
      ge_p1p1_to_p3(&u, &t);
      ge_add(&t, &u, &w->tab[j][(digit < 0 ? -digit : digit) >> 1], digit < 0);
    }
    ge_p1p1_to_p2(&r, &t);
  }
  for (int i = 0; i < 3; i++) {
    ge_p2_dbl(&t, &r);
    ge_p1p1_to_p2(&r, &t);
  }
  return ge_p2_is_identity(&r);
}

/* 8 (s B - h A - R) = identity, for one candidate. */
static int verify_one(workspace_t *w, const candidate_t *c) {
  static const uint8_t one[32] = {1};
  ge_table(w->tables[0], &w->keys[c->key].neg_a);
  ge_table(w->tables[1], &c->neg_r);
  w->tab[0] = w->tables[0], w->tab[1] = w->tables[1], w->tab[2] = g_base;
  w->len[0] = wnaf5(w->naf[0], c->h);
  w->len[1] = wnaf5(w->naf[1], one);
  w->len[2] = wnaf5(w->naf[2], c->s);
  return msm_is_identity(w, 3);
}

/*
 * The random combination of the first k candidates (coefficients from random + 16 * index). Candidates under the
 * same key share its point: Σ z_i h_i A_i is computed as Σ over distinct A of (Σ z_i h_i) A, the same sum with one
 * table and one digit expansion per key instead of per signature.
 */
static int verify_combined(workspace_t *w, int k, const uint8_t *random) {
  sc_wide sum;
  uint8_t scalar[32];
  int n = 0;
  sc_wide_zero(&sum);
  for (int q = 0; q < w->nkeys; q++) {
    sc_wide_zero(&w->keys[q].sum);
    w->keys[q].used = 0;
  }
  for (int j = 0; j < k; j++) {
    const candidate_t *c = &w->cand[j];
    const uint8_t *z = random + 16 * c->index;
    uint8_t z32[32] = {0};
    memcpy(z32, z, 16);
    pubkey_t *key = &w->keys[c->key];
    sc_wide_muladd(&key->sum, z, c->h);
    key->used = 1;
    ge_table(w->tables[n], &c->neg_r);
    w->tab[n] = w->tables[n];
    w->len[n] = wnaf5(w->naf[n], z32);
    n++;
    sc_wide_muladd(&sum, z, c->s);
  }
  for (int q = 0; q < w->nkeys; q++) {
    pubkey_t *key = &w->keys[q];
    if (!key->used) continue;
    sc_wide_finish(scalar, &key->sum);
    ge_table(w->tables[n], &key->neg_a);
    w->tab[n] = w->tables[n];
    w->len[n] = wnaf5(w->naf[n], scalar);
    n++;
  }
  sc_wide_finish(scalar, &sum);
  w->tab[n] = g_base;
  w->len[n] = wnaf5(w->naf[n], scalar);
  return msm_is_identity(w, n + 1);
}

/* The index of `pk` among the chunk's decoded keys, decoding it when new; -1 when it is not a curve point. */
static int key_index(workspace_t *w, const uint8_t pk[32]) {
  for (int q = 0; q < w->nkeys; q++) {
    if (memcmp(w->keys[q].pk, pk, 32) == 0) return q;
  }
  pubkey_t *key = &w->keys[w->nkeys];
  if (ge_frombytes(&key->neg_a, pk, 1) != 0) return -1;
  memcpy(key->pk, pk, 32);
  return w->nkeys++;
}

/* y < p, and not (y = 1 or y = p - 1 with the sign bit set): go-algorand's ge25519_is_canonical_vartime. */
static int point_is_canonical(const uint8_t s[32]) {
  static const uint8_t neg_one[32] = {0xec, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
                                      0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
                                      0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff};
  static const uint8_t neg_zero_one[32] = {[0] = 0x01, [31] = 0x80};
  if (memcmp(s, neg_one, 32) == 0 || memcmp(s, neg_zero_one, 32) == 0) return 0;
  if ((s[31] & 0x7f) != 0x7f || s[0] < 0xed) return 1;
  for (int i = 1; i < 31; i++) {
    if (s[i] != 0xff) return 1;
  }
  return 0; /* y >= p */
}

/* libsodium's small-order blacklist, compared with the sign bit ignored. */
static int has_small_order(const uint8_t s[32]) {
  static const uint8_t list[7][32] = {
      {0},
      {1},
      {0x26, 0xe8, 0x95, 0x8f, 0xc2, 0xb2, 0x27, 0xb0, 0x45, 0xc3, 0xf4, 0x89, 0xf2, 0xef, 0x98, 0xf0,
       0xd5, 0xdf, 0xac, 0x05, 0xd3, 0xc6, 0x33, 0x39, 0xb1, 0x38, 0x02, 0x88, 0x6d, 0x53, 0xfc, 0x05},
      {0xc7, 0x17, 0x6a, 0x70, 0x3d, 0x4d, 0xd8, 0x4f, 0xba, 0x3c, 0x0b, 0x76, 0x0d, 0x10, 0x67, 0x0f,
       0x2a, 0x20, 0x53, 0xfa, 0x2c, 0x39, 0xcc, 0xc6, 0x4e, 0xc7, 0xfd, 0x77, 0x92, 0xac, 0x03, 0x7a},
      {0xec, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
       0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f},
      {0xed, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
       0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f},
      {0xee, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
       0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f},
  };
  for (int i = 0; i < 7; i++) {
    if (memcmp(s, list[i], 31) == 0 && (s[31] & 0x7f) == list[i][31]) return 1;
  }
  return 0;
}

/* Checks items [from, to): the encoding rules one by one, then the equation for all that pass them. */
static int verify_chunk(workspace_t *w, hasher_t *hasher, const byte_list_t *messages, const uint8_t *sigs,
                        const uint8_t *pks, const uint8_t *random, uint8_t *valid, size_t from, size_t to) {
  uint8_t digest[64];
  int k = 0;
  w->nkeys = 0;
  for (size_t i = from; i < to; i++) {
    const uint8_t *sig = sigs + 64 * i, *pk = pks + 32 * i;
    candidate_t *c = &w->cand[k];
    valid[i] = 0;
    if (!sc_is_canonical(sig + 32) || !point_is_canonical(sig) || !point_is_canonical(pk) || has_small_order(pk))
      continue;
    if ((c->key = key_index(w, pk)) < 0 || ge_frombytes(&c->neg_r, sig, 1) != 0) continue;
    const uint32_t start = messages->offsets[i], end = messages->offsets[i + 1];
    if (hasher_digest3(hasher, sig, 32, pk, 32, messages->data + start, end - start, digest) != 0) return MK_ERR_CRYPTO;
    sc_reduce(c->h, digest, sizeof digest);
    c->s = sig + 32;
    c->index = i;
    k++;
  }
  if (k > 1 && verify_combined(w, k, random)) {
    for (int j = 0; j < k; j++) valid[w->cand[j].index] = 1;
    return MK_OK;
  }
  for (int j = 0; j < k; j++) valid[w->cand[j].index] = (uint8_t)verify_one(w, &w->cand[j]);
  return MK_OK;
}

int ed25519_verify_batch(const byte_list_t *messages, const uint8_t *sigs, const uint8_t *pks, const uint8_t *random,
                         uint8_t *valid) {
  hasher_t hasher;
  int rc = MK_OK;
  uv_once(&g_once, init_once);
  if (messages->count == 0) return MK_OK;
  workspace_t *w = malloc(sizeof *w);
  if (w == NULL) return MK_ERR_NOMEM;
  if (hasher_open(&hasher, KIND_SHA512) != 0) {
    free(w);
    return MK_ERR_CRYPTO;
  }
  for (size_t from = 0; from < messages->count && rc == MK_OK; from += ED25519_BATCH_MAX) {
    const size_t to = from + ED25519_BATCH_MAX < messages->count ? from + ED25519_BATCH_MAX : messages->count;
    rc = verify_chunk(w, &hasher, messages, sigs, pks, random, valid, from, to);
  }
  hasher_close(&hasher);
  free(w);
  return rc;
}
