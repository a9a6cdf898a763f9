// The session and the shell facade against docs/language.md and docs/semantics.md: apply output (text blocks and the
// JSON contract), errors and expectations, scripts (`run`, `lks test`, exit codes), history, settings, interaction and
// inspection commands.
import Foundation
import Testing

@testable import LKShell

/// Runs lines through a fresh shell and keeps what it printed.
@MainActor
final class ShellHarness {
  let output = CapturedOutput()
  let shell: Shell

  init(format: Shell.Format = .text, color: Bool = false, keepGoing: Bool = false, view: ViewKind = .collection) {
    shell = Shell(
      configuration: Shell.Configuration(format: format, color: color, keepGoing: keepGoing, view: view),
      output: output)
  }

  /// Runs each line (numbered from 1); returns the outcome of the last one.
  @discardableResult
  func run(_ lines: String...) -> LineOutcome {
    var outcome = LineOutcome.ok
    for line in lines {
      lineNumber += 1
      outcome = shell.execute(line: line, file: nil, lineNumber: lineNumber)
    }
    return outcome
  }
  private var lineNumber = 0

  /// Output printed by `body`.
  func printed(_ body: () -> Void) -> String {
    let start = output.combined.count
    body()
    return String(output.combined.dropFirst(start))
  }

  /// The JSON objects printed by `body` (one per line).
  func events(_ body: () -> Void) throws -> [[String: Any]] {
    try printed(body).split(separator: "\n").map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }
}

