// nginx (Debian's package) as the reverse proxy in front of several store processes: round robin,
// and a backend that refuses the connection is skipped for the next one. nginx never resends a POST
// that reached a backend (its default), so a process dying mid-request cannot place an order twice.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const NGINX_BINARY = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export type ProxySettings = { listenPort: number; backendPorts: readonly number[]; dir: string; runsAsRoot: boolean };

/** The whole nginx.conf: everything nginx writes stays in `dir`, so it runs beside any other nginx. */
export function nginxConfig(settings: ProxySettings): string {
  const { dir } = settings;
  const servers = settings.backendPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n');
  return `# Written by scripts/cluster/nginx.ts
${settings.runsAsRoot ? 'user root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream store {
${servers}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${settings.listenPort};
    client_max_body_size 2m;
    location / {
      proxy_pass http://store;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # Overwritten, never appended: a client cannot choose the address the rate limits see.
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Only a connection that failed before the request was sent moves on to the next process.
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
    }
  }
}
`;
}

export type RunningProxy = { port: number; child: ChildProcess; stop(): Promise<void> };

/** Starts nginx in the foreground with its own config and folder; throws when nginx is missing or fails. */
export async function startNginx(listenPort: number, backendPorts: readonly number[]): Promise<RunningProxy> {
  if (!existsSync(NGINX_BINARY)) throw new Error(`nginx is not installed at ${NGINX_BINARY}: apt-get install -y nginx-light (or set NGINX_PATH)`);
  const dir = mkdtempSync(path.join(tmpdir(), 'store-nginx-'));
  for (const sub of ['client-body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, sub));
  const configFile = path.join(dir, 'nginx.conf');
  writeFileSync(configFile, nginxConfig({ listenPort, backendPorts, dir, runsAsRoot: process.getuid?.() === 0 }));
  const child = spawn(NGINX_BINARY, ['-p', dir, '-c', configFile, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('error', () => undefined);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`nginx exited: ${stderr.trim()}`);
    try {
      // Any answer (even a 502 while no store is up yet) shows nginx is listening.
      await fetch(`http://127.0.0.1:${listenPort}/healthz`, { signal: AbortSignal.timeout(500) });
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    port: listenPort,
    child,
    async stop() {
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
