import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

// Real server processes on one PostgreSQL (ARCHITECTURE.md, "scale-out"), as a site that has
// outgrown one runs them: the postgres tests start them, stop them and restart them.

const main = path.resolve(import.meta.dirname, '../main.ts');

export interface ServerProcess {
  /** Its base URL (http://127.0.0.1:port). */
  url: string;
  /** Its Prometheus metrics (http://127.0.0.1:port/metrics). */
  metricsUrl: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
}

/**
 * Starts server processes (API only unless told) on one database with shared media, and stops
 * whichever are left at the end.
 */
export function serverProcesses(options: { databaseUrl: string; mediaDir: string; env?: NodeJS.ProcessEnv }) {
  const started: ServerProcess[] = [];
  return {
    started,
    /** Starts one; the first migrates and seeds the demo (3 members besides the demo logins). */
    start(env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
      const child = spawn(process.execPath, ['--import', 'tsx', main], {
        env: {
          ...process.env,
          DATABASE_URL: options.databaseUrl,
          PORT: '0',
          HOST: '127.0.0.1',
          METRICS_PORT: '0',
          SERVE_SITE: '0',
          SEED_DEMO: '1',
          SEED_MEMBERS: '3',
          MEDIA_DIR: options.mediaDir,
          LOG_LEVEL: 'warn',
          ...options.env,
          ...env,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      return new Promise((resolve, reject) => {
        let out = '';
        let url: string | undefined;
        child.stdout!.on('data', (chunk) => {
          out += chunk;
          url ??= /running at (http:\/\/\S+?)\/? /.exec(out)?.[1]?.replace('localhost', '127.0.0.1');
          const metricsUrl = /Metrics at (http:\/\/\S+)/.exec(out)?.[1];
          if (url && metricsUrl) {
            const server = { url, metricsUrl, child, exited };
            started.push(server);
            resolve(server);
          }
        });
        void exited.then((code) => reject(new Error(`the server process exited (${code}): ${out}`)));
      });
    },
    /** Sends SIGTERM to every process still running and waits until all have exited. */
    async stopAll(): Promise<void> {
      for (const { child } of started) if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.all(started.map((server) => server.exited));
    },
  };
}

/** A query on a database. */
export async function queryOn<T extends pg.QueryResultRow>(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return (await db.query<T>(sql, params)).rows;
  } finally {
    await db.end();
  }
}
