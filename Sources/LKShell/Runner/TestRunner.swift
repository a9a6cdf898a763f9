// `lks test FILE|DIR...`: scripts as tests, each in a fresh session; one result per script and a closing count, as
// text or JSON events.

@MainActor
struct TestRunner {
  let configuration: Shell.Configuration
  let output: any ShellOutput
  let interruptionRequested: @Sendable () -> Bool

  /// Runs each script (directories: their `.lks` files, recursively); returns 0 when all passed, 1 when one failed,
  /// 2 when a path does not exist or holds no script (as `lks missing.lks`), 130 when interrupted.
  func run(paths: [String]) -> Int32 {
    let printer = EventPrinter(output: output)
    let location = SourceLocation(file: nil, line: 0)
    func print(_ event: ShellEvent) {
      printer.print(event, format: configuration.format, color: configuration.color, at: location)
    }
    // A path that is missing or holds no script stops the run before anything runs, whichever the other paths
    // hold (`lks test dir emptydir` as `lks test emptydir`); with --json the refusal is an error event too.
    func refuse(_ message: String) -> Int32 {
      switch configuration.format {
      case .text: output.write(TerminalText.safe(message, color: false) + "\n", to: .standardError)
      case .json: output.write(JSONRenderer.usageError(message).serialized + "\n", to: .standardOutput)
      }
      return ExitStatus.usage
    }
    if let missing = paths.first(where: { !FileSystem.exists($0) }) {
      return refuse("lks test: cannot open \(missing): No such file or directory")
    }
    var scripts: [String] = []
    for path in paths {
      let found = FileSystem.scripts(under: path)
      if found.isEmpty { return refuse("lks test: no .lks scripts in \(path) (nothing to run)") }
      scripts += found
    }
    if scripts.isEmpty { return refuse("lks test: nothing to run") }
    var passed = 0
    var failed = 0
    for script in scripts {
      if interruptionRequested() { return Shell.interruptedStatus }
      let captured = CapturedOutput()
      let shell = Shell(
        configuration: Shell.Configuration(format: .text, color: false, view: configuration.view), output: captured)
      shell.interruptionRequested = interruptionRequested
      let status = shell.runScript(atPath: script)
      if status == ExitStatus.success {
        passed += 1
        print(.testResult(TestResult(script: script, failure: nil)))
      } else {
        failed += 1
        // The first error, not a warning printed before it.
        let lines = captured.standardError.split(separator: "\n")
        let reason = (lines.first { $0.contains("error:") } ?? lines.first).map(String.init) ?? "exit status \(status)"
        print(.testResult(TestResult(script: script, failure: reason)))
      }
    }
    print(.testSummary(passed: passed, failed: failed))
    return failed == 0 ? ExitStatus.success : ExitStatus.failure
  }
}
