/*
 * Arithmetic in GF(2^255 - 19) for the ed25519 verifier (ed25519.c), in radix 2^51: five 64-bit limbs with
 * 128-bit products. Variable time: the verifier handles only public data (keys, signatures, messages).
 *
 * Invariants:
 * - Every operation returns weakly reduced limbs (each below 2^51 + 2^15), so any result may feed any operation;
 *   fe_mul/fe_sq accept limbs up to 2^54 without overflow, fe_sub requires its subtrahend's limbs below 2^53.
 * - Only fe_tobytes (and the predicates built on it) yields the canonical value in [0, p).
 * - Outputs may alias inputs.
 */
#ifndef ALGORUN_FE25519_H
#define ALGORUN_FE25519_H

#include <stdint.h>
#include <string.h>

typedef unsigned __int128 u128;

typedef struct {
  uint64_t v[5];
} fe;

#define FE_MASK ((uint64_t)0x7ffffffffffffULL)

static inline uint64_t fe_load64(const uint8_t *s) {
  uint64_t w;
  memcpy(&w, s, 8);
  return w; /* little-endian hosts only (checked in ed25519.c) */
}

/* The low 255 bits of s; bit 255 (the sign bit of a point encoding) is ignored. */
static inline void fe_frombytes(fe *h, const uint8_t s[32]) {
  uint64_t w0 = fe_load64(s), w1 = fe_load64(s + 8), w2 = fe_load64(s + 16), w3 = fe_load64(s + 24);
  h->v[0] = w0 & FE_MASK;
  h->v[1] = ((w0 >> 51) | (w1 << 13)) & FE_MASK;
  h->v[2] = ((w1 >> 38) | (w2 << 26)) & FE_MASK;
  h->v[3] = ((w2 >> 25) | (w3 << 39)) & FE_MASK;
  h->v[4] = (w3 >> 12) & FE_MASK;
}

static inline void fe_set(fe *h, uint64_t small) {
  h->v[0] = small;
  h->v[1] = h->v[2] = h->v[3] = h->v[4] = 0;
}

/* Carries each limb into the next (the top one wraps times 19). */
static inline void fe_carry(fe *h) {
  uint64_t c;
  c = h->v[0] >> 51, h->v[0] &= FE_MASK, h->v[1] += c;
  c = h->v[1] >> 51, h->v[1] &= FE_MASK, h->v[2] += c;
  c = h->v[2] >> 51, h->v[2] &= FE_MASK, h->v[3] += c;
  c = h->v[3] >> 51, h->v[3] &= FE_MASK, h->v[4] += c;
  c = h->v[4] >> 51, h->v[4] &= FE_MASK, h->v[0] += 19 * c;
}

static inline void fe_add(fe *h, const fe *f, const fe *g) {
  for (int i = 0; i < 5; i++) h->v[i] = f->v[i] + g->v[i];
  fe_carry(h);
}

/* f - g computed as f + 4p - g, so that no limb goes negative. */
static inline void fe_sub(fe *h, const fe *f, const fe *g) {
  h->v[0] = f->v[0] + 0x1fffffffffffb4ULL - g->v[0];
  for (int i = 1; i < 5; i++) h->v[i] = f->v[i] + 0x1ffffffffffffcULL - g->v[i];
  fe_carry(h);
}

static inline void fe_neg(fe *h, const fe *f) {
  fe zero;
  fe_set(&zero, 0);
  fe_sub(h, &zero, f);
}

/* Reduces five 128-bit column sums to weakly reduced limbs. */
static inline void fe_reduce128(fe *h, u128 r0, u128 r1, u128 r2, u128 r3, u128 r4) {
  uint64_t c;
  r1 += (uint64_t)(r0 >> 51);
  r2 += (uint64_t)(r1 >> 51);
  r3 += (uint64_t)(r2 >> 51);
  r4 += (uint64_t)(r3 >> 51);
  h->v[0] = ((uint64_t)r0 & FE_MASK) + 19 * (uint64_t)(r4 >> 51);
  h->v[1] = (uint64_t)r1 & FE_MASK;
  h->v[2] = (uint64_t)r2 & FE_MASK;
  h->v[3] = (uint64_t)r3 & FE_MASK;
  h->v[4] = (uint64_t)r4 & FE_MASK;
  c = h->v[0] >> 51, h->v[0] &= FE_MASK, h->v[1] += c;
}

static inline void fe_mul(fe *h, const fe *f, const fe *g) {
  const uint64_t f0 = f->v[0], f1 = f->v[1], f2 = f->v[2], f3 = f->v[3], f4 = f->v[4];
  const uint64_t g0 = g->v[0], g1 = g->v[1], g2 = g->v[2], g3 = g->v[3], g4 = g->v[4];
  const uint64_t g1_19 = 19 * g1, g2_19 = 19 * g2, g3_19 = 19 * g3, g4_19 = 19 * g4;
  u128 r0 = (u128)f0 * g0 + (u128)f1 * g4_19 + (u128)f2 * g3_19 + (u128)f3 * g2_19 + (u128)f4 * g1_19;
  u128 r1 = (u128)f0 * g1 + (u128)f1 * g0 + (u128)f2 * g4_19 + (u128)f3 * g3_19 + (u128)f4 * g2_19;
  u128 r2 = (u128)f0 * g2 + (u128)f1 * g1 + (u128)f2 * g0 + (u128)f3 * g4_19 + (u128)f4 * g3_19;
  u128 r3 = (u128)f0 * g3 + (u128)f1 * g2 + (u128)f2 * g1 + (u128)f3 * g0 + (u128)f4 * g4_19;
  u128 r4 = (u128)f0 * g4 + (u128)f1 * g3 + (u128)f2 * g2 + (u128)f3 * g1 + (u128)f4 * g0;
  fe_reduce128(h, r0, r1, r2, r3, r4);
}

