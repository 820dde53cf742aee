/**
 * What signing and verifying share without either's library: the DSSE payload type of an
 * in-toto Statement (the subjects' digest is util/sha256.ts's). Its own module so that the
 * audit's verifier (verify.ts) does not load @sigstore/sign, the signing clients, to read a
 * constant.
 */

/** The payload type of an in-toto Statement in a DSSE envelope. */
export const IN_TOTO_PAYLOAD_TYPE = 'application/vnd.in-toto+json';
