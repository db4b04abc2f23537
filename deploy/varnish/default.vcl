vcl 4.1;
# Varnish in front of the app nodes (decisions 021 and 022). The app says what may be
# shared: a public page answers a visitor with `Cache-Control: public, max-age=0, s-maxage=…,
# stale-while-revalidate=…` and a `Surrogate-Key` header naming what it shows; everything personal
# says `private, no-store`. This file adds only what the app cannot: which requests may be looked up
# in the cache at all, purging by key (vmod xkey, Debian package varnish-modules), and the purge ACL.
#
#   varnishd -a :6081 -f /etc/varnish/default.vcl -s malloc,256m
#   app nodes: CACHE_PURGE_URLS=http://varnish-host:6081/
#
# tests/e2e/varnish.spec.ts runs this file as it is, with only the backend's port replaced.

import xkey;

# The app nodes. With several, declare each and pick with a director (vmod directors, round_robin),
# with a probe on /api/health so a node that is down or draining is left out.
backend default {
    .host = "127.0.0.1";
    .port = "3000";
    .connect_timeout = 2s;
    .first_byte_timeout = 30s;
    # Kept shorter than the app's KEEP_ALIVE_TIMEOUT_SECONDS (65 s): this side closes idle connections first.
    .between_bytes_timeout = 30s;
}

# Who may purge: the app nodes' addresses.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.Surrogate-Key) {
            return (synth(400, "Surrogate-Key required"));
        }
        # Hard purge: a purged page is never served again, not even as stale.
        set req.http.X-Purged = xkey.purge(req.http.Surrogate-Key);
        return (synth(200, "Purged " + req.http.X-Purged));
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # A member's own page that the public answer would refuse (their pending listing: a 404 to
    # everyone else), asked again below: to the app with their cookies, never into the cache.
    if (req.restarts > 0 && req.http.X-Member-Cookie) {
        set req.http.Cookie = req.http.X-Member-Cookie;
        unset req.http.X-Member-Cookie;
        return (pass);
    }
    unset req.http.X-Member-Cookie;
    # The sitemap index and each sitemap file are one document whatever its query string
    # (app/.server/http/sitemap.ts redirects such URLs to it, decision 034): drop the query here so
    # a random one is a cache hit, never a rebuild.
    if (req.url ~ "^/(sitemap\.xml|sitemaps/[^/?]*)\?") {
        set req.url = regsub(req.url, "\?.*$", "");
    }
    # The public pages (in both languages), the public JSON they fetch (a list's next pages, the
    # exchange rates, search suggestions) and the static files: the app's answer to them is the
    # same for every visitor and member (what is a member's own comes from /api/viewer after the
    # page has loaded), so the cookies (session, theme, language, the readable name) are not sent
    # on and do not split the cache. A profile is its owner's account page: members go to the app.
    if (req.url ~ "^/(en/)?profil/[^/?]+/?(\?|$)" && req.http.Cookie ~ "(^|;\s*)kk_session=") {
        return (pass);
    }
    if (req.url ~ "^/(en/?)?(\?|$)"
        || req.url ~ "^/(en/)?(evler|araclar|dukkanlar|oteller|apartlar)(/[^/?]+)?/?(\?|$)"
        || req.url ~ "^/(en/)?profil/[^/?]+/?(\?|$)"
        || req.url ~ "^/(en/)?(about|iletisim|gizlilik|dopingler)/?(\?|$)"
        || req.url ~ "^/api/(listings|currency|suggest)(\?|$)"
        || req.url ~ "^/(assets|media)/"
        || req.url ~ "^/(favicon\.(ico|svg)|robots\.txt|sitemap\.xml)(\?|$)"
        || req.url ~ "^/sitemaps/[^/?]+$") {
        if (req.http.Cookie ~ "(^|;\s*)kk_session=") {
            set req.http.X-Member-Cookie = req.http.Cookie;
        }
        if (req.url ~ "^/api/" && req.http.Cookie ~ "(^|;\s*)kk_locale=") {
            # A JSON refusal's message follows the language cookie (and refusals are never stored).
            set req.http.Cookie = regsub(req.http.Cookie, "^(?:.*;\s*)?(kk_locale=[^;]*).*$", "\1");
        } else {
            unset req.http.Cookie;
        }
        return (hash);
    }
    # Everything else (forms, accounts, posting, the admin panel, the API) goes to the app as it
    # came; an answer to it is only ever cached when the app says it may be.
    return (pass);
}

sub vcl_backend_fetch {
    # The member's cookies kept for a second ask never reach the app with a shared request.
    unset bereq.http.X-Member-Cookie;
}

sub vcl_backend_response {
    # xkey indexes objects by the keys in this header.
    if (beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    }
}

sub vcl_deliver {
    # A member asked for a page the public answer does not show (a 404): ask again as them (above).
    if (resp.status == 404 && req.http.X-Member-Cookie && req.restarts == 0) {
        return (restart);
    }
    # The keys are for the caches, not for browsers.
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    if (obj.hits > 0) {
        set resp.http.X-Cache = "hit";
    } else {
        set resp.http.X-Cache = "miss";
    }
}
