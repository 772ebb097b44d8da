// `npm audit --omit=dev`: the production dependencies' advisories by severity, or why the audit
// endpoint could not be asked.
import { spawn } from 'node:child_process';

export type AuditResult =
  | { readonly reachable: true; readonly counts: Readonly<Record<string, number>> }
  | { readonly reachable: false; readonly detail: string };

export function auditProduction(): Promise<AuditResult> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['audit', '--omit=dev', '--json'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', (error) => resolve({ reachable: false, detail: error.message }));
    child.on('close', () => {
      try {
        const report = JSON.parse(out) as {
          metadata?: { vulnerabilities?: Record<string, number> };
          message?: string;
          error?: { summary?: string; code?: string };
        };
        if (report.metadata?.vulnerabilities) resolve({ reachable: true, counts: report.metadata.vulnerabilities });
        else resolve({ reachable: false, detail: report.message || report.error?.summary || 'no audit data' });
      } catch {
        resolve({ reachable: false, detail: (err.trim().split('\n').at(-1) ?? '') || 'no answer' });
      }
    });
  });
}