/// A temporary directory for script files.
func temporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("lks-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

@MainActor
@Suite struct ApplyOutputTests {
  @Test func firstApplyIsAReloadData() {
    let h = ShellHarness()
    let text = h.printed { h.run("append-sections main", "append-items a b", "apply") }
    #expect(text.hasPrefix("reloadData: 1 section, 2 items (the first apply of a data source is a reloadData"))
    #expect(text.contains("  section main (2 items)\n    0.0     a  \"a\"\n    0.1     b  \"b\""))
  }

  @Test func textShowsTheThreeBlocks() {
    let h = ShellHarness()
    h.run("append-sections main", "append-items a b c d", "apply")
    let text = h.printed {
      h.run(
        "delete-items b", "insert-items x before a", "move-item d before a", "reload-items c", "reconfigure-items a")
      h.run("apply")
    }
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines[0] == "apply: 1 item inserted, 1 deleted, 1 moved, 1 reloaded, 1 reconfigured")
    #expect(lines[1] == "  performBatchUpdates (deletes: old index paths, inserts: new, moves: old → new):")
    #expect(lines[2] == "    delete item      0.1         b")
    #expect(lines[3] == "    insert item      0.0         x")
    #expect(lines[4] == "    move item        0.3 → 0.1   d")
    #expect(lines[5] == "  then reloads and reconfigures, at final index paths:")
    #expect(lines[6] == "    reload item      0.3         c")
    #expect(lines[7] == "    reconfigure item 0.2         a")
    #expect(lines[8] == "  layout (index path, item, the text its cell shows):")
    #expect(lines[9] == "  section main (4 items)")
    #expect(lines[10] == "    0.0     x  \"x\"  + inserted")
    #expect(lines[11] == "    0.1     d  \"d\"  → moved")
    #expect(lines[12] == "    0.2     a  \"a\"  ✎ reconfigured")
    #expect(lines[13] == "    0.3     c  \"c\"  ↻ reloaded")
  }

  @Test func jsonApplyEventFollowsTheContract() throws {
    let h = ShellHarness(format: .json)
    h.run("append-sections main", "append-items a b c d", "apply")
    h.run("delete-items b", "insert-items x before a", "move-item d before a", "reload-items c", "reconfigure-items a")
    let events = try h.events { h.run("apply") }
    #expect(events.count == 1)
    let event = events[0]
    #expect(event["event"] as? String == "apply")
    #expect(event["mode"] as? String == "animated")
    let items = try #require(event["items"] as? [String: Any])
    #expect(items["deleted"] as? [[Int]] == [[0, 1]])  // old frame
    #expect(items["inserted"] as? [[Int]] == [[0, 0]])  // new frame
    #expect(items["moved"] as? [[[Int]]] == [[[0, 3], [0, 1]]])  // old → new
    #expect(items["reloaded"] as? [[Int]] == [[0, 3]])  // final state
    #expect(items["reconfigured"] as? [[Int]] == [[0, 2]])  // final state
    let sections = try #require(event["sections"] as? [String: Any])
    for key in ["deleted", "inserted", "moved", "reloaded"] { #expect((sections[key] as? [Any])?.isEmpty == true) }
    let layout = try #require(event["layout"] as? [[String: Any]])
    #expect(layout.count == 1)
    #expect(layout[0]["section"] as? String == "main")
    let rows = try #require(layout[0]["items"] as? [[String: Any]])
    #expect(rows.map { $0["id"] as? String } == ["x", "d", "a", "c"])
    #expect(rows[0]["type"] as? String == "Text")
    #expect(rows[0]["level"] as? Int == 0)
    #expect(rows[0]["expanded"] is NSNull)
    #expect(rows[0]["cell"] as? String == "x")
    #expect(event["durationMicroseconds"] == nil)
  }

  @Test func jsonSectionOperations() throws {
    let h = ShellHarness(format: .json)
    h.run("append-sections a b c", "append-items x to a", "append-items y to c", "apply")
    h.run("delete-sections a", "insert-sections n after c", "move-section c before b", "reload-sections b")
    let event = try #require(try h.events { h.run("apply") }.first)
    let sections = try #require(event["sections"] as? [String: Any])
    #expect(sections["deleted"] as? [Int] == [0])
    #expect(sections["inserted"] as? [Int] == [2])
    #expect(sections["moved"] as? [[Int]] == [[2, 0]])
    #expect(sections["reloaded"] as? [Int] == [1])
  }

  @Test func jsonModes() throws {
    let h = ShellHarness(format: .json)
    h.run("append-sections main")
    #expect(try h.events { h.run("apply") }.first?["mode"] as? String == "reload-data")
    h.run("append-items a")
    #expect(try h.events { h.run("apply --no-animation") }.first?["mode"] as? String == "no-animation")
    h.run("set animate off", "append-items b")
    #expect(try h.events { h.run("apply") }.first?["mode"] as? String == "no-animation")
    h.run("set animate on", "append-items c")
    #expect(try h.events { h.run("apply-reload-data") }.first?["mode"] as? String == "reload-data")
    h.run("section-snapshot tree", "append Folder:f", "append File:g to Folder:f")
    let section = try #require(try h.events { h.run("apply") }.first)
    #expect(section["mode"] as? String == "section")
    #expect(section["section"] as? String == "tree")
    let events = try h.events { h.run("expand Folder:f") }
    let apply = try #require(events.first { $0["event"] as? String == "apply" })
    #expect(apply["mode"] as? String == "section")
    #expect((apply["items"] as? [String: Any])?["inserted"] as? [[Int]] == [[1, 1]])
    let rows = try #require((apply["layout"] as? [[String: Any]])?.last?["items"] as? [[String: Any]])
    #expect(rows[0]["expanded"] as? Bool == true)
    #expect(rows[1]["level"] as? Int == 1)
    #expect(events.contains { $0["event"] as? String == "handler" && $0["handler"] as? String == "willExpandItem" })
  }

  @Test func jsonLayoutListsEveryRowBeyondTheViewport() throws {
    let h = ShellHarness(format: .json)
    h.run("set viewport 3", "append-sections main", "append-items r{1..10}")
    let event = try #require(try h.events { h.run("apply") }.first)
    let rows = try #require((event["layout"] as? [[String: Any]])?.first?["items"] as? [[String: Any]])
    #expect(rows.count == 10)
    #expect(rows.last?["cell"] as? String == "r10")
    #expect(event["viewport"] as? [Int] == [0, 2])
  }

  @Test func timingAddsDurationOnlyWhenOn() throws {
    let h = ShellHarness(format: .json)
    h.run("append-sections main", "set timing on")
    let event = try #require(try h.events { h.run("apply") }.first)
    #expect(event["durationMicroseconds"] is Int)
    let text = ShellHarness()
    text.run("append-sections main", "set timing on")
    #expect(text.printed { text.run("apply") }.contains(" ms)"))
  }

  @Test func largeLayoutsPrintTheViewportAndRowsAboveAndBelow() {
    let h = ShellHarness()
    h.run("set viewport 4", "append-sections main", "append-items r{1..100}", "apply")
    let scrolled = h.printed { h.run("scroll-to r50") }
    #expect(scrolled.hasPrefix("viewport: rows "))
    #expect(scrolled.contains("of 100"))
    let text = h.printed { h.run("show") }
    #expect(text.contains("rows above the viewport"))
    #expect(text.contains("rows below the viewport"))
    #expect(text.contains("r50"))
    #expect(!text.contains("r1\""))
    #expect(text.split(separator: "\n").count <= 8)
  }

  @Test func hundredThousandItemAppliesStayBounded() {
    let h = ShellHarness()
    h.run("append-sections feed", "apply", "append-items row{1..100000}")
    let text = h.printed { h.run("apply") }
    #expect(text.contains("insert items     0.0…0.99999 row1 … row100000 (100000 items)"))
    #expect(text.split(separator: "\n").count < 40)
    h.run("expect count items 100000")
    #expect(!h.output.standardError.contains("error"))
  }

  @Test func colorNeverCarriesMeaningAlone() {
    let h = ShellHarness(color: true)
    h.run("append-sections main", "append-items a", "apply", "append-items b")
    let text = h.printed { h.run("apply") }
    #expect(text.contains("\u{1B}["))
    #expect(text.contains("+ inserted"))
    h.run("set color off")
    h.run("append-items c")
    #expect(!h.printed { h.run("apply") }.contains("\u{1B}["))
  }
}

@MainActor
@Suite struct ErrorsAndExpectationsTests {
  @Test func jsonErrorsCarryTheLine() throws {
    let h = ShellHarness(format: .json)
    let events = try h.events { h.run("append-sections main", "# comment", "bogus") }
    #expect(events.count == 1)
    #expect(events[0]["event"] as? String == "error")
    #expect(events[0]["line"] as? Int == 3)
    #expect((events[0]["message"] as? String)?.contains("unknown command 'bogus'") == true)
  }

  @Test func jsonWarnings() throws {
    let h = ShellHarness(format: .json)
    h.run("append-sections main", "append-items a")
    let events = try h.events { h.run("append-items a") }
    #expect(events.first?["event"] as? String == "warning")
    #expect(events.first?["line"] as? Int == 3)
    #expect((events.first?["message"] as? String)?.contains("will be moved into place") == true)
  }

  @Test func reappendingMovesTheItemWithAWarning() {
    let h = ShellHarness()
    h.run("append-sections a b", "append-items x y to a", "apply")
    let text = h.printed { #expect(h.run("append-items x to b") == .ok) }
    #expect(text.contains("warning: Diffable data source detected an attempt to insert or append 1 item identifier"))
    #expect(text.contains("{(TextItem(x))}"))
    h.run("apply")
    #expect(h.run("expect layout a: y", "expect layout b: x") == .ok)
  }

  @Test func errorsNameTheCommandAndAppleMessage() {
    let h = ShellHarness()
    let text = h.printed { #expect(h.run("append-items a") == .failed) }
    #expect(
      text == "error: append-items: There are currently no sections in the data source. Please add a section first.\n")
  }

  @Test func failedExpectationsNameFileLineExpectedAndFound() throws {
    let directory = try temporaryDirectory()
    let script = directory.appendingPathComponent("check.lks")
    try "append-sections main\nappend-items a b\napply\nexpect count items 3\n".write(
      to: script, atomically: true, encoding: .utf8)
    let h = ShellHarness()
    #expect(h.shell.runScript(atPath: script.path) == ExitStatus.failure)
    #expect(h.output.standardError == "\(script.path):4: error: expect count items: expected 3, found 2\n")
  }

  @Test func expectVariants() {
    let h = ShellHarness()
    h.run("append-sections main more", "append-items a b to main", "apply")
    #expect(h.run("expect layout main: a b") == .ok)
    #expect(h.run("expect layout more:") == .ok)
    #expect(h.run("expect sections main more") == .ok)
    #expect(h.run("expect count sections 2") == .ok)
    #expect(h.run("expect cell a a") == .ok)
    #expect(h.run("expect layout main: b a") == .failed)
    #expect(h.output.standardError.contains("expect layout main: expected b a, found a b"))
    #expect(h.run("expect sections more main") == .failed)
    #expect(h.run("expect cell a b") == .failed)
    #expect(h.output.standardError.contains("expect cell a: expected \"b\", the cell shows \"a\""))
    h.run("append-items c", "apply")
    #expect(h.run("expect diff inserted=1 deleted=0") == .ok)
    #expect(h.run("expect diff moved=1") == .failed)
    #expect(h.output.standardError.contains("moved=1 (found 0)"))
  }

  @Test func expectErrorAndWarning() {
    let h = ShellHarness()
    #expect(h.run("expect error no sections", "append-items a") == .ok)
    #expect(h.run("expect error", "bogus-command") == .ok)
    #expect(h.run("expect error", "# a comment keeps it waiting", "", "append-items a") == .ok)
    #expect(h.run("expect error", "append-sections main") == .failed)
    #expect(h.output.standardError.contains("expect error: the command succeeded"))
    #expect(h.run("expect error wrong words", "append-items a b c to ghost") == .failed)
    #expect(h.output.standardError.contains("expected an error containing \"wrong words\""))
    #expect(h.run("expect warning") == .ok)
    h.run("expect error", "append-sections main")  // state unchanged: main exists already
    h.run("append-items a")
    #expect(h.run("expect warning already exist", "append-items a") == .ok)
    #expect(h.run("expect warning", "append-items z") == .failed)
    #expect(h.output.standardError.contains("expect warning: the command gave no warning"))
    #expect(h.run("expect error") == .ok)
    #expect(h.shell.finishInput() == .failed)
    #expect(h.output.standardError.contains("expect error: no command followed it"))
  }

  @Test func failedCommandsLeaveStateAlone() {
    let h = ShellHarness()
    h.run("append-sections main", "append-items a b", "apply", "append-items c")
    let before = h.shell.session.fingerprint
    #expect(h.run("move-item a before a") == .failed)
    #expect(h.run("insert-items x y before ghost") == .failed)
    #expect(h.run("append-items d d") == .failed)
    #expect(h.shell.session.fingerprint == before)
  }
}

@MainActor
@Suite struct ScriptTests {
  @Test func runExecutesInThisSessionRelativeToTheIncludingScript() throws {
    let directory = try temporaryDirectory()
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("lib"), withIntermediateDirectories: true)
    try "append-items b\nrun inner.lks\n".write(
      to: directory.appendingPathComponent("lib/middle.lks"), atomically: true, encoding: .utf8)
    try "append-items c\napply\n".write(
      to: directory.appendingPathComponent("lib/inner.lks"), atomically: true, encoding: .utf8)
    try "append-sections main\nappend-items a\nrun lib/middle.lks\nexpect layout main: a b c\n".write(
      to: directory.appendingPathComponent("outer.lks"), atomically: true, encoding: .utf8)
    let h = ShellHarness()
    #expect(h.shell.runScript(atPath: directory.appendingPathComponent("outer.lks").path) == ExitStatus.success)
    #expect(h.output.standardError.isEmpty)
  }

  @Test func aByteOrderMarkAndCRLFLineEndsAreNotPartOfTheCommands() throws {
    let directory = try temporaryDirectory()
    let script = directory.appendingPathComponent("windows.lks")
    try "\u{FEFF}append-sections a\r\nappend-items x\r\napply\r\nexpect layout a: x\r\n".write(
      to: script, atomically: true, encoding: .utf8)
    let h = ShellHarness()
    #expect(h.shell.runScript(atPath: script.path) == ExitStatus.success)
    #expect(h.output.standardError.isEmpty)
  }

  @Test func aFailingNestedScriptFailsTheRunCommand() throws {
    let directory = try temporaryDirectory()
    try "append-items x\n".write(to: directory.appendingPathComponent("bad.lks"), atomically: true, encoding: .utf8)
    try "run bad.lks\necho not reached\n".write(
      to: directory.appendingPathComponent("main.lks"), atomically: true, encoding: .utf8)
    let h = ShellHarness()
    #expect(h.shell.runScript(atPath: directory.appendingPathComponent("main.lks").path) == ExitStatus.failure)
    #expect(h.output.standardError.contains("bad.lks:1: error: append-items: There are currently no sections"))
    // The nested script's error is reported once, where it happened: the `run` fails without repeating it.
    #expect(!h.output.standardError.contains("main.lks:1: error"))
    #expect(!h.output.standardOutput.contains("not reached"))
  }

  @Test func expectErrorCoversAWholeRun() throws {
    let directory = try temporaryDirectory()
    try "append-sections main\nappend-items a a\n".write(
      to: directory.appendingPathComponent("bad.lks"), atomically: true, encoding: .utf8)
    try "expect error bad.lks failed\nrun bad.lks\nexpect count sections 0\n".write(
      to: directory.appendingPathComponent("main.lks"), atomically: true, encoding: .utf8)
    let h = ShellHarness()
    // The nested script's first command (which succeeds) does not consume the expectation; the run as a whole fails.
    #expect(h.shell.runScript(atPath: directory.appendingPathComponent("main.lks").path) == ExitStatus.success)
  }

  @Test func lksTestReasonIsTheErrorNotAnEarlierWarning() throws {
    let directory = try temporaryDirectory()
    try "append-sections main\nappend-items a\nappend-items a\nexpect count items 5\n".write(
      to: directory.appendingPathComponent("warns.lks"), atomically: true, encoding: .utf8)
    let h = ShellHarness()
    #expect(h.shell.runTests(paths: [directory.path]) == ExitStatus.failure)
    #expect(h.output.standardOutput.contains("warns.lks:4: error: expect count items: expected 5, found 0"))
  }

  @Test func recursiveRunStops() throws {
    let directory = try temporaryDirectory()
    try "run self.lks\n".write(to: directory.appendingPathComponent("self.lks"), atomically: true, encoding: .utf8)
    let h = ShellHarness()
    #expect(h.shell.runScript(atPath: directory.appendingPathComponent("self.lks").path) == ExitStatus.failure)
    #expect(h.output.standardError.contains("nested more than 16 deep"))
  }

  @Test func exitStatuses() throws {
    let directory = try temporaryDirectory()
    let good = directory.appendingPathComponent("good.lks")
    try "#!/usr/bin/env lks\nappend-sections main\napply\n".write(to: good, atomically: true, encoding: .utf8)
    #expect(ShellHarness().shell.runScript(atPath: good.path) == ExitStatus.success)
    let missing = ShellHarness()
    #expect(missing.shell.runScript(atPath: directory.appendingPathComponent("none.lks").path) == ExitStatus.usage)
    #expect(missing.output.standardError.hasPrefix("lks: cannot open"))
    #expect(ShellHarness().shell.runInline("append-sections main; append-items a; apply") == ExitStatus.success)
    let inline = ShellHarness()
    #expect(inline.shell.runInline("append-sections main; append-items a a; echo after") == ExitStatus.failure)
    #expect(inline.output.standardError.hasPrefix("-c:1: error: append-items: Fatal: supplied item identifiers"))
    #expect(!inline.output.standardOutput.contains("after"))
    let keepGoing = ShellHarness(keepGoing: true)
    #expect(keepGoing.shell.runInline("bogus; echo after") == ExitStatus.failure)
    #expect(keepGoing.output.standardOutput.contains("after"))
    #expect(ShellHarness().shell.runInline("echo a; quit; bogus") == ExitStatus.success)
  }

  @Test func lksTestPrintsOneLinePerScriptAndASummary() throws {
    let directory = try temporaryDirectory()
    try "append-sections main\napply\nexpect count sections 1\n".write(
      to: directory.appendingPathComponent("pass.lks"), atomically: true, encoding: .utf8)
    try "append-sections main\napply\nexpect count sections 2\n".write(
      to: directory.appendingPathComponent("fail.lks"), atomically: true, encoding: .utf8)
    let h = ShellHarness()
    #expect(h.shell.runTests(paths: [directory.path]) == ExitStatus.failure)
    let lines = h.output.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.last == "1 passed, 1 failed")
    #expect(lines.contains("ok   \(directory.path)/pass.lks"))
    #expect(lines.contains("FAIL \(directory.path)/fail.lks"))
    #expect(lines.contains { $0.contains("expect count sections: expected 2, found 1") })
    let passing = ShellHarness()
    #expect(passing.shell.runTests(paths: [directory.appendingPathComponent("pass.lks").path]) == ExitStatus.success)
    #expect(passing.output.standardOutput.hasSuffix("1 passed, 0 failed\n"))
  }

  @Test func prompts() {
    let h = ShellHarness()
    #expect(h.shell.prompt == "lks> ")
    h.run("section-snapshot files")
    #expect(h.shell.prompt == "lks[files]> ")
    h.run("append Folder:a \\")
    #expect(h.shell.prompt == "...> ")
    h.run("Folder:b")
    #expect(h.shell.prompt == "lks[files]> ")
    h.run("end")
    #expect(h.shell.prompt == "lks> ")
  }

  @Test func continuationJoinsLines() {
    let h = ShellHarness()
    h.run("append-sections \\", "main")
    h.run("append-items a \\", "  b \\", "  c", "apply")
    #expect(h.run("expect layout main: a b c") == .ok)
  }
}

