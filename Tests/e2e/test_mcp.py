#!/usr/bin/env python3
"""End-to-end test of `lks mcp` with the official Python MCP client (PyPI `mcp`).

Usage: python3 Tests/e2e/test_mcp.py PATH_TO_lks

Through the client: initialize, list the tools, resources and prompt, call each tool (a valid batch, a failing
command, a named session kept between calls, a pasted R15 crash, a picture), an unknown tool and an argument of the
wrong type (MCP errors), and the server still answering afterwards. Through a raw pipe: a malformed message and a
line of invalid UTF-8 get MCP errors, the next request is answered, and the server exits 0 when its input closes.
Prints one line per check and `N passed, N failed`; exits 1 if any check failed.
"""

import asyncio
import json
import os
import subprocess
import sys
import time

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
try:
    from mcp.shared.exceptions import MCPError as McpError
except ImportError:  # mcp before 2
    from mcp.shared.exceptions import McpError

HERE = os.path.dirname(os.path.abspath(__file__))
R15 = os.path.join(HERE, "..", "..", "examples", "crash-logs", "r15-console.txt")


class Checks:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, name, condition, detail=""):
        if condition:
            self.passed += 1
            print("ok   %s" % name)
        else:
            self.failed += 1
            print("FAIL %s %s" % (name, detail))


def texts(result):
    return [block.text for block in result.content]


async def client_checks(lks, checks):
    params = StdioServerParameters(command=lks, args=["mcp"])
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            info = await session.initialize()
            checks.check("initialize names the server", info.server_info.name == "lks", info.server_info)

            tools = await session.list_tools()
            names = sorted(tool.name for tool in tools.tools)
            checks.check("the tools are run, session, explain, draw", names == ["draw", "explain", "run", "session"],
                         names)
            run_tool = next(tool for tool in tools.tools if tool.name == "run")
            checks.check("run's schema requires commands", run_tool.input_schema.get("required") == ["commands"],
                         run_tool.input_schema)

            result = await session.call_tool("run", {"commands": "append-sections A; append-items a b c to A; apply"})
            body = texts(result)
            events = [json.loads(line) for line in body[-1].splitlines()]
            checks.check("run: a valid batch answers its text and its JSON events",
                         not result.is_error and body[0].startswith("reloadData: 1 section, 3 items")
                         and events[-1]["event"] == "apply", body)

            result = await session.call_tool("run", {"commands": "append-sections A\nappend-items a a to A"})
            body = texts(result)
            checks.check("run: a failing command is a tool error carrying the error event",
                         result.is_error and '"event":"error"' in body[-1] and "not unique" in body[-1], body)

            await session.call_tool("session", {"name": "s", "commands": "append-sections A; append-items a to A"})
            result = await session.call_tool("session", {"name": "s", "commands": "apply"})
            checks.check("session: the state is kept between calls",
                         not result.is_error and "1 section, 1 item" in "".join(texts(result)), texts(result))
            result = await session.call_tool("session", {"list": True})
            checks.check("session: list names the sessions", '"names":["s"]' in texts(result)[-1], texts(result))

            with open(R15, encoding="utf-8") as log:
                crash = log.read()
            result = await session.call_tool("explain", {"text": crash})
            body = texts(result)
            checks.check("explain: a pasted R15 crash is explained, with its reproduction script",
                         not result.is_error and any('"event":"explain"' in block for block in body)
                         and "R15" in body[-1] and "expect error" in body[-1], body[-1][:300])
            reproduction = body[-1]
            result = await session.call_tool("run", {"commands": reproduction})
            checks.check("explain: the reproduction script runs, UIKit's exception where the crash had it",
                         not result.is_error and '"event":"expected-error"' in texts(result)[-1]
                         and '"rule":"R15"' in texts(result)[-1], texts(result)[-1][-300:])

            result = await session.call_tool("draw", {"commands": "append-sections A; append-items a b to A; apply",
                                                      "format": "svg"})
            pictures = [block for block in texts(result) if block.lstrip().startswith(("<svg", "<?xml"))]
            checks.check("draw: an SVG picture per step", not result.is_error and len(pictures) >= 2,
                         [block[:60] for block in texts(result)])
            result = await session.call_tool("draw", {"commands": "append-sections A; apply", "format": "html"})
            checks.check("draw: the page", "<html" in texts(result)[-1], texts(result)[-1][:80])

            for name, arguments, what in [("nope", {}, "an unknown tool"),
                                          ("run", {"commands": 5}, "a number for commands"),
                                          ("run", {}, "no commands"),
                                          ("draw", {"commands": "apply", "format": "png"}, "an unknown format")]:
                try:
                    result = await session.call_tool(name, arguments)
                    checks.check("%s is an error" % what, result.is_error, texts(result))
                except McpError as failure:
                    checks.check("%s is an MCP error" % what, True, failure)

            result = await session.call_tool("run", {"commands": "x" * (300 * 1024)})
            checks.check("huge input is refused and said so",
                         result.is_error and "more than the 262144 a call takes" in "".join(texts(result)),
                         texts(result)[0][:200])

            resources = await session.list_resources()
            uris = [str(resource.uri) for resource in resources.resources]
            checks.check("resources: the language, the semantics, the examples",
                         "lks://docs/language.md" in uris and "lks://docs/semantics.md" in uris
                         and "lks://examples/tour.lks" in uris, uris)
            language = await session.read_resource("lks://docs/language.md")
            checks.check("resources: language.md reads as itself", "append-items" in language.contents[0].text)

            prompts = await session.list_prompts()
            prompt = await session.get_prompt("reproduce-crash", {"crash": "Invalid update"})
            checks.check("prompt: reproduce-crash", [p.name for p in prompts.prompts] == ["reproduce-crash"]
                         and "Invalid update" in prompt.messages[0].content.text)

            tools = await session.list_tools()
            checks.check("the server still answers after the errors", len(tools.tools) == 4)