static inline void fe_sq(fe *h, const fe *f) {
  const uint64_t f0 = f->v[0], f1 = f->v[1], f2 = f->v[2], f3 = f->v[3], f4 = f->v[4];
  const uint64_t d0 = 2 * f0, d1 = 2 * f1, d2 = 2 * f2, d3 = 2 * f3, f3_19 = 19 * f3, f4_19 = 19 * f4;
  u128 r0 = (u128)f0 * f0 + (u128)d1 * f4_19 + (u128)d2 * f3_19;
  u128 r1 = (u128)d0 * f1 + (u128)d2 * f4_19 + (u128)f3 * f3_19;
  u128 r2 = (u128)d0 * f2 + (u128)f1 * f1 + (u128)d3 * f4_19;
  u128 r3 = (u128)d0 * f3 + (u128)d1 * f2 + (u128)f4 * f4_19;
  u128 r4 = (u128)d0 * f4 + (u128)d1 * f3 + (u128)f2 * f2;
  fe_reduce128(h, r0, r1, r2, r3, r4);
}

/* h = f^(2^n) */
static inline void fe_sqn(fe *h, const fe *f, int n) {
  fe_sq(h, f);
  for (int i = 1; i < n; i++) fe_sq(h, h);
}

/* The canonical 32-byte little-endian encoding of f mod p (bit 255 clear). */
static inline void fe_tobytes(uint8_t s[32], const fe *f) {
  fe t = *f;
  uint64_t q, c;
  fe_carry(&t);
  /* t < 2p now; q = 1 exactly when t >= p, i.e. when t + 19 reaches 2^255. */
  q = (t.v[0] + 19) >> 51;
  q = (t.v[1] + q) >> 51;
  q = (t.v[2] + q) >> 51;
  q = (t.v[3] + q) >> 51;
  q = (t.v[4] + q) >> 51;
  t.v[0] += 19 * q;
  c = t.v[0] >> 51, t.v[0] &= FE_MASK, t.v[1] += c;
  c = t.v[1] >> 51, t.v[1] &= FE_MASK, t.v[2] += c;
  c = t.v[2] >> 51, t.v[2] &= FE_MASK, t.v[3] += c;
  c = t.v[3] >> 51, t.v[3] &= FE_MASK, t.v[4] += c;
  t.v[4] &= FE_MASK;
  const uint64_t w[4] = {t.v[0] | (t.v[1] << 51), (t.v[1] >> 13) | (t.v[2] << 38), (t.v[2] >> 26) | (t.v[3] << 25),
                         (t.v[3] >> 39) | (t.v[4] << 12)};
  memcpy(s, w, 32);
}

static inline int fe_iszero(const fe *f) {
  uint8_t s[32];
  uint8_t acc = 0;
  fe_tobytes(s, f);
  for (int i = 0; i < 32; i++) acc |= s[i];
  return acc == 0;
}

/* The low bit of the canonical value (the "sign" of an x coordinate). */
static inline int fe_isnegative(const fe *f) {
  uint8_t s[32];
  fe_tobytes(s, f);
  return s[0] & 1;
}

/* z^(2^250 - 1), and z^11 on the side: the shared head of fe_pow22523 and fe_invert. */
static inline void fe_pow2_250(fe *out, fe *z11, const fe *z) {
  fe z2, z9, t, a, b;
  fe_sq(&z2, z);         /* 2 */
  fe_sqn(&t, &z2, 2);    /* 8 */
  fe_mul(&z9, &t, z);    /* 9 */
  fe_mul(z11, &z9, &z2); /* 11 */
  fe_sq(&t, z11);        /* 22 */
  fe_mul(&a, &t, &z9);   /* 2^5 - 1 */
  fe_sqn(&t, &a, 5);
  fe_mul(&a, &t, &a); /* 2^10 - 1 */
  fe_sqn(&t, &a, 10);
  fe_mul(&b, &t, &a); /* 2^20 - 1 */
  fe_sqn(&t, &b, 20);
  fe_mul(&t, &t, &b); /* 2^40 - 1 */
  fe_sqn(&t, &t, 10);
  fe_mul(&a, &t, &a); /* 2^50 - 1 */
  fe_sqn(&t, &a, 50);
  fe_mul(&b, &t, &a); /* 2^100 - 1 */
  fe_sqn(&t, &b, 100);
  fe_mul(&t, &t, &b); /* 2^200 - 1 */
  fe_sqn(&t, &t, 50);
  fe_mul(out, &t, &a); /* 2^250 - 1 */
}

/* z^((p - 5) / 8) = z^(2^252 - 3), the exponent of the square-root computation. */
static inline void fe_pow22523(fe *h, const fe *z) {
  fe t, z11;
  fe_pow2_250(&t, &z11, z);
  fe_sqn(&t, &t, 2);
  fe_mul(h, &t, z);
}

/* z^(p - 2) = z^(2^255 - 21), the inverse of a non-zero z. */
static inline void fe_invert(fe *h, const fe *z) {
  fe t, z11;
  fe_pow2_250(&t, &z11, z);
  fe_sqn(&t, &t, 5);
  fe_mul(h, &t, &z11);
}

#endif
