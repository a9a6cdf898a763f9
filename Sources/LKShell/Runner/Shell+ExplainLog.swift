// `lks explain FILE|-` (docs/language.md §8.4): a whole crash log read, one `explain` event per exception found, a
// closing count, and the exit status: 0 when every exception found is recognised, 1 otherwise.

extension Shell {
  /// The largest log `lks explain` reads, in bytes: far more than a console session, and a bound on its memory.
  static let maximumLogSize = 512 * 1024 * 1024

  /// `lks explain FILE` (standard input when `path` is nil): explains every exception in the log (the first
  /// `CrashLog.defaultLimit`, then how many more), and returns 0 when every exception found is recognised, 1 when one
  /// is not or there is none, 2 when the file cannot be read.
  ///
  /// - Complexity: O(n) in the length of the log.
  public func explainLog(atPath path: String?, script: String? = nil, html: String? = nil) -> Int32 {
    let name = path ?? "standard input"
    let bytes: [UInt8]
    switch FileSystem.readBytes(atPath: path) {
    case .success(let read): bytes = read
    case .failure(let problem):
      return refuseLog("lks explain: cannot open \(name): \(problem.message(advice: ""))", status: ExitStatus.usage)
    }
    if bytes.count > Self.maximumLogSize {
      return refuseLog(
        "lks explain: \(name) is \(bytes.count / 1_048_576) MB: more than the \(Self.maximumLogSize / 1_048_576) MB"
          + " a crash log is read up to (cut out the part around the exception)", status: ExitStatus.failure)
    }
    let reading: CrashLogReading
    switch CrashLog.read(bytes) {
    case .success(let read): reading = read
    case .failure(.binary):
      return refuseLog(
        "lks explain: \(name) is not text (it holds NUL or control bytes): give a console log, a crash report (.ips"
          + " or .crash) or the exception's message", status: ExitStatus.failure)
    }
    if reading.repaired {
      output.write(
        "lks explain: \(name) is not valid UTF-8 throughout: the invalid bytes were read as U+FFFD\n",
        to: .standardError)
    }
    explain(reading)
    printSummary(of: reading, name: name)
    if script != nil || html != nil {
      let text = CrashReproduction.script(for: reading, logName: name)
      if let script, let problem = FileOutput.write(text, toPath: script) {
        return refuseLog("lks explain: cannot write \(script): \(problem)", status: ExitStatus.usage)
      }
      if let html, let problem = Self.writeReproductionPage(text, to: html, view: configuration.view) {
        return refuseLog("lks explain: cannot write \(html): \(problem)", status: ExitStatus.usage)
      }
    }
    return reading.found > 0 && reading.unrecognized == 0 ? ExitStatus.success : ExitStatus.failure
  }

  /// Runs the reproduction in a fresh session and writes its page (as `lks --html` would); nil when it worked, else
  /// why not.
  private static func writeReproductionPage(_ script: String, to path: String, view: ViewKind) -> String? {
    if let problem = Shell.problemWriting(.html, to: path) { return problem }
    let shell = Shell(configuration: Configuration(format: .text, color: false, view: view), output: CapturedOutput())
    _ = shell.runInline(script)
    do {
      try shell.writePictures(.html, to: path)
    } catch {
      return "\(error)"
    }
    return nil
  }

  /// One `explain` event per exception of `reading`.
  func explain(_ reading: CrashLogReading) {
    for exception in reading.exceptions {
      let place = CrashLogPlace(exception)
      print(
        .explanation(
          ExplainReport(subject: .pasted, text: exception.message, message: exception.recognized, place: place)))
    }
  }

  /// The closing count: how many exceptions, how many recognised, how many not shown.
  private func printSummary(of reading: CrashLogReading, name: String) {
    let shown = reading.exceptions.count
    switch configuration.format {
    case .json:
      let fields: [(String, JSONValue)] = [
        ("event", "explain-summary"), ("exceptions", .int(reading.found)),
        ("recognised", .int(reading.found - reading.unrecognized)), ("unknown", .int(reading.unrecognized)),
        ("shown", .int(shown)),
      ]
      output.write(JSONValue.object(fields).serialized + "\n", to: .standardOutput)
    case .text:
      if reading.found == 0 {
        output.write(
          TerminalText.safe(
            "lks explain: no exception in \(name): no line of it is a UIKit exception, a crash report's reason or"
              + " one of the messages explain knows", color: false) + "\n", to: .standardError)
        return
      }
      var summary = reading.found == 1 ? "1 exception" : "\(reading.found) exceptions"
      summary += ": \(reading.found - reading.unrecognized) recognised, \(reading.unrecognized) unknown"
      if shown < reading.found { summary += " (the first \(shown) shown, \(reading.found - shown) more not shown)" }
      output.write(summary + "\n", to: .standardOutput)
    }
  }

  /// Reports why a log cannot be explained (text on standard error, an error event with --json).
  private func refuseLog(_ message: String, status: Int32) -> Int32 {
    switch configuration.format {
    case .text: output.write(TerminalText.safe(message, color: false) + "\n", to: .standardError)
    case .json: output.write(JSONRenderer.usageError(message).serialized + "\n", to: .standardOutput)
    }
    return status
  }
}