@MainActor
@Suite struct SessionCommandTests {
  @Test func undoAndRedo() {
    let h = ShellHarness()
    h.run("append-sections main", "append-items a", "apply", "append-items b", "apply", "append-items c", "apply")
    let text = h.printed { h.run("undo") }
    #expect(text.hasPrefix("undo (back to history step 2) → apply: 1 item deleted"))
    #expect(h.run("expect layout main: a b") == .ok)
    h.run("undo")
    #expect(h.run("expect layout main: a") == .ok)
    h.run("redo")
    #expect(h.run("expect layout main: a b") == .ok)
    let history = h.printed { h.run("history") }
    #expect(history.contains("→ 2  2 items  main(2)  (1 item inserted)"))
    h.run("append-items z", "apply")
    #expect(h.run("redo") == .failed)
    #expect(h.output.standardError.contains("nothing to redo"))
    h.run("undo", "undo", "undo", "undo")
    #expect(h.run("undo") == .failed)
    #expect(h.output.standardError.contains("nothing to undo"))
  }

  @Test func anApplyWithoutChangesAddsNoHistoryStep() {
    let h = ShellHarness()
    h.run("append-sections main", "apply", "apply", "apply")
    #expect(h.shell.session.history.count == 2)
  }

  @Test func setOptions() {
    let h = ShellHarness()
    h.run("set viewport 7")
    #expect(h.shell.session.view.viewportHeight == 7)
    #expect(h.shell.session.settings.viewport == 7)
    #expect(h.run("set viewport 0") == .failed)
    h.run("set timing on", "set auto-reconfigure on", "set animate off")
    #expect(h.shell.session.settings.timing)
    #expect(h.shell.session.settings.autoReconfigure)
    #expect(!h.shell.session.settings.animate)
    h.run("set format json")
    #expect(h.printed { h.run("echo hi") } == "{\"event\":\"echo\",\"text\":\"hi\"}\n")
    h.run("set format text")
    #expect(h.printed { h.run("echo hi") } == "hi\n")
  }

