// The `lks` executable: parse the command line, look at the terminal, run, exit with the status.
import LKShell
import LKShellMCP

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

let invocation = Invocation.parseOrExit()
if invocation.mode == .mcp {
  // The server answers until its input closes; its tools run on the main actor, which this await leaves free.
  do {
    try await serveAssistant()
  } catch {
    fputs("lks mcp: \(error)\n", stderr)
    exit(ExitStatus.failure)
  }
  exit(ExitStatus.success)
}
let terminal = Terminal.current()
let status = run(invocation, terminal: terminal)
exit(status)
