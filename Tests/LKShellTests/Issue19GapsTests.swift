// Issue 19, the items its first half left open: a reload mark on an item inserted in the same apply, a quoted `-`
// title, and the nested-script error that names its script once.
import Foundation
import Testing

@testable import LKShell

/// A fresh shell with captured output.
@MainActor
private func makeShell(keepGoing: Bool = false, format: Shell.Format = .text) -> (Shell, CapturedOutput) {
  let output = CapturedOutput()
  return (Shell(configuration: Shell.Configuration(format: format, keepGoing: keepGoing), output: output), output)
}

@MainActor
@Suite struct InsertedAndReloadedTests {
  static let lines = ["append-sections m", "append-items a b", "apply", "append-items c", "reload-items c", "apply"]

  // The row of an item inserted and reloaded in one apply said only "+ inserted".
  @Test func theLayoutShowsBothMarks() {
    let (shell, output) = makeShell()
    for line in Self.lines { _ = shell.execute(line: line) }
    #expect(output.standardOutput.contains("    reload item      0.2         c\n"))
    #expect(
      output.standardOutput.hasSuffix("    0.2     c  \"c\"  + inserted  ↻ reloaded\n"), "\(output.standardOutput)")
  }

  // JSON's layout rows carried no mark at all; `changes` is the addition, on changed rows only.
  @Test func jsonListsThemInChanges() {
    let (shell, output) = makeShell(format: .json)
    for line in Self.lines { _ = shell.execute(line: line) }
    let last = output.standardOutput.split(separator: "\n").last.map(String.init) ?? ""
    #expect(
      last.contains(
        #""layout":[{"section":"m","items":[{"id":"a","type":"Text","level":0,"expanded":null,"cell":"a"},"#))
    #expect(
      last.contains(#"{"id":"c","type":"Text","level":0,"expanded":null,"cell":"c","changes":["inserted","reloaded"]}"#)
    )
    #expect(!last.contains(#""cell":"a","changes""#))
  }

  @Test func aMovedAndReconfiguredRowShowsBoth() {
    let (shell, output) = makeShell()
    for line in ["append-sections m", "append-items a b c", "apply", "move-item c before a", "reconfigure-items c"] {
      _ = shell.execute(line: line)
    }
    _ = shell.execute(line: "apply")
    #expect(output.standardOutput.contains("→ moved  ✎ reconfigured"), "\(output.standardOutput)")
  }
}

@MainActor
@Suite struct QuotedDashTitleTests {
  // `set-header S "-"` removed the title: the grammar did not keep that the `-` was quoted.
  @Test(arguments: ["set-header", "set-footer"])
  func aQuotedDashIsTheTitle(command: String) {
    let (shell, output) = makeShell()
    #expect(shell.execute(line: "append-sections S; append-items a; \(command) S \"-\"; apply") == .ok)
    let kind = command == "set-header" ? "header" : "footer"
    #expect(output.standardOutput.contains("    \(kind) \"-\"\n"), "\(output.standardOutput)")
    #expect(shell.session.state.sectionTitles.title(kind == "header" ? .header : .footer, of: "S") == "-")
  }

  @Test func aBareDashStillRemovesIt() {
    let (shell, _) = makeShell()
    #expect(shell.execute(line: "append-sections S; set-header S Contacts; set-header S -") == .ok)
    #expect(shell.session.state.sectionTitles.title(.header, of: "S") == nil)
    #expect(shell.execute(line: "set-header S '-'") == .ok)
    #expect(shell.session.state.sectionTitles.title(.header, of: "S") == "-")
    #expect(shell.execute(line: "set-header S - and more") == .ok)
    #expect(shell.session.state.sectionTitles.title(.header, of: "S") == "- and more")
  }

  @Test func theUsageSaysSo() {
    let (shell, output) = makeShell()
    #expect(shell.execute(line: "append-sections S; set-header S") == .failed)
    #expect(output.standardError.contains("usage: set-header S TEXT|-"), "\(output.standardError)")
  }
}

@MainActor
@Suite struct NestedScriptErrorTests {
  /// outer.lks runs lib/middle.lks, which runs inner.lks (next to it), whose line 2 fails.
  static func scripts(failing line: String) throws -> URL {
    let directory = try temporaryDirectory()
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("lib"), withIntermediateDirectories: true)
    try "append-sections m\nappend-items a\napply\nrun lib/middle.lks\n".write(
      to: directory.appendingPathComponent("outer.lks"), atomically: true, encoding: .utf8)
    try "echo middle\nrun inner.lks\n".write(
      to: directory.appendingPathComponent("lib/middle.lks"), atomically: true, encoding: .utf8)
    try "echo inner\n\(line)\n".write(
      to: directory.appendingPathComponent("lib/inner.lks"), atomically: true, encoding: .utf8)
    return directory
  }

  // docs/language.md §5/§6: `FILE:LINE: error: COMMAND: MESSAGE`, FILE the failing script's path, said once.
  @Test(arguments: [
    ("bogus-cmd", "unknown command 'bogus-cmd' (type 'help' for the list of commands)"),
    ("expect layout m: b", "expect layout m: expected b, found a"),
  ])
  func theFailingScriptsPathIsPrintedOnce(line: String, message: String) throws {
    let directory = try Self.scripts(failing: line)
    let (shell, output) = makeShell()
    #expect(shell.runScript(atPath: directory.appendingPathComponent("outer.lks").path) == ExitStatus.failure)
    #expect(output.standardError == "\(directory.path)/lib/inner.lks:2: error: \(message)\n")
  }

  @Test func jsonNamesItOnceInFile() throws {
    let directory = try Self.scripts(failing: "bogus-cmd")
    let (shell, output) = makeShell(format: .json)
    #expect(shell.runScript(atPath: directory.appendingPathComponent("outer.lks").path) == ExitStatus.failure)
    let error = output.standardOutput.split(separator: "\n").first { $0.contains(#""event":"error""#) }
    #expect(
      error.map(String.init)
        == #"{"event":"error","line":2,"message":"unknown command 'bogus-cmd' (type 'help' for the list of commands)","#
        + #""file":"\#(directory.path)/lib/inner.lks"}"#)
  }

  @Test func lksTestReportsItOnceToo() throws {
    let directory = try Self.scripts(failing: "bogus-cmd")
    let outer = directory.appendingPathComponent("outer.lks").path
    let (shell, output) = makeShell()
    #expect(shell.runTests(paths: [outer]) == ExitStatus.failure)
    let inner = "\(directory.path)/lib/inner.lks"
    #expect(output.combined.components(separatedBy: "inner.lks").count == 2, "\(output.combined)")
    #expect(output.combined.contains("\(inner):2: error: unknown command 'bogus-cmd'"), "\(output.combined)")
  }
}
