// Test-only: Debian's nginx running deploy/nginx.conf itself (read at every start, never copied), with its listen
// port and its two upstream servers substituted: a foreground process of the test's own, on a free port, with its
// prefix, pid file, temp folders and access log in a temporary folder (no root, port 80 or /var needed).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createConnection } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const RECIPE = path.join(__dirname, '..', 'nginx.conf');

/** The nginx binary on PATH or in /usr/sbin (Debian's, which `.ci/run` installs when missing); null without one. */
export function findNginx(): string | null {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin'];
  return dirs.map((dir) => path.join(dir, 'nginx')).find((file) => fs.existsSync(file)) ?? null;
}

/** What the recipe must say exactly once, and what the test puts there instead. */
function substitutions(listenPort: number, upstreamPorts: [number, number]): Array<[string, string]> {
  return [
    ['listen 80;', `listen 127.0.0.1:${listenPort};`],
    ['server app1:3000 ', `server 127.0.0.1:${upstreamPorts[0]} `],
    ['server app2:3000 ', `server 127.0.0.1:${upstreamPorts[1]} `],
  ];
}

/** deploy/nginx.conf with the ports substituted; throws when the recipe no longer has what is substituted. */
export function recipeWithPorts(listenPort: number, upstreamPorts: [number, number]): string {
  let text = fs.readFileSync(RECIPE, 'utf8');
  for (const [from, to] of substitutions(listenPort, upstreamPorts)) {
    const count = text.split(from).length - 1;
    if (count !== 1) throw new Error(`deploy/nginx.conf has '${from.trim()}' ${count} times, not once`);
    text = text.replace(from, to);
  }
  return text;
}

/** The recipe is a conf.d file (http context): the main configuration around it, everything under `prefix`. */
function mainConfig(prefix: string): string {
  const at = (name: string) => path.join(prefix, name);
  return `daemon off;
worker_processes 1;
pid ${at('nginx.pid')};
error_log stderr warn;
events { worker_connections 512; }
http {
    log_format upstreams '$request_method $request_uri $status "$upstream_addr" "$upstream_status"';
    access_log ${at('access.log')} upstreams;
    client_body_temp_path ${at('body')};
    proxy_temp_path ${at('proxy')};
    fastcgi_temp_path ${at('fastcgi')};
    uwsgi_temp_path ${at('uwsgi')};
    scgi_temp_path ${at('scgi')};
    include ${at('recipe.conf')};
}
`;
}

export interface AccessLogLine {
  method: string;
  uri: string;
  status: number;
  /** Every upstream tried, in order ('127.0.0.1:1234, 127.0.0.1:5678' when nginx retried on the other). */
  upstreams: string[];
}

export interface NginxProcess {
  origin: string;
  /** The access log so far (nginx writes each line when its request ends). */
  accessLog(): AccessLogLine[];
  /** Everything it wrote to stderr. */
  stderr(): string;
  /** SIGQUIT (finish what is in flight, then exit), waits for it, and removes its folder. */
  stop(): Promise<void>;
}

/** Whether something accepts TCP connections on 127.0.0.1:`port`. */
export function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function parseLine(line: string): AccessLogLine {
  const match = /^(\S+) (\S+) (\d+) "([^"]*)" "([^"]*)"$/.exec(line);
  if (!match) throw new Error(`unexpected access log line: ${line}`);
  return {
    method: match[1]!,
    uri: match[2]!,
    status: Number(match[3]),
    upstreams: match[4] === '-' ? [] : match[4]!.split(/, | : /),
  };
}

/** Starts `binary` on `listenPort` in front of the two upstream ports; resolves once it accepts connections. */
export async function startNginx(
  binary: string,
  listenPort: number,
  upstreamPorts: [number, number],
): Promise<NginxProcess> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'bento-nginx-'));
  // Run as root, nginx's workers switch to an unprivileged user, which must reach the temp folders.
  fs.chmodSync(prefix, 0o755);
  fs.writeFileSync(path.join(prefix, 'recipe.conf'), recipeWithPorts(listenPort, upstreamPorts));
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), mainConfig(prefix));
  const child: ChildProcess = spawn(
    binary,
    ['-p', `${prefix}/`, '-c', path.join(prefix, 'nginx.conf'), '-e', 'stderr'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const remove = () => fs.rmSync(prefix, { recursive: true, force: true });
  const started = Date.now();
  while (!(await acceptsConnections(listenPort))) {
    if (child.exitCode !== null || Date.now() - started > 5_000) {
      child.kill('SIGKILL');
      await exited;
      remove();
      throw new Error(`nginx did not start on port ${listenPort}: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    origin: `http://127.0.0.1:${listenPort}`,
    accessLog: () =>
      fs.readFileSync(path.join(prefix, 'access.log'), 'utf8').split('\n').filter(Boolean).map(parseLine),
    stderr: () => stderr,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      await exited;
      remove();
    },
  };
}