  @Test func autoReconfigure() {
    let h = ShellHarness()
    h.run("append-sections main", "append-items a b", "apply", "set auto-reconfigure on", "set-content a A")
    h.run("apply")
    #expect(h.run("expect diff reconfigured=1", "expect cell a A", "expect cell b b") == .ok)
    h.run("set auto-reconfigure off", "set-content b B", "apply")
    #expect(h.run("expect cell b b") == .ok)
  }

  @Test func selectHandsTheTypedItemToOnSelect() {
    let h = ShellHarness()
    h.run("append-sections shop", "append-items Product:1 Banner:1", "apply")
    let text = h.printed { h.run("select Product:1") }
    #expect(text == "onSelect: Product:1 — a Product value (cell ProductCell) at 0.0\n")
    #expect(h.run("select Product:9") == .failed)
  }

  @Test func scrollToIndexPath() {
    let h = ShellHarness()
    h.run("set viewport 2", "append-sections a b", "append-items x{1..5} to a", "append-items y{1..5} to b", "apply")
    #expect(h.printed { h.run("scroll-to 1.4") } == "viewport: rows 8–9 of 10; 2 rows entered the screen\n")
    #expect(h.run("expect cell y5 y5") == .ok)
    #expect(h.run("expect cell x1 x1") == .failed)
    #expect(h.output.standardError.contains("no cell on screen"))
  }

