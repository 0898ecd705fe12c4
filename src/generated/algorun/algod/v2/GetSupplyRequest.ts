// Original file: proto/algorun/algod/v2/algod.proto


export interface GetSupplyRequest {
}

export interface GetSupplyRequest__Output {
}
