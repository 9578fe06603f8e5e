import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import path from 'node:path';

// nginx in front of server processes, started by a test as one foreground process with a
// generated config in a folder of its own: the proxy docs/deploy.md describes, without Docker.

/** The nginx binary (Debian's `nginx-light` or `nginx` put it in /usr/sbin), or null. */
export function findNginx(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']) {
    if (existsSync(candidate)) return candidate;
  }
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : null;
}

/** A TCP port free right now on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The proxy's config: round robin over the processes, WebSocket upgrades passed on, the Host
 * kept and the visitor's address forwarded; each request logged with the process that answered.
 */
export function nginxConfig(dir: string, port: number, upstreams: readonly string[]): string {
  return `daemon off;
master_process off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  log_format upstream '$request_method $uri $status $upstream_addr';
  access_log ${dir}/access.log upstream;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 16m;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream amori {
${upstreams.map((address) => `    server ${address};`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://amori;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 1h;
    }
  }
}
`;
}

export interface Nginx {
  url: string;
  /** Each request the proxy passed on: method, path, status and the process (host:port). */
  log(): { method: string; path: string; status: number; upstream: string }[];
  stop(): Promise<void>;
}

/** Starts nginx in the foreground with a generated config in `dir`; resolves once it listens. */
export async function startNginx(binary: string, dir: string, upstreams: readonly string[]): Promise<Nginx> {
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(config, nginxConfig(dir, port, upstreams));
  const child: ChildProcess = spawn(binary, ['-p', dir, '-c', config, '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopped = false;
  void exited.then(() => {
    if (!stopped) console.error(`nginx exited: ${readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
  });
  for (let tries = 0; ; tries++) {
    const listening = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (listening) break;
    if (child.exitCode !== null || tries > 200) throw new Error('nginx did not start (see its error.log)');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    log: () =>
      readFileSync(path.join(dir, 'access.log'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [method, uri, status, upstream] = line.split(' ');
          return { method: method!, path: uri!, status: Number(status), upstream: upstream! };
        }),
    async stop() {
      stopped = true;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
