/*
 * Scalars modulo the group order L = 2^252 + 27742317777372353535851937790883648493, for the verifier.
 *
 * Invariants:
 * - Results are representatives, not canonical values: a 32-byte little-endian number below 2^255 that is
 *   congruent to the true result mod L. The verifier multiplies its final point by the cofactor 8, which makes any
 *   two representatives of one residue give the same answer (they differ by a multiple of L, and 8 L kills every
 *   point), so a final reduction below L would buy nothing.
 * - Arithmetic runs on signed radix-2^21 limbs in int64 (products of two limbs stay below 2^43, column sums of
 *   at most 25 products below 2^48); 2^252 is folded away as -c, where c = L - 2^252.
 * - sc_init must have run (once per process) before any other call.
 */
#ifndef ALGORUN_SC25519_H
#define ALGORUN_SC25519_H

#include <stddef.h>
#include <stdint.h>

#define SC_WIDE_LIMBS 40

/* An accumulator for sums of products (up to 2^800). */
typedef struct {
  int64_t v[SC_WIDE_LIMBS];
} sc_wide;

void sc_init(void);

/* s < L, by the rule of go-algorand's fork of libsodium (sc25519_is_canonical_vartime). */
int sc_is_canonical(const uint8_t s[32]);

/* out = a representative of in mod L; `in` is `len` ≤ 64 little-endian bytes (e.g. a SHA-512 digest). */
void sc_reduce(uint8_t out[32], const uint8_t *in, size_t len);

/* out = a representative of a * b mod L (a: 16 bytes, b: 32 bytes). */
void sc_mul(uint8_t out[32], const uint8_t a[16], const uint8_t b[32]);

void sc_wide_zero(sc_wide *acc);

/* acc += a * b (a: 16 bytes, b: 32 bytes). */
void sc_wide_muladd(sc_wide *acc, const uint8_t a[16], const uint8_t b[32]);

/* out = a representative of acc mod L; acc is consumed. */
void sc_wide_finish(uint8_t out[32], sc_wide *acc);

#endif
