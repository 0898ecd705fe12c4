/*
 * Argument checks for the N-API entry points.
 *
 * Invariants:
 * - Every helper returns 0 on success. On failure it has thrown a JS error (TypeError with code
 *   ERR_INVALID_ARG_TYPE / ERR_INVALID_ARG_VALUE, RangeError with ERR_OUT_OF_RANGE) or left the pending
 *   exception of a failed N-API call in place, and returns -1; the caller then returns NULL at once.
 * - Byte inputs must be Uint8Array (Buffer included); offsets must be a Uint32Array of count + 1 non-decreasing
 *   entries ending within the data, so later code can index without further checks.
 */
#ifndef ALGORUN_ARGS_H
#define ALGORUN_ARGS_H

#include <node_api.h>
#include <stddef.h>
#include <stdint.h>

#include "merkle.h"

/* Throws for a failed N-API status unless an exception is already pending; returns -1 so it can be returned. */
int throw_status(napi_env env, napi_status status);

/* Reads exactly `expected` arguments into argv (missing ones are an error). */
int get_args(napi_env env, napi_callback_info info, size_t expected, napi_value *argv);

/* A hash kind number (digest.h); sets *size to its digest size. */
int arg_kind(napi_env env, napi_value value, const char *name, int *kind, size_t *size);

/* A commitment scheme number (merkle.h). */
int arg_scheme(napi_env env, napi_value value, const char *name, int *scheme);

/* An integer in [0, limit). */
int arg_index(napi_env env, napi_value value, const char *name, size_t limit, size_t *out);

int arg_bool(napi_env env, napi_value value, const char *name, int *out);

/* A Uint8Array; when allow_null is set, null and undefined yield an empty span. */
int arg_bytes(napi_env env, napi_value value, const char *name, int allow_null, const uint8_t **data, size_t *len);

/* A packed list: data (Uint8Array) + offsets (Uint32Array, count + 1 entries). */
int arg_list(napi_env env, napi_value data, napi_value offsets, const char *name, byte_list_t *list);

/* Packed digests: a Uint8Array whose length is a multiple of `size`; sets *count. */
int arg_digests(napi_env env, napi_value value, const char *name, size_t size, const uint8_t **data, size_t *count);

#endif
