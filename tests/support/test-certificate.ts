import { execFileSync } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A self-signed certificate for 127.0.0.1 and localhost, made for this test run with the
 * machine's `openssl` (node:crypto can make keys but not certificates). Nothing trusts it
 * by default: a test says so where it connects — NODE_EXTRA_CA_CERTS for a Node process it
 * starts, Playwright's ignoreHTTPSErrors for one browser context.
 */
export type TestCertificate = {
  cert: string;
  key: string;
  /** The PEM file of the certificate (for NODE_EXTRA_CA_CERTS). */
  certFile: string;
  /** base64 SHA-256 of the certificate's public key (Chromium's --ignore-certificate-errors-spki-list). */
  spkiSha256: string;
};

let made: TestCertificate | undefined;

export function testCertificate(): TestCertificate {
  if (made) return made;
  const dir = mkdtempSync(path.join(tmpdir(), "propie-test-cert-"));
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
      "-keyout", keyFile, "-out", certFile, "-days", "2", "-subj", "/CN=localhost",
      "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1",
    ],
    { stdio: "ignore" },
  );
  const cert = readFileSync(certFile, "utf8");
  const spki = new X509Certificate(cert).publicKey.export({ type: "spki", format: "der" });
  made = { cert, key: readFileSync(keyFile, "utf8"), certFile, spkiSha256: createHash("sha256").update(spki).digest("base64") };
  return made;
}
