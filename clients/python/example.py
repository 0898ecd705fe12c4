#!/usr/bin/env python3
"""End-to-end tour of algorun over gRPC from Python: kmd wallet -> sign -> algod submit -> confirm -> block -> proof;
TEAL compile; admin app CRUD and an OAuth token. Prints one JSON object with what it saw (the ava test checks it).

Usage: python3 example.py HOST:PORT  (tokens from ALGOD_TOKEN, KMD_TOKEN, ADMIN_TOKEN; stubs: ./generate.sh first)
"""
from __future__ import annotations

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from algorun_client import AlgorunError, Client, admin_pb2, algod_pb2, encode_payment, kmd_pb2  # noqa: E402


def kmd_sign(client: Client) -> tuple[str, bytes, dict[str, str] | None]:
    wallets = client.call(client.kmd.ListWallets, kmd_pb2.ListWalletsRequest()).wallets
    wallet = next(w for w in wallets if w.name == "unencrypted-default-wallet")
    handle = client.call(client.kmd.InitWalletHandle,
                         kmd_pb2.InitWalletHandleRequest(wallet_id=wallet.id, wallet_password="")).wallet_handle_token
    sender = client.call(client.kmd.ListKeys, kmd_pb2.ListKeysRequest(wallet_handle_token=handle)).addresses[0]
    params = client.call(client.algod.GetTransactionParams, algod_pb2.GetTransactionParamsRequest())
    txn = encode_payment(sender=sender, receiver=sender, amount=1000, fee=params.min_fee,
                         first_valid=params.last_round, last_valid=params.last_round + 1000,
                         genesis_id=params.genesis_id, genesis_hash=params.genesis_hash)
    # kmd names accounts by address string, as algod does (`public_key` may also be left empty: the sender signs).
    signed = client.call(client.kmd.SignTransaction, kmd_pb2.SignTransactionRequest(
        wallet_handle_token=handle, wallet_password="", transaction=txn, public_key=sender)).signed_transaction
    try:
        client.call(client.kmd.SignTransaction, kmd_pb2.SignTransactionRequest(
            wallet_handle_token=handle, wallet_password="", transaction=txn, public_key=sender.lower()))
        bad_address = None
    except AlgorunError as error:
        bad_address = {"code": error.code.name, "app_code": error.app_code, "message": error.message}
    client.call(client.kmd.ReleaseWalletHandle, kmd_pb2.ReleaseWalletHandleRequest(wallet_handle_token=handle))
    return sender, signed, bad_address


def submit_and_confirm(client: Client, signed: bytes) -> dict[str, object]:
    start = client.call(client.algod.GetStatus, algod_pb2.GetStatusRequest()).node_status.last_round
    txid = client.call(client.algod.SendRawTransaction,
                       algod_pb2.SendRawTransactionRequest(signed_transactions=signed)).tx_id
    confirmed, checked = 0, start
    for _ in range(20):
        last = client.call(client.algod.GetStatus, algod_pb2.GetStatusRequest()).node_status.last_round
        for round_ in range(checked + 1, last + 1):
            txids = client.call(client.algod.GetBlockTxids, algod_pb2.GetBlockTxidsRequest(round=round_)).block_txids
            if txid in txids:
                confirmed = round_
        if confirmed:
            break
        checked = last
        client.call(client.algod.WaitForBlock, algod_pb2.WaitForBlockRequest(round=last), timeout=90.0)
    else:
        raise SystemExit(f"{txid} not confirmed")
    block = client.call(client.algod.GetBlock, algod_pb2.GetBlockRequest(round=confirmed)).block_msgpack
    proof = client.call(client.algod.GetTransactionProof,
                        algod_pb2.GetTransactionProofRequest(round=confirmed, txid=txid))
    return {"txid": txid, "round": confirmed, "block_bytes": len(block), "proof_hashtype": proof.hashtype,
            "proof_treedepth": proof.treedepth}


def compile_teal(client: Client) -> dict[str, object]:
    compiled = client.call(client.algod.CompileTeal, algod_pb2.CompileTealRequest(source=b"#pragma version 8\nint 1\n"))
    return {"hash": compiled.hash, "program_hex": compiled.result.hex()}


def admin_tour(client: Client) -> dict[str, object]:
    app = client.call(client.admin.CreateOAuthApp, admin_pb2.CreateOAuthAppRequest(
        name="py-app", redirect_uris="urn:ietf:wg:oauth:2.0:oob", scopes=["read"])).oauth_app
    listed = client.call(client.admin.ListOAuthApps, admin_pb2.ListOAuthAppsRequest(name="py-app"))
    renamed = client.call(client.admin.UpdateOAuthApp, admin_pb2.UpdateOAuthAppRequest(id=app.id, name="py-app-2"))
    token = client.call(client.admin.IssueToken, admin_pb2.IssueTokenRequest(
        grant_type="client_credentials", client_id=app.client_id, client_secret=app.client_secret))
    live = client.call(client.admin.IntrospectToken, admin_pb2.IntrospectTokenRequest(token=token.access_token))
    client.call(client.admin.RevokeToken, admin_pb2.RevokeTokenRequest(
        client_id=app.client_id, client_secret=app.client_secret, token=token.access_token))
    after = client.call(client.admin.IntrospectToken, admin_pb2.IntrospectTokenRequest(token=token.access_token))
    client.call(client.admin.DeleteOAuthApp, admin_pb2.DeleteOAuthAppRequest(id=app.id))
    try:
        client.call(client.admin.DeleteOAuthApp, admin_pb2.DeleteOAuthAppRequest(id=app.id))
        missing = None
    except AlgorunError as error:
        missing = {"code": error.code.name, "app_code": error.app_code}
    return {"listed": [a.name for a in listed.apps], "page_size": listed.page_size, "renamed": renamed.oauth_app.name,
            "token_type": token.token_type, "token_scope": token.scope, "introspected": list(live.scopes),
            "active_after_revoke": after.active, "delete_again": missing}


def main() -> None:
    target = sys.argv[1]
    with Client(target, algod_token=os.environ["ALGOD_TOKEN"], kmd_token=os.environ["KMD_TOKEN"],
                admin_token=os.environ["ADMIN_TOKEN"]) as client:
        report: dict[str, object] = {"health": client.health(""), "health_algod": client.health("algorun.algod.v2.AlgodService")}
        sender, signed, bad_address = kmd_sign(client)
        report["sender"] = sender
        report["kmd_bad_address"] = bad_address
        report["payment"] = submit_and_confirm(client, signed)
        report["teal"] = compile_teal(client)
        report["admin"] = admin_tour(client)
        try:
            client.call(client.algod.GetAsset, algod_pb2.GetAssetRequest(asset_id=77))
        except AlgorunError as error:
            report["unknown_asset"] = {"code": error.code.name, "app_code": error.app_code, "message": error.message}
    print(json.dumps(report))


if __name__ == "__main__":
    main()
