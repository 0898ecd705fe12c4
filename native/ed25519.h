/*
 * ed25519 signature verification by go-algorand's rules (docs/spec/protocol.md §2.4), one at a time or many at
 * once by a random linear combination.
 *
 * The rules, per signature (R = sig[0..32), s = sig[32..64), A = the public key):
 * - s < L; R and A canonical encodings (y < p, and not the two "negative zero" encodings of y = ±1);
 *   A not of small order; both decode to curve points;
 * - with h = SHA-512(R || A || message) mod L: 8 (s B - h A - R) is the identity (the cofactored equation).
 *
 * Batch check: for random 128-bit z_i, 8 (Σ z_i s_i B - Σ z_i h_i A_i - Σ z_i R_i) is the identity. It holds
 * whenever every signature holds, and a failing signature makes it fail except with probability about 2^-128:
 * the cofactor removes every small-order component, so what remains lives in the prime-order group, where a random
 * combination of non-zero points vanishes only by chance. Because the single check is cofactored too, the batch
 * and the one-by-one answers agree, which is why go-algorand verifies this way. When a batch fails, each of its
 * signatures is checked alone, so the answer is per signature either way. Signatures under the same key (the same
 * 32 bytes) share one point in the combination, its scalar the sum of theirs mod L: the same combination, computed
 * with fewer point additions.
 *
 * Invariants:
 * - Variable time (inputs are public). Never reads outside the given buffers.
 * - Thread-safe; the curve constants are computed once per process on first use.
 */
#ifndef ALGORUN_ED25519_H
#define ALGORUN_ED25519_H

#include <stddef.h>
#include <stdint.h>

#include "merkle.h"

/* Signatures per random combination (go-algorand uses the same bound). */
#define ED25519_BATCH_MAX 64

/*
 * valid[i] = 1 when signature i (sigs + 64 i) over message i verifies against key i (pks + 32 i), else 0.
 * `random` holds 16 bytes per item, the batch coefficients. Returns MK_OK, MK_ERR_NOMEM or MK_ERR_CRYPTO (the
 * hash failed); valid is fully written only on MK_OK.
 */
int ed25519_verify_batch(const byte_list_t *messages, const uint8_t *sigs, const uint8_t *pks, const uint8_t *random,
                         uint8_t *valid);

#endif
