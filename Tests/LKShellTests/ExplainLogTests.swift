// `lks explain FILE|-` (its output per exception, JSON fields, summary, exit codes, --script, --html) and the
// interactive `explain` of a pasted multi-line block, quotes balanced or not.
import Foundation
import Testing

@testable import LKShell

@MainActor
@Suite struct ExplainLogTests {
  static let r16Console = [
    "2023-11-20 18:02:11.006 Notes[311:9001] *** Terminating app due to uncaught exception"
      + " 'NSInternalInconsistencyException', reason: 'Invalid batch updates detected: the number of sections and/or"
      + " items returned by the data source before and/or after performing the batch updates are inconsistent with"
      + " the updates.",
    "Data source before updates = { 1 section with item counts: [5] }",
    "Data source after updates = { 1 section with item counts: [4] }",
    "Updates = [",
    "\tDelete item (0 - 4),",
    "\tInsert item (0 - 0)",
    "]",
    "Collection view: <UICollectionView: 0x7fa1; frame = (0 0; 390 844); layer = <CALayer: 0x60>>'",
  ]

  func shell(_ format: Shell.Format = .text) -> (Shell, CapturedOutput) {
    let output = CapturedOutput()
    return (Shell(configuration: Shell.Configuration(format: format, color: false), output: output), output)
  }

  func file(_ text: String, _ name: String = "crash.log") throws -> String {
    let url = try temporaryDirectory().appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  @Test func aLogIsExplainedPerExceptionWithASummaryAndExitStatus() throws {
    let log =
      Self.r16Console.joined(separator: "\n") + "\n*** First throw call stack:\n(0x1 0x2)\n"
      + "2023-11-20 18:03:00.000 Notes[311:9001] *** Terminating app due to uncaught exception 'NSGenericException',"
      + " reason: 'the printer is on fire'\n"
    let (shell, output) = shell()
    #expect(shell.explainLog(atPath: try file(log)) == ExitStatus.failure)
    #expect(
      output.standardOutput.hasPrefix("line 1: NSInternalInconsistencyException\nR16: "), "\(output.standardOutput)")
    #expect(output.standardOutput.contains("line 11: NSGenericException\nunknown message"))
    #expect(output.standardOutput.contains("It reads: the printer is on fire"))
    #expect(output.standardOutput.hasSuffix("2 exceptions: 1 recognised, 1 unknown\n"))

    let (known, _) = self.shell()
    #expect(known.explainLog(atPath: try file(Self.r16Console.joined(separator: "\n"))) == ExitStatus.success)
  }

  @Test func theJSONCarriesTheExplainEventPlusWhereTheLogHadIt() throws {
    let (shell, output) = shell(.json)
    #expect(shell.explainLog(atPath: try file(Self.r16Console.joined(separator: "\n"))) == ExitStatus.success)
    let lines = output.standardOutput.split(separator: "\n")
    #expect(lines.count == 2)
    let event = try #require(JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    #expect(event["event"] as? String == "explain")
    #expect(event["known"] as? Bool == true)
    #expect(event["rule"] as? String == "R16")
    #expect(event["logLine"] as? Int == 1)
    #expect(event["exception"] as? String == "NSInternalInconsistencyException")
    #expect((event["message"] as? String)?.hasPrefix("Invalid batch updates detected") == true)
    #expect((event["message"] as? String)?.contains("Collection view") == false)
    let summary = try #require(JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
    #expect(summary["event"] as? String == "explain-summary")
    #expect(summary["exceptions"] as? Int == 1)
    #expect(summary["unknown"] as? Int == 0)
  }

  @Test func badInputGetsAClearMessage() throws {
    let (missing, missingOutput) = shell()
    #expect(missing.explainLog(atPath: "/nonexistent/crash.log") == ExitStatus.usage)
    #expect(missingOutput.standardError.contains("cannot open /nonexistent/crash.log"))

    let binaryURL = try temporaryDirectory().appendingPathComponent("a.out")
    try Data([0x7F, 0x45, 0x4C, 0x46, 0, 1, 0, 0, 0, 0]).write(to: binaryURL)
    let (binary, binaryOutput) = shell()
    #expect(binary.explainLog(atPath: binaryURL.path) == ExitStatus.failure)
    #expect(binaryOutput.standardError.contains("is not text"))

    let (empty, emptyOutput) = shell()
    #expect(empty.explainLog(atPath: try file("app launched\nall good\n")) == ExitStatus.failure)
    #expect(emptyOutput.standardError.contains("no exception in"))
  }

  @Test func theScriptAndThePageAreWritten() throws {
    let directory = try temporaryDirectory()
    let script = directory.appendingPathComponent("repro.lks").path
    let page = directory.appendingPathComponent("repro.html").path
    let (shell, _) = shell()
    let status = shell.explainLog(
      atPath: try file(Self.r16Console.joined(separator: "\n")), script: script, html: page)
    #expect(status == ExitStatus.success)
    let text = try String(contentsOfFile: script, encoding: .utf8)
    #expect(text.contains("expect error \"Invalid batch updates detected"))
    let (runner, output) = self.shell()
    #expect(runner.runTests(paths: [script]) == ExitStatus.success, "\(text)\n\(output.combined)")
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(html.contains("<html"))
  }

