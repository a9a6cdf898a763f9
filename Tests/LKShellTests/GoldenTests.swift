// Golden tests: a fixed list of scripts (examples and the small inputs under Golden/inputs/) runs through `Shell` in
// text mode and in JSON mode; stdout and stderr, interleaved as written, must equal the checked-in files
// Golden/NAME.txt and Golden/NAME.jsonl. Regenerate with `LKS_UPDATE_GOLDENS=1 swift test --filter Golden`.
import Foundation
import Testing

@testable import LKShell

enum GoldenFiles {
  /// Tests/LKShellTests/Golden, found from this file's path so the tests run from any directory.
  static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Golden")
  static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let examplesDirectory = repositoryRoot.appendingPathComponent("examples")
  static let inputsDirectory = goldenDirectory.appendingPathComponent("inputs")

  static var updating: Bool { ProcessInfo.processInfo.environment["LKS_UPDATE_GOLDENS"] == "1" }

  /// A golden case: a script, the name of its golden files, and which formats are kept.
  struct Case: Sendable, CustomStringConvertible {
    var script: URL
    var name: String
    var formats: [Shell.Format]
    var description: String { name }
  }

  /// The fixed list of golden cases, each with committed expected outputs: the examples in both formats, except
  /// `pagination` whose 100,000-row JSON would be huge (its text is kept; `inputs/pagination-small.lks` covers its
  /// JSON), and the small inputs under Golden/inputs/.
  static let cases: [Case] =
    [
      "tour", "outline", "mixed", "reconfigure-vs-reload", "view-state", "errors", "invalid-update", "out-of-sync",
      "app-bugs", "table", "explain", "big-changes",
    ]
    .map {
      Case(script: examplesDirectory.appendingPathComponent("\($0).lks"), name: $0, formats: [.text, .json])
    }
    + [Case(script: examplesDirectory.appendingPathComponent("pagination.lks"), name: "pagination", formats: [.text])]
    + ["failing-expect", "pagination-small"].map {
      Case(script: inputsDirectory.appendingPathComponent("\($0).lks"), name: $0, formats: [.text, .json])
    }

  /// Runs a script in a fresh shell; returns both streams interleaved and the exit status, with the repository path
  /// removed so goldens do not depend on where the checkout lives.
  @MainActor
  static func run(_ script: URL, format: Shell.Format) -> String {
    let output = CapturedOutput()
    let shell = Shell(configuration: Shell.Configuration(format: format, color: false), output: output)
    let status = shell.runScript(atPath: script.path)
    let text = output.combined.replacingOccurrences(of: repositoryRoot.path + "/", with: "")
    return text + "[exit status \(status)]\n"
  }
}

@MainActor
@Suite struct GoldenTests {
  @Test(arguments: GoldenFiles.cases)
  func golden(_ golden: GoldenFiles.Case) throws {
    for format in golden.formats {
      let actual = GoldenFiles.run(golden.script, format: format)
      let file = GoldenFiles.goldenDirectory.appendingPathComponent(golden.name + (format == .json ? ".jsonl" : ".txt"))
      if GoldenFiles.updating {
        try actual.write(to: file, atomically: true, encoding: .utf8)
        continue
      }
      let expected = try String(contentsOf: file, encoding: .utf8)
      if actual != expected {
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let index =
          Array(zip(actualLines, expectedLines)).firstIndex { $0 != $1 } ?? min(actualLines.count, expectedLines.count)
        let found = index < actualLines.count ? String(actualLines[index]) : "(end of output)"
        let wanted = index < expectedLines.count ? String(expectedLines[index]) : "(end of golden)"
        Issue.record(
          """
          \(file.lastPathComponent) differs at line \(index + 1):
            expected: \(wanted)
            actual:   \(found)
          (LKS_UPDATE_GOLDENS=1 swift test --filter Golden regenerates the goldens)
          """)
      }
    }
  }

  /// Every JSON line of every golden parses as an object with an `event` field; apply events have the contract's keys.
  @Test(arguments: GoldenFiles.cases.filter { $0.formats.contains(.json) })
  func jsonLinesAreEvents(_ golden: GoldenFiles.Case) throws {
    let text = GoldenFiles.run(golden.script, format: .json)
    for line in text.split(separator: "\n") where !line.hasPrefix("[exit status") {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      let event = try #require(object?["event"] as? String, "not an event: \(line)")
      if event == "apply" {
        for key in ["mode", "sections", "items", "layout"] { #expect(object?[key] != nil, "apply without \(key)") }
        let mode = object?["mode"] as? String
        #expect(["animated", "no-animation", "reload-data", "section", "batch"].contains(mode ?? ""))
      }
      if event == "error" || event == "warning" {
        #expect(object?["line"] is Int)
        #expect(object?["message"] is String)
      }
    }
  }
}
