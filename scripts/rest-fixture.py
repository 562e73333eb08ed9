#!/usr/bin/env python3
"""A JSONPlaceholder-compatible REST API on loopback, for Roster's import-from-URL tests.

Usage: rest-fixture.py [DATA_DIR]   (default: Resources/SampleData beside this script's parent)

Listens on 127.0.0.1 on a free port, prints "PORT\\n" on stdout once it accepts, and
stops when its standard input closes (so a test that dies stops it too) or on SIGTERM.

  /users, /todos                     the sample team (DATA_DIR/users.json, todos.json)
  /VARIANT/users, /VARIANT/todos     the same, except:
    error500     HTTP 500                      missing    HTTP 404
    slow         answers after 10 s            malformed  users: broken JSON
    notalist     users: a JSON object          invalid    users: a person without an email
    elsewhere    302 to http://localhost:PORT/users (another host name for this server)
    moved        302 to /users, /todos (the same host)
    oversized    users: 21 MiB, no Content-Length (reading must stop early)
    declared     users: Content-Length 100 MiB (refused before reading)
"""
import os
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "Resources", "SampleData")
with open(os.path.join(DATA, "users.json"), "rb") as f:
    USERS = f.read()
with open(os.path.join(DATA, "todos.json"), "rb") as f:
    TODOS = f.read()
SLOW_SECONDS = 10
OVERSIZED = 21 * 1024 * 1024


class Handler(BaseHTTPRequestHandler):
    server_version = "RosterRESTFixture/1"

    def log_message(self, *args):
        pass

    def send(self, code, body=b"", content_type="application/json", length=None, headers=()):
        self.send_response(code)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body) if length is None else length))
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        path = self.path.split("?", 1)[0]
        parts = [p for p in path.split("/") if p]
        if not parts or parts[-1] not in ("users", "todos") or len(parts) > 2:
            return self.send(404, b'{"error": "not found"}')
        resource = parts[-1]
        variant = parts[0] if len(parts) == 2 else ""
        body = USERS if resource == "users" else TODOS
        port = self.server.server_address[1]
        try:
            if variant == "":
                self.send(200, body)
            elif variant == "error500":
                self.send(500, b'{"error": "internal"}')
            elif variant == "missing":
                self.send(404, b'{"error": "not found"}')
            elif variant == "slow":
                time.sleep(SLOW_SECONDS)
                self.send(200, body)
            elif variant == "malformed":
                self.send(200, b'[{"id": 1, "name": "Leanne",' if resource == "users" else body)
            elif variant == "notalist":
                self.send(200, b'{"users": "nope"}' if resource == "users" else body)
            elif variant == "invalid":
                self.send(200, b'[{"id": 1, "name": "Leanne Graham"}]' if resource == "users" else b"[]")
            elif variant == "elsewhere":
                self.send(302, b"", headers=[("Location", f"http://localhost:{port}/{resource}")])
            elif variant == "moved":
                self.send(302, b"", headers=[("Location", f"/{resource}")])
            elif variant == "oversized" and resource == "users":
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Connection", "close")
                self.end_headers()
                chunk = b'{"id": 1, "name": "Leanne Graham", "email": "Sincere@april.biz"},' * 1024
                self.wfile.write(b"[")
                sent = 1
                while sent < OVERSIZED:
                    self.wfile.write(chunk)
                    sent += len(chunk)
                self.close_connection = True
            elif variant == "declared" and resource == "users":
                self.send(200, b"[", length=100 * 1024 * 1024)
                self.close_connection = True
            elif variant in ("oversized", "declared"):
                self.send(200, body)
            else:
                self.send(404, b'{"error": "not found"}')
        except (BrokenPipeError, ConnectionResetError):
            pass


def main():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    print(server.server_address[1], flush=True)
    try:
        sys.stdin.read()  # until the test closes our input (or dies)
    except KeyboardInterrupt:
        pass
    server.shutdown()


if __name__ == "__main__":
    main()