  @Test func infoForItemsAndSections() {
    let h = ShellHarness()
    h.run("append-sections main", "append-items Banner:1 a", "apply", "set-content a Alpha")
    let item = h.printed { h.run("info a") }
    #expect(item.contains("item a: a Text (cell class TextCell)"))
    #expect(item.contains("shown at 0.1 in section main"))
    #expect(item.contains("cell shows \"a\""))
    #expect(item.contains("model content \"Alpha\""))
    let section = h.printed { h.run("info main") }
    #expect(section.contains("section main\n  shown at index 0 with 2 items\n  flat (no section snapshot)"))
    h.run("section-snapshot tree", "append Folder:f", "append File:g to Folder:f", "expand Folder:f", "apply")
    let child = h.printed { h.run("info File:g") }
    #expect(child.contains("level 1, parent Folder:f, collapsed, visible"))
    #expect(h.run("info ghost") == .failed)
  }

  @Test func showDiffDoesNotApply() {
    let h = ShellHarness()
    #expect(h.printed { h.run("show diff") }.contains("the first apply of a data source is a reloadData"))
    h.run("append-sections main", "append-items a", "apply", "append-items b")
    let before = h.shell.session.fingerprint
    let text = h.printed { h.run("show diff") }
    #expect(text.hasPrefix("apply would send: 1 item inserted"))
    #expect(text.contains("insert item      0.1         b"))
    #expect(h.shell.session.fingerprint == before)
  }

