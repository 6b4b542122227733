// The part of http_ece (no published types) the fake browser uses to decrypt a push.
declare module 'http_ece' {
  interface DecryptParams {
    version: 'aes128gcm';
    privateKey: import('node:crypto').ECDH;
    authSecret: string;
  }
  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
