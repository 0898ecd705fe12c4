/*
 * Scalar arithmetic mod L (see sc25519.h for the invariants).
 */
#include "sc25519.h"

#include <string.h>

#define LIMB_BITS 21
#define LIMB_MASK ((int64_t)((1 << LIMB_BITS) - 1))
#define LIMB_RADIX ((int64_t)1 << LIMB_BITS)
#define FOLD_AT 12 /* 2^252 = 2^(21 * 12) */
#define C_LIMBS 6  /* c = L - 2^252 < 2^125 fits six limbs */

/* L, little-endian. */
static const uint8_t kOrder[32] = {0xed, 0xd3, 0xf5, 0x5c, 0x1a, 0x63, 0x12, 0x58, 0xd6, 0x9c, 0xf7,
                                   0xa2, 0xde, 0xf9, 0xde, 0x14, 0,    0,    0,    0,    0,    0,
                                   0,    0,    0,    0,    0,    0,    0,    0,    0,    0x10};

/* c = L - 2^252 in radix 2^21, filled by sc_init from kOrder. */
static int64_t g_c[C_LIMBS];

static void limbs_load(int64_t *a, int n, const uint8_t *s, size_t len) {
  for (int k = 0; k < n; k++) {
    const size_t bit = (size_t)LIMB_BITS * (size_t)k, byte = bit >> 3;
    uint32_t w = 0;
    for (size_t j = 0; j < 4; j++) {
      if (byte + j < len) w |= (uint32_t)s[byte + j] << (8 * j);
    }
    a[k] = (int64_t)((w >> (bit & 7)) & (uint32_t)LIMB_MASK);
  }
}

void sc_init(void) {
  int64_t limbs[FOLD_AT + 1];
  limbs_load(limbs, FOLD_AT + 1, kOrder, sizeof kOrder);
  memcpy(g_c, limbs, sizeof g_c); /* limbs 6..11 are zero and limb 12 is the 2^252 term */
}

int sc_is_canonical(const uint8_t s[32]) {
  if ((s[31] & 0xf0) == 0) return 1;
  if ((s[31] & 0xe0) != 0) return 0;
  for (int i = 31; i >= 0; i--) {
    if (s[i] != kOrder[i]) return s[i] < kOrder[i];
  }
  return 0; /* s == L */
}

/* Centred carries: limbs 0..n-2 end in [-2^20, 2^20); limb n-1 takes the excess. */
static void limbs_carry(int64_t *a, int n) {
  for (int j = 0; j < n - 1; j++) {
    const int64_t c = (a[j] + (LIMB_RADIX >> 1)) >> LIMB_BITS;
    a[j] -= c * LIMB_RADIX;
    a[j + 1] += c;
  }
}

/* Folds every limb at or above 2^252 down (2^252 = -c mod L) until limbs FOLD_AT.. are zero. */
static void limbs_fold(int64_t *a, int n) {
  limbs_carry(a, n);
  for (;;) {
    int top = n - 1;
    while (top >= FOLD_AT && a[top] == 0) top--;
    if (top < FOLD_AT) return;
    const int64_t v = a[top];
    a[top] = 0;
    for (int k = 0; k < C_LIMBS; k++) a[top - FOLD_AT + k] -= v * g_c[k];
    limbs_carry(a, top + 1);
  }
}

/* Writes the folded value plus 4L (positive, below 2^255) as 32 little-endian bytes. */
static void limbs_store(uint8_t out[32], int64_t *a) {
  uint64_t w[4] = {0, 0, 0, 0};
  for (int k = 0; k < C_LIMBS; k++) a[k] += 4 * g_c[k];
  a[FOLD_AT] += 4;
  for (int j = 0; j < FOLD_AT; j++) {
    const int64_t c = a[j] >> LIMB_BITS; /* floor: limbs end in [0, 2^21) */
    a[j] -= c * LIMB_RADIX;
    a[j + 1] += c;
  }
  for (int j = 0; j <= FOLD_AT; j++) {
    const unsigned pos = (unsigned)(LIMB_BITS * j), word = pos / 64, off = pos % 64;
    const uint64_t limb = (uint64_t)a[j];
    w[word] |= limb << off;
    if (off + LIMB_BITS > 64 && word + 1 < 4) w[word + 1] |= limb >> (64 - off);
  }
  memcpy(out, w, 32);
}

void sc_reduce(uint8_t out[32], const uint8_t *in, size_t len) {
  int64_t a[SC_WIDE_LIMBS] = {0};
  limbs_load(a, 25, in, len > 64 ? 64 : len);
  limbs_fold(a, SC_WIDE_LIMBS);
  limbs_store(out, a);
}

/* r += a * b over 7 limbs of a (128 bits) and 13 limbs of b (below 2^273). */
static void limbs_muladd(int64_t *r, const uint8_t a[16], const uint8_t b[32]) {
  int64_t la[7], lb[13];
  limbs_load(la, 7, a, 16);
  limbs_load(lb, 13, b, 32);
  for (int i = 0; i < 7; i++) {
    for (int j = 0; j < 13; j++) r[i + j] += la[i] * lb[j];
  }
}

void sc_mul(uint8_t out[32], const uint8_t a[16], const uint8_t b[32]) {
  int64_t r[SC_WIDE_LIMBS] = {0};
  limbs_muladd(r, a, b);
  limbs_fold(r, SC_WIDE_LIMBS);
  limbs_store(out, r);
}

void sc_wide_zero(sc_wide *acc) { memset(acc, 0, sizeof *acc); }

void sc_wide_muladd(sc_wide *acc, const uint8_t a[16], const uint8_t b[32]) {
  limbs_muladd(acc->v, a, b);
  limbs_carry(acc->v, SC_WIDE_LIMBS);
}

void sc_wide_finish(uint8_t out[32], sc_wide *acc) {
  limbs_fold(acc->v, SC_WIDE_LIMBS);
  limbs_store(out, acc->v);
}
