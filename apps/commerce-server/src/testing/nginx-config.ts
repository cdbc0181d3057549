/** What {@link nginxConfig} needs to know. */
export interface NginxConfigOptions {
  /** The folder that holds the config, logs, pid file and temporary files. */
  prefix: string;
  /** The port to listen on, on 127.0.0.1. */
  port: number;
  /** The upstream servers as `host:port`. */
  upstreams: string[];
  /** Whether nginx runs as root (its workers then stay root, to write in the prefix). */
  root: boolean;
  /**
   * Whether nginx keeps the pages its upstreams say a shared cache may keep (`Cache-Control:
   * public, s-maxage=…`), as a proxy in front of several storefronts does. A request carrying
   * the storefront's cart marker (`has_cart`) passes it by and is never kept; each answer says
   * what the cache did in `X-Cache-Status` (HIT, MISS, BYPASS, STALE …).
   */
  pageCache?: boolean;
}

/**
 * The commerce server accepts GraphQL bodies up to 1 MB; the balancer must never refuse a body
 * the server would take, and keeps such a body in memory rather than in a temporary file.
 */
const MAX_BODY = '2m';
const BODY_BUFFER = '1m';

/**
 * An nginx configuration that spreads requests round robin, without stickiness, over the
 * upstreams, for a master process run in the foreground with everything it writes in `prefix`.
 *
 * @param options - prefix, port, upstreams
 * @returns the text of nginx.conf
 * @remarks Each request goes to the next upstream whatever its cookies or session header say,
 * which is what proves that no instance keeps shared state in its memory. Upstream connections
 * are kept alive (HTTP/1.1 with an empty Connection header); response headers pass unchanged.
 */
export function nginxConfig({
  prefix,
  port,
  upstreams,
  root,
  pageCache = false,
}: NginxConfigOptions): string {
  const temp = (name: string) => `${prefix}/temp/${name}`;
  const cachePath = pageCache
    ? `  proxy_cache_path ${temp('pages')} levels=1:2 keys_zone=pages:8m max_size=64m inactive=10m;\n`
    : '';
  const cache = pageCache
    ? `
      proxy_cache pages;
      proxy_cache_key $scheme$http_host$request_uri;
      proxy_cache_bypass $cookie_has_cart;
      proxy_no_cache $cookie_has_cart;
      proxy_cache_lock on;
      proxy_cache_background_update on;
      proxy_cache_use_stale updating error timeout;
      add_header X-Cache-Status $upstream_cache_status always;`
    : '';
  return `${root ? 'user root;\n' : ''}daemon off;
master_process on;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;

events {
  worker_connections 1024;
}

http {
  access_log ${prefix}/logs/access.log;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};

  client_max_body_size ${MAX_BODY};
  client_body_buffer_size ${BODY_BUFFER};
${cachePath}
  upstream commerce {
${upstreams.map((upstream) => `    server ${upstream};`).join('\n')}
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${port};

    location / {
      proxy_pass http://commerce;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering ${pageCache ? 'on' : 'off'};${cache}
    }
  }
}
`;
}
