vcl 4.1;
# Varnish 7 with xkey (Debian: varnish, varnish-modules) in front of the Forecourt web servers.
# docs/deploy.md explains each rule. backends.vcl (beside this file or on vcl_path) declares the
# servers and a director named "web"; backends.example.vcl shows its shape.

import std;
import xkey;
import directors;

include "backends.vcl";

# Who may purge: the web servers (CACHE_PURGE=varnish, VARNISH_PURGE_URLS). Widen to their
# private network in production.
acl purgers {
  "127.0.0.1";
  "::1";
}

# Whose request id is kept: the TLS terminator in front (deploy/caddy/Caddyfile, beside Varnish),
# which sets its own. Put your load balancer's or Caddy's addresses here when they run elsewhere.
acl request_id_setters {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  set req.backend_hint = web.backend();

  # The request id the servers log, answer a 500 with (`reference`) and keep on the outbox rows
  # (REQUEST_ID_HEADER, x-request-id) is never one a browser chose: from anyone but the TLS
  # terminator it is replaced by Varnish's own (this instance, the time, its transaction id).
  if (client.ip !~ request_id_setters || !req.http.x-request-id) {
    set req.http.x-request-id = server.identity + "-" + std.time2integer(now, 0) + "-" + req.xid;
  }

  # A write on any server purges its site's pages here: `PURGE /` with `xkey-purge: tag ...`.
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Purging is not allowed from this address"));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "PURGE needs an xkey-purge header naming the tags"));
    }
    set req.http.x-purged = xkey.purge(req.http.xkey-purge);
    return (synth(200, "Purged " + req.http.x-purged + " objects"));
  }

  # Host-safe: one spelling per host, and the host is part of every cache key (vcl_hash).
  set req.http.host = std.tolower(regsub(req.http.host, "\.$", ""));

  # The build's scripts and style sheets have Brotli copies (apps/web/cache/precompressed-assets.mjs).
  # Varnish keeps only gzip in Accept-Encoding after this sub, so whether the browser takes br is
  # noted here, keyed on (vcl_hash) and asked of the servers (vcl_backend_fetch).
  unset req.http.x-brotli;
  if (req.url ~ "^/_next/static/.+\.(js|css)(\?|$)" &&
      req.http.accept-encoding ~ "(^|[\s,])br\s*(;\s*q=(1(\.0*)?|0?\.0*[1-9]\d*))?\s*(,|$)") {
    set req.http.x-brotli = "br";
  }

  # Campaign parameters (ad click ids and utm fields, unique per click) do not change a page:
  # the servers answer a landing with the cached page of its path and the browser reads them
  # from its address bar. The cache key leaves them out, so every click on an ad finds the one
  # stored page instead of storing another. Same keys as core LANDING_QUERY_KEYS.
  set req.http.x-cache-url = regsuball(req.url,
    "([?&])(gclid|fbclid|utm_source|utm_medium|utm_campaign|utm_term|utm_content|utm_id|msclkid|gbraid|wbraid|dclid|ttclid)=[^&]*",
    "\1");
  set req.http.x-cache-url = regsuball(req.http.x-cache-url, "([?&])&+", "\1");
  set req.http.x-cache-url = regsub(req.http.x-cache-url, "[?&]+$", "");

  # A lead sent with an Idempotency-Key (the sites' forms send one) may be sent again to the
  # other server when its first one fails, as while a server restarts (vcl_backend_error): its
  # body is kept for that. The key makes the second send answer the same lead, never a second.
  if (req.method == "POST" && req.http.idempotency-key && req.url ~ "^/api/leads(\?|$)") {
    if (!std.cache_req_body(2MB)) {
      return (synth(413, "The request body is too large"));
    }
  }

  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # Platform API reads carry credentials; answers for one client are never shared.
  if (req.http.authorization) {
    return (pass);
  }
  # Measurement cookies do not change a page; any other cookie (a garage session) may, so the
  # request goes to the servers uncached. The split-test variant (docs/decisions 0016) changes
  # the home page by its value: it is part of the cache key (vcl_hash) and the one cookie the
  # servers still get, since they route by it.
  unset req.http.x-variant;
  if (req.http.cookie) {
    set req.http.cookie = regsuball(req.http.cookie, "(^|;\s*)(_ga[^=]*|_gid|_gcl_[^=]*|_fbp|_fbc)=[^;]*", "");
    set req.http.cookie = regsub(req.http.cookie, "^;\s*", "");
    if (req.http.cookie ~ "(^|;\s*)forecourt_variant=[^;]+") {
      set req.http.x-variant = regsub(req.http.cookie, "^(.*;\s*)?(forecourt_variant=[^;]+).*$", "\2");
      set req.http.cookie = regsuball(req.http.cookie, "(^|;\s*)forecourt_variant=[^;]*", "");
      set req.http.cookie = regsub(req.http.cookie, "^;\s*", "");
    }
    if (req.http.cookie ~ "^\s*$") {
      unset req.http.cookie;
    } else {
      return (pass);
    }
    if (req.http.x-variant) {
      set req.http.cookie = req.http.x-variant;
    }
  }
  return (hash);
}

sub vcl_hash {
  hash_data(req.http.x-cache-url);
  hash_data(req.http.host);
  if (req.http.x-variant) {
    hash_data(req.http.x-variant);
  }
  if (req.http.x-brotli) {
    hash_data(req.http.x-brotli);
  }
  return (lookup);
}

sub vcl_backend_fetch {
  unset bereq.http.x-cache-url;
  if (bereq.http.x-brotli) {
    set bereq.http.accept-encoding = "br";
  }
  unset bereq.http.x-brotli;
}

# A server that is stopping (a rolling restart) refuses new connections until the readiness
# probe marks it sick, a second or two: a request that is safe to send again goes to the next
# server instead of answering 503 (reads, and leads with an Idempotency-Key, see vcl_recv).
sub vcl_backend_error {
  if (bereq.retries < 2 &&
      (bereq.method == "GET" || bereq.method == "HEAD" ||
       (bereq.method == "POST" && bereq.http.idempotency-key))) {
    return (retry);
  }
}

sub vcl_backend_response {
  # Pages that must not be shared say so (private / no-store, or a cookie being set): never
  # stored, and not queued behind one another either.
  if (beresp.http.set-cookie || beresp.http.cache-control ~ "(?i)private|no-store|no-cache") {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
  # The rest keep Next's s-maxage as their TTL and its stale-while-revalidate as grace; a write
  # removes them at once through xkey, whatever their age.
  return (deliver);
}

sub vcl_deliver {
  if (obj.uncacheable) {
    set resp.http.x-cache = "PASS";
  } elsif (obj.hits > 0) {
    set resp.http.x-cache = "HIT";
  } else {
    set resp.http.x-cache = "MISS";
  }
  # The tags are for this cache only.
  unset resp.http.xkey;
}
