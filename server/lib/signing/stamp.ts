// Signing a document: the signature page appended to the PDF as it was sent, with a fresh
// verification code, and everything the signature row keeps about it.
import type { CodeChannel } from '../../../src/lib/contract/signing.ts';
import { appendSignaturePage } from '../documents/signature-page.ts';
import { methodOf, methodText, newVerificationCode, sha256Hex, verificationUrl } from './documents.ts';
import type { Party } from './signatures.ts';

export interface StampRequest {
  readonly source: Uint8Array;
  readonly documentName: string;
  readonly signer: Party;
  readonly delivery: { readonly channels: readonly CodeChannel[]; readonly destinations: readonly string[] };
  readonly consentText: string;
  readonly siteOrigin: string;
  readonly signedAt: Date;
  /** The signer's address and browser, as the signature page prints them (documents.ts: clientOf). */
  readonly client: { readonly ip: string; readonly userAgent: string };
  /** A fixed code (demo data only); a fresh random one otherwise. */
  readonly verificationCode?: string;
}

export interface Stamped {
  readonly bytes: Uint8Array;
  readonly pages: number;
  readonly sourceSha256: string;
  readonly signedSha256: string;
  readonly verificationCode: string;
  readonly verificationUrl: string;
  readonly method: string;
  readonly clientIp: string;
  readonly userAgent: string;
}

export async function stampDocument(request: StampRequest): Promise<Stamped> {
  const code = request.verificationCode ?? newVerificationCode();
  const url = verificationUrl(request.siteOrigin, code);
  const { ip, userAgent: agent } = request.client;
  const sourceSha256 = sha256Hex(request.source);
  const { bytes, pages } = await appendSignaturePage(request.source, {
    documentName: request.documentName,
    signerRole: request.signer.role,
    signerName: request.signer.name,
    signerRut: request.signer.rut,
    signedAt: request.signedAt,
    methodText: methodText(request.delivery.channels, request.delivery.destinations),
    consentText: request.consentText,
    clientIp: ip,
    userAgent: agent,
    sourceSha256,
    verificationCode: code,
    verificationUrl: url,
  });
  return {
    bytes,
    pages,
    sourceSha256,
    signedSha256: sha256Hex(bytes),
    verificationCode: code,
    verificationUrl: url,
    method: methodOf(request.delivery.channels),
    clientIp: ip,
    userAgent: agent,
  };
}
