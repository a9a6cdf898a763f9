// The `lks` executable (placeholder until the terminal front end lands).
import LKShell

MainActor.assumeIsolated {
  let shell = Shell(output: StandardStreams())
  _ = shell
}