  @Test func revertAndNewSnapshot() {
    let h = ShellHarness()
    h.run("append-sections main", "append-items a", "apply", "append-items b", "revert")
    #expect(h.shell.session.working == h.shell.session.applied)
    h.run("new-snapshot")
    #expect(h.shell.session.working.numberOfSections == 0)
    h.run("append-sections other", "apply")
    #expect(h.run("expect sections other", "expect count items 0") == .ok)
  }

  @Test func showSnapshotListsMarks() {
    let h = ShellHarness()
    h.run("append-sections main", "append-items a b", "apply", "reload-items a", "reconfigure-items b")
    h.run("reload-sections main")
    let text = h.printed { h.run("show snapshot") }
    #expect(text.contains("main (reload): a (reload) b (reconfigure)"))
  }

  @Test func showCellsCountsPerClass() {
    let h = ShellHarness()
    h.run("append-sections main", "append-items a Banner:1", "apply", "reconfigure-items a", "apply")
    let text = h.printed { h.run("show cells") }
    #expect(text.contains("TextCell           1        1       0           2                0"))
    #expect(text.contains("BannerCell         1        1       0           1                0"))
  }

  @Test func outlineContextAndUserExpansion() {
    let h = ShellHarness()
    h.run("section-snapshot files", "append Folder:a Folder:b", "append File:1 File:2 to Folder:a")
    #expect(h.run("apply") == .ok)
    #expect(h.shell.session.outline == nil)
    #expect(h.run("expect layout files: Folder:a Folder:b") == .ok)
    let text = h.printed { h.run("expand Folder:a") }
    #expect(
      text.hasPrefix("user taps ▸ Folder:a to expand it\n  handler: sectionSnapshotHandlers.willExpandItem(Folder:a)\n")
    )
    #expect(h.run("expect layout files: Folder:a File:1 File:2 Folder:b") == .ok)
    #expect(h.printed { h.run("expand Folder:a") } == "Folder:a is already expanded\n")
    h.run("on-expand Folder:b File:lazy")
    let lazy = h.printed { h.run("expand Folder:b") }
    #expect(lazy.contains("snapshotForExpandingParent(Folder:b) supplied 1 child"))
    #expect(h.run("expect layout files: Folder:a File:1 File:2 Folder:b File:lazy") == .ok)
    let tree = h.printed { h.run("show tree files") }
    #expect(tree.contains("▾ Folder:a\n      File:1"))
    #expect(h.run("collapse File:ghost") == .failed)
  }

  @Test func hiddenOutlineItemsAreKnown() {
    let h = ShellHarness()
    h.run("section-snapshot t", "append Folder:a", "append File:b to Folder:a", "apply")
    let info = h.printed { #expect(h.run("info File:b") == .ok) }
    #expect(info.contains("not a row: hidden in the section snapshot of t (level 1, parent Folder:a"))
    #expect(h.run("set-content File:b hello") == .ok)
    h.run("expand Folder:a")
    #expect(h.run("expect cell File:b hello") == .ok)
  }

  @Test func sectionSnapshotContextEndsWithoutApplying() {
    let h = ShellHarness()
    h.run("append-sections main", "apply", "section-snapshot main", "append x")
    #expect(h.run("section-snapshot other") == .failed)
    h.run("end")
    #expect(h.shell.session.outline == nil)
    #expect(h.run("expect count items 0") == .ok)
  }
}
