#!/usr/bin/env bash
# Generates the Python stubs of algorun's gRPC contract into clients/python/gen/ (not committed: run it after every
# proto change, as the test does). Needs Debian's protobuf-compiler (protoc >= 3.15 for proto3 `optional`; bookworm
# has 3.21.12) and protobuf-compiler-grpc (grpc_python_plugin). python3-grpc-tools is NOT used: bookworm's 1.14
# bundles a protoc older than 3.15 that rejects proto3 `optional`.
# The standard health proto (grpc.health.v1) is deliberately not generated: its Python package would be named
# `grpc` and shadow grpcio. Use grpcio-health-checking (`grpc_health.v1`) or a plain unary call instead.
# Usage: clients/python/generate.sh [out-dir]   (or --check: only check that the tools are there; exit 2 and say
# which is missing when one is not)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
check=false
if [ "${1:-}" = --check ]; then check=true; fi
out="${1:-$here/gen}"
protoc="${PROTOC:-protoc}"
plugin="${GRPC_PYTHON_PLUGIN:-$(command -v grpc_python_plugin || true)}"
if ! command -v "$protoc" >/dev/null; then
  echo "generate.sh: protoc not found (apt-get install protobuf-compiler)" >&2
  exit 2
fi
if [ -z "$plugin" ]; then
  echo "generate.sh: grpc_python_plugin not found (apt-get install protobuf-compiler-grpc)" >&2
  exit 2
fi
# http.proto's route options import descriptor.proto, which Debian ships in libprotobuf-dev (a recommendation of
# protobuf-compiler, so absent after --no-install-recommends). PROTO_INCLUDE names another directory that holds it.
include=()
if [ -n "${PROTO_INCLUDE:-}" ]; then include=(-I "$(cd "$PROTO_INCLUDE" && pwd)"); fi
probe="$(mktemp -d)"
trap 'rm -rf "$probe"' EXIT
printf 'syntax = "proto3";\nimport "google/protobuf/descriptor.proto";\n' >"$probe/probe.proto"
if ! "$protoc" -I "$probe" "${include[@]}" --descriptor_set_out=/dev/null "$probe/probe.proto" 2>/dev/null; then
  echo "generate.sh: protoc cannot find google/protobuf/descriptor.proto (apt-get install libprotobuf-dev)" >&2
  exit 2
fi
if $check; then exit 0; fi
rm -rf "$out"
mkdir -p "$out"
cd "$root/proto"
mapfile -t files < <(find algorun -name '*.proto' | sort)
"$protoc" -I . "${include[@]}" --python_out="$out" --pyi_out="$out" --grpc_python_out="$out" \
  --plugin=protoc-gen-grpc_python="$plugin" "${files[@]}"
echo "generated ${#files[@]} protos into $out"