def raw_checks(lks, checks):
    """Bytes no client sends: a malformed message and invalid UTF-8, then a request, then the end of input."""
    initialize = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
                  "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                             "clientInfo": {"name": "raw", "version": "1"}}}
    lines = [json.dumps(initialize).encode(), b'{"jsonrpc":"2.0","method":"notifications/initialized"}',
             b'{"jsonrpc": "2.0", "id": 2, "method": ', b'\xff\xfe{"jsonrpc":"2.0","id":3}',
             json.dumps({"jsonrpc": "2.0", "id": 4, "method": "tools/list"}).encode()]
    process = subprocess.run([lks, "mcp"], input=b"\n".join(lines) + b"\n", capture_output=True, timeout=30)
    answers = [json.loads(line) for line in process.stdout.decode("utf-8").splitlines()]
    errors = [answer for answer in answers if "error" in answer]
    checks.check("a malformed message and invalid UTF-8 are MCP errors",
                 len(errors) == 2 and all(e["error"]["code"] == -32700 for e in errors), answers)
    listed = [answer for answer in answers if answer.get("id") == 4]
    checks.check("the request after them is answered", len(listed) == 1 and len(listed[0]["result"]["tools"]) == 4)
    checks.check("the server exits 0 when its input closes", process.returncode == 0, process.returncode)

    # Huge messages: a 2 MB call is refused by the tool at once; a 9 MB line (past the transport's 8 MB) is a parse
    # error; the request after them is answered. (The SDK's own stdio transport took 30 s for 1 MB.)
    big = {"jsonrpc": "2.0", "id": 5, "method": "tools/call",
           "params": {"name": "run", "arguments": {"commands": "x" * (2 * 1024 * 1024)}}}
    lines = [json.dumps(initialize).encode(), json.dumps(big).encode(), b'{"x":"' + b"y" * (9 * 1024 * 1024) + b'"}',
             json.dumps({"jsonrpc": "2.0", "id": 6, "method": "tools/list"}).encode()]
    started = time.monotonic()
    process = subprocess.run([lks, "mcp"], input=b"\n".join(lines) + b"\n", capture_output=True, timeout=60)
    seconds = time.monotonic() - started
    answers = [json.loads(line) for line in process.stdout.decode("utf-8").splitlines()]
    refused = [a for a in answers if a.get("id") == 5 and a.get("result", {}).get("isError")]
    too_long = [a for a in answers if a.get("error", {}).get("code") == -32700]
    listed = [a for a in answers if a.get("id") == 6 and "result" in a]
    checks.check("huge messages are errors, quickly, and the server goes on (%.1f s)" % seconds,
                 len(refused) == 1 and len(too_long) == 1 and len(listed) == 1 and seconds < 20,
                 [str(a)[:120] for a in answers])


def main():
    lks = os.path.abspath(sys.argv[1])
    checks = Checks()
    asyncio.run(asyncio.wait_for(client_checks(lks, checks), timeout=120))
    raw_checks(lks, checks)
    print("%d passed, %d failed" % (checks.passed, checks.failed))
    return 1 if checks.failed else 0


if __name__ == "__main__":
    sys.exit(main())
