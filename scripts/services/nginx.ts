/**
 * A throw-away nginx from Debian's packages as the WebSocket-aware load balancer in front of several
 * sandbox nodes: its own prefix directory (config, pid, logs, temp files) under the system's temp
 * directory, run in the foreground as our child (`daemon off`), on a loopback port. Debian's own nginx
 * service and /etc/nginx are not used or touched. `stop()` stops it and deletes the directory.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, killOnExit, lastLines, stopChild, waitUntilReady } from './processes';

export interface StartNginxOptions {
  /** The nodes, `host:port` each. */
  upstreams: string[];
  /** The port to listen on (127.0.0.1); a free one when not given. */
  port?: number;
}

export interface RunningNginx {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  port: number;
  /** The master process (nginx runs in the foreground: `daemon off`). */
  pid: number;
  /** The prefix directory: nginx.conf, error.log, access.log. */
  dir: string;
  /** The last lines of its error log, for failure messages. */
  errors(): string;
  /** Stops nginx (SIGQUIT: finish open requests; SIGKILL after a grace) and deletes its directory; safe to call twice. */
  stop(): Promise<void>;
}

const NGINX = '/usr/sbin/nginx';
const START_ATTEMPTS = 3;
const STOP_GRACE_MS = 3_000;
/** Several thousand clients (the load bench) need two connections each: the client's and the node's. */
const WORKER_CONNECTIONS = 16_384;

/**
 * The whole configuration. Decisions (docs/cluster.md):
 * - WebSocket: HTTP/1.1 to the nodes with the client's Upgrade and a matching Connection header; an idle
 *   socket stays open for an hour (the client pings every few seconds anyway).
 * - Failover: a node that refuses or does not connect within 1 s is skipped for 2 s (max_fails=1,
 *   fail_timeout=2s) and the request goes to the next node (`proxy_next_upstream`; nginx never resends a
 *   POST that already reached a node). No sticky sessions: any node serves any request.
 * - Host is passed on as the client sent it (the agent console's origin check compares Origin with Host).
 */
function nginxConfig(dir: string, port: number, upstreams: readonly string[]): string {
  const runAsRoot = process.getuid?.() === 0;
  return `# Written by scripts/services/nginx.ts for one run; deleted when nginx stops.
${runAsRoot ? 'user root;\n' : ''}daemon off;
worker_processes 1;
worker_rlimit_nofile ${WORKER_CONNECTIONS * 2};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log notice;

events {
  worker_connections ${WORKER_CONNECTIONS};
}

http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' close;
  }

  upstream sandbox_nodes {
${upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=2s;`).join('\n')}
  }

  server {
    listen 127.0.0.1:${port};
    client_max_body_size 10m;

    location / {
      proxy_pass http://sandbox_nodes;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 1s;
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
      proxy_next_upstream error timeout http_502;
    }
  }
}
`;
}

/** nginx writes its pid file once it has bound its port: ours holds this child's pid then (not a stale one). */
function wrotePid(pidFile: string, pid: number | undefined): boolean {
  return pid !== undefined && existsSync(pidFile) && readFileSync(pidFile, 'utf8').trim() === String(pid);
}

export async function startNginx(options: StartNginxOptions): Promise<RunningNginx> {
  if (options.upstreams.length === 0) throw new Error('startNginx needs at least one upstream');
  if (!existsSync(NGINX)) throw new Error(`no ${NGINX} (Debian: apt-get install nginx)`);
  const dir = mkdtempSync(join(tmpdir(), 'support-nginx-'));
  const configFile = join(dir, 'nginx.conf');
  const errorLog = join(dir, 'error.log');
  const pidFile = join(dir, 'nginx.pid');
  for (let attempt = 1; ; attempt++) {
    const port = options.port ?? (await freePort());
    writeFileSync(configFile, nginxConfig(dir, port, options.upstreams));
    // -e: the error log before the config is read, else nginx tries Debian's /var/log/nginx/error.log.
    const server = spawn(NGINX, ['-p', dir, '-c', configFile, '-e', errorLog], { stdio: ['ignore', 'ignore', 'pipe'] });
    killOnExit(server);
    let stderr = '';
    server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    let ready: boolean;
    try {
      ready = await waitUntilReady(server, async () => wrotePid(pidFile, server.pid), 'nginx');
    } catch (error) {
      await stopChild(server, 'SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
    if (ready) {
      let stopped = false;
      return {
        url: `http://127.0.0.1:${port}`,
        port,
        pid: server.pid as number,
        dir,
        errors: () => lastLines(errorLog),
        stop: async () => {
          if (!stopped) {
            stopped = true;
            await stopChild(server, 'SIGQUIT', STOP_GRACE_MS);
          }
          rmSync(dir, { recursive: true, force: true });
        },
      };
    }
    const problem = `${stderr}\n${lastLines(errorLog)}`;
    if (options.port !== undefined || attempt >= START_ATTEMPTS || !problem.includes('Address already in use')) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx did not start on 127.0.0.1:${port}:\n${problem}`);
    }
  }
}
