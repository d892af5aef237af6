import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const EC_KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

export interface IssuedCertificate {
  certFile: string;
  keyFile: string;
}

/** A certificate authority made with openssl for one test run, in the test's own directory. */
export interface ThrowawayCa {
  caFile: string;
  /** A certificate signed by this CA for the names given (subjectAltName: DNS and IP entries). */
  issue(name: string, altNames: { dns?: string[]; ip?: string[] }): Promise<IssuedCertificate>;
}

export async function createThrowawayCa(dir: string, name: string): Promise<ThrowawayCa> {
  const caFile = join(dir, `${name}.crt`);
  const caKey = join(dir, `${name}.key`);
  await run('openssl', ['req', '-x509', ...EC_KEY, '-keyout', caKey, '-out', caFile, '-days', '1', '-subj', `/CN=${name}`]);
  return {
    caFile,
    async issue(leaf, altNames) {
      const base = join(dir, `${name}-${leaf}`);
      const extensions = `${base}.ext`;
      const sans = [...(altNames.dns ?? []).map((dns) => `DNS:${dns}`), ...(altNames.ip ?? []).map((ip) => `IP:${ip}`)];
      writeFileSync(extensions, `subjectAltName=${sans.join(',')}\n`);
      await run('openssl', ['req', ...EC_KEY, '-keyout', `${base}.key`, '-out', `${base}.csr`, '-subj', `/CN=${leaf}`]);
      await run('openssl', [
        'x509',
        '-req',
        '-in',
        `${base}.csr`,
        '-CA',
        caFile,
        '-CAkey',
        caKey,
        '-CAcreateserial',
        '-out',
        `${base}.crt`,
        '-days',
        '1',
        '-extfile',
        extensions,
      ]);
      return { certFile: `${base}.crt`, keyFile: `${base}.key` };
    },
  };
}
