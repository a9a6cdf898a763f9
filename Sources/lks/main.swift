// The `lks` executable: parse the command line, look at the terminal, run, exit with the status.
import LKShell

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

let invocation = Invocation.parseOrExit()
let terminal = Terminal.current()
let status = MainActor.assumeIsolated { run(invocation, terminal: terminal) }
exit(status)