  @Test func aMultiLineMessageTypedAfterExplainIsCollectedWithItsUpdatesList() {
    let (shell, output) = shell()
    #expect(shell.execute(line: "explain " + Self.r16Console[0]) == .ok)
    for line in Self.r16Console.dropFirst() {
      #expect(shell.execute(line: line) == .ok, "\(line)")
    }
    #expect(output.standardError.isEmpty, "\(output.standardError)")
    #expect(output.standardOutput.contains("R16: the data source's counts"), "\(output.standardOutput)")
    #expect(output.standardOutput.contains("after them [4]"))
    #expect(shell.prompt == "lks> ")
  }

  @Test func aPastedBlockAfterExplainIsOneText() {
    let (shell, output) = shell(.json)
    let block = "explain " + Self.r16Console.joined(separator: "\n") + "\n*** First throw call stack:\n(0x1)\n"
    #expect(shell.explainPastedBlock(block) == .ok)
    #expect(output.standardOutput.contains("\"rule\":\"R16\""), "\(output.standardOutput)")
    #expect(!output.standardOutput.contains("unknown command"))
  }

  @Test func anUnbalancedQuoteOrASemicolonAfterExplainIsReadRaw() {
    let (shell, output) = shell()
    let line =
      "explain *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason:"
      + " 'attempt to delete section 9, but there are only 2 sections before the update"
    #expect(shell.execute(line: line) == .ok)
    #expect(output.standardOutput.contains("R4: a deleted (or reloaded) section does not exist"), "\(output.combined)")
    let (table, tableOutput) = self.shell()
    #expect(
      table.execute(
        line: "explain attempt to delete section 9, but there are only 2 sections before the update Table view:"
          + " <UITableView: 0x1; frame = (0 0; 390 844)>") == .ok)
    #expect(tableOutput.standardOutput.contains("R4:"), "\(tableOutput.combined)")
    #expect(tableOutput.standardError.isEmpty)
  }

  @Test func aHundredMegabyteLogIsReadInTime() throws {
    // Debug builds are slower than release; this bounds the time loosely (release: see the report).
    var chunk = ""
    for index in 0..<1_000 {
      chunk += "2024-05-01 10:00:\(index % 60).000 App[1:2] loaded row \(index) of the feed with a long line of text\n"
    }
    let text = String(repeating: chunk, count: 10) + Self.r16Console.joined(separator: "\n")
    let clock = ContinuousClock()
    let elapsed = clock.measure { #expect(CrashLog.read(text: text).found == 1) }
    #expect(elapsed < .seconds(10))
  }

  @Test func tenThousandExceptionsGiveABoundedOutputThatSaysHowManyMore() throws {
    var log = ""
    for index in 0..<10_500 {
      log +=
        "2024-05-01 10:00:00.000 App[1:2] attempt to delete section \(index % 90 + 2), but there are only 2"
        + " sections before the update\n2024-05-01 10:00:00.001 App[1:2] loaded row \(index)\n"
    }
    let path = try file(log, "many.log")
    let (shell, output) = shell()
    let script = try temporaryDirectory().appendingPathComponent("many.lks").path
    #expect(shell.explainLog(atPath: path, script: script) == ExitStatus.success)
    #expect(output.standardOutput.split(separator: "\n").count < 500)
    #expect(
      output.standardOutput.hasSuffix(
        "10500 exceptions: 10500 recognised, 0 unknown (the first 50 shown, 10450 more not shown)\n"))
    let text = try String(contentsOfFile: script, encoding: .utf8)
    #expect(text.contains("# 10450 more exceptions in the log are not reproduced here"))

    let (json, jsonOutput) = self.shell(.json)
    #expect(json.explainLog(atPath: path) == ExitStatus.success)
    let lines = jsonOutput.standardOutput.split(separator: "\n")
    #expect(lines.count == 51)
    let summary = try #require(JSONSerialization.jsonObject(with: Data(lines[50].utf8)) as? [String: Any])
    #expect(summary["exceptions"] as? Int == 10_500)
    #expect(summary["shown"] as? Int == 50)
  }

  @Test func invalidUTF8AndJunkAfterTheTextAreReadAndSaidSo() throws {
    var bytes = Array(String(repeating: "2024-05-01 10:00:00.000 App[1:2] loaded a row\n", count: 2_000).utf8)
    bytes += [0xC3, 0x28, 0x0A, 0xFF, 0xFE, 0x00, 0x01, 0x02, 0x0A]
    bytes += Array("attempt to delete section 3, but there are only 2 sections before the update\n".utf8)
    let url = try temporaryDirectory().appendingPathComponent("junk.log")
    try Data(bytes).write(to: url)
    let (shell, output) = shell()
    #expect(shell.explainLog(atPath: url.path) == ExitStatus.success)
    #expect(output.standardError.contains("is not valid UTF-8 throughout"))
    #expect(output.standardOutput.hasSuffix("1 exception: 1 recognised, 0 unknown\n"))
  }
}
