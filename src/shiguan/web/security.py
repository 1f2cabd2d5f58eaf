"""What every request and response goes through: no path-like URLs, known Host names only, a
per-session CSRF token, and headers that keep pages from running anything but our own script.

The server reads a project that may hold anything a source said, and it can write to that
project, so a page must never execute corpus text, another site must not be able to post to it
(a token signed with this server's secret in a SameSite cookie, repeated in each form or the
X-CSRF-Token header: a pair of values someone else picks is not signed), and another site's name
pointing at this machine (DNS rebinding) must not reach it: a Host header is an IP address or a
name the server was told to answer, and nothing else parses as one.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import ipaddress
import re
import secrets
from collections.abc import Iterable
from http.cookies import SimpleCookie
from urllib.parse import unquote, urlsplit

from fastapi import HTTPException, Request
from starlette.datastructures import MutableHeaders
from starlette.responses import PlainTextResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

CSRF_COOKIE = "shiguan_csrf"
CSRF_FIELD = "csrf_token"
CSRF_HEADER = "x-csrf-token"
_TOKEN = re.compile(r"(?P<nonce>[A-Za-z0-9_-]{22})\.(?P<sig>[A-Za-z0-9_-]{43})")
# A Host header: a name or an IPv4 address, or an IPv6 address in brackets, and a port.
_HOST = re.compile(r"(?P<name>\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::[0-9]{1,5})?")
# Our pages load only their own stylesheet and script; the graph page brings its own (see page_csp).
PAGE_CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
            "connect-src 'self'; frame-src 'self'; frame-ancestors 'self'; form-action 'self'; base-uri 'none'")
_SAFE_METHODS = {"GET", "HEAD", "OPTIONS"}


def path_like(path: str) -> bool:
    """A URL path that tries to climb out of its route (.. segments, backslashes, NUL), also
    when percent-encoded once more."""
    for candidate in (path, unquote(path)):
        if "\\" in candidate or "\0" in candidate or ".." in candidate.split("/"):
            return True
    return False


def _hashes(pattern: str, html: str) -> str:
    found = re.findall(pattern, html, flags=re.S)
    sources = [f"'sha256-{base64.b64encode(hashlib.sha256(b.encode()).digest()).decode()}'" for b in found]
    return " ".join(sources) or "'none'"


def inline_csp(html: str) -> str:
    """A Content-Security-Policy for a self-contained page: exactly its own inline <script> and
    <style> blocks may run, by hash; JSON data blocks are not scripts and need none."""
    return (f"default-src 'none'; script-src {_hashes(r'<script>(.*?)</script>', html)}; "
            f"style-src {_hashes(r'<style>(.*?)</style>', html)}; "
            "frame-ancestors 'self'; base-uri 'none'; form-action 'none'")


def _signature(secret: bytes, nonce: str) -> str:
    digest = hmac.new(secret, nonce.encode("ascii"), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest).decode("ascii").rstrip("=")


def new_token(secret: bytes) -> str:
    nonce = secrets.token_urlsafe(16)
    return f"{nonce}.{_signature(secret, nonce)}"


def signed(token: str, secret: bytes) -> bool:
    """Whether this server made `token` (a cookie value an attacker sets himself is not)."""
    m = _TOKEN.fullmatch(token)
    return m is not None and hmac.compare_digest(m["sig"], _signature(secret, m["nonce"]))


def host_allowed(host: str, names: set[str] | None) -> bool:
    """A Host header this server answers: well formed, and an IP address (no DNS name to rebind)
    or one of `names` (None: any well-formed one). `127.0.0.1:80@evil.com` is not well formed."""
    m = _HOST.fullmatch(host.lower())
    if m is None:
        return False
    name = m["name"]
    try:
        ipaddress.ip_address(name.strip("[]"))
        return True
    except ValueError:
        return names is None or name in names


class Guard:
    """ASGI middleware: refuses path-like URLs and unknown Host headers, hands each browser a CSRF
    token signed with this server's secret (request.state.csrf_token, set as a cookie when
    missing or not signed) and adds the security headers."""

    def __init__(self, app: ASGIApp, allowed_hosts: Iterable[str] | None = None):
        self.app = app
        self.allowed_hosts = {h.lower() for h in allowed_hosts} if allowed_hosts is not None else None
        self.secret = secrets.token_bytes(32)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        raw = scope.get("raw_path", b"").decode("latin-1") or scope["path"]
        if path_like(scope["path"]) or path_like(raw.split("?", 1)[0]):
            await PlainTextResponse("path-like URLs are refused", 400)(scope, receive, send)
            return
        headers = dict(scope["headers"])
        host = headers.get(b"host", b"").decode("latin-1")
        if not host_allowed(host, self.allowed_hosts):
            await PlainTextResponse(f"unknown host {host!r}", 400)(scope, receive, send)
            return
        cookies = SimpleCookie()
        cookies.load(headers.get(b"cookie", b"").decode("latin-1"))
        sent = cookies[CSRF_COOKIE].value if CSRF_COOKIE in cookies else ""
        token = sent if signed(sent, self.secret) else new_token(self.secret)
        state = scope.setdefault("state", {})
        state["csrf_token"], state["csrf_secret"] = token, self.secret

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                h = MutableHeaders(scope=message)
                h.setdefault("content-security-policy", PAGE_CSP)
                h.setdefault("x-content-type-options", "nosniff")
                h.setdefault("x-frame-options", "SAMEORIGIN")
                h.setdefault("referrer-policy", "same-origin")
                h.setdefault("cross-origin-opener-policy", "same-origin")
                h.setdefault("cache-control", "no-store")
                if token != sent:
                    h.append("set-cookie", f"{CSRF_COOKIE}={token}; Path=/; HttpOnly; SameSite=Strict")
            await send(message)

        await self.app(scope, receive, send_with_headers)


def same_origin(origin: str | None, referer: str | None, host: str) -> bool:
    """Whether a request came from our own pages: its Origin, else its Referer, names this Host.
    A request with neither (a script, not a browser) is judged by its token alone; "null" (a
    sandboxed frame, a file:// page) is another origin."""
    source = origin if origin is not None else referer
    if source is None:
        return True
    parts = urlsplit(source)
    return parts.scheme in ("http", "https") and parts.netloc.lower() == host.lower()


async def require_csrf(request: Request) -> None:
    """Refuse a state-changing request from another origin (Origin or Referer), or whose token
    (form field or header) is not the one in this browser's cookie. Applied to every route of
    the app: the SameSite cookie alone leaves older browsers and sibling sites open."""
    if request.method in _SAFE_METHODS:
        return
    if not same_origin(request.headers.get("origin"), request.headers.get("referer"),
                       request.headers.get("host", "")):
        raise HTTPException(403, "This request came from another site (its Origin or Referer is not this "
                                 "server), so it is refused. Use the page this server shows.")
    cookie = request.cookies.get(CSRF_COOKIE, "")
    sent = request.headers.get(CSRF_HEADER)
    if sent is None and request.headers.get("content-type", "").startswith(
            ("application/x-www-form-urlencoded", "multipart/form-data")):
        value = (await request.form()).get(CSRF_FIELD)
        sent = value if isinstance(value, str) else None
    if not cookie or not sent or not secrets.compare_digest(cookie.encode(), sent.encode()) \
            or not signed(sent, request.state.csrf_secret):
        raise HTTPException(403, "This form has expired or did not come from this site (CSRF token missing or "
                                 "wrong). Reload the page and try again.")
