// Issue 8's session-side bugs and confusing outputs: each test failed before the fix (the comment says how).
import Foundation
import Testing

@testable import LKShell

@MainActor
@Suite struct Issue8SessionTests {
  // #4: content was keyed by the displayed string, so the Text item "Banner:1" and the Banner Banner:1 shared it.
  @Test func contentIsKeyedByTheItemsIdentity() {
    let h = ShellHarness()
    h.run("append-sections main", #"append-items Banner:1 "Banner:1""#, "apply", "set-content Banner:1 X")
    let text = h.printed { h.run("show") }
    let stale = text.split(separator: "\n").filter { $0.contains("stale") }
    #expect(stale.count == 1, "\(text)")
    #expect(h.run("expect cell Banner:1 1") == .ok)
    h.run(#"set-content "Banner:1" Y"#, #"reload-items "Banner:1""#, "apply")
    #expect(h.run(#"expect cell "Banner:1" Y"#) == .ok)
    #expect(h.run("expect cell Banner:1 1") == .ok)
  }

  // #6: inside a section-snapshot context, `show diff` said "no changes" and `show snapshot` ignored the tree.
  @Test func showDiffAndSnapshotInAContextShowThePendingSectionApply() {
    let h = ShellHarness()
    h.run("append-sections main", "apply", "section-snapshot main", "append a b")
    let diff = h.printed { h.run("show diff") }
    #expect(diff.hasPrefix("applying the section snapshot to main would send: 2 items inserted"), "\(diff)")
    let snapshot = h.printed { h.run("show snapshot") }
    #expect(snapshot.contains("section snapshot being edited for main: 2 items, 2 visible items"), "\(snapshot)")
    let applied = h.printed { h.run("apply") }
    #expect(applied.hasPrefix("apply section snapshot to main: 2 items inserted"), "\(applied)")
  }

  // #7: `show diff` said "1 reloaded, 1 reconfigured" for an item both reloaded and reconfigured; the apply sent only
  // the reload (a reload wins, docs/semantics.md §3.7). Both now come from the data source's one computation.
  @Test func showDiffAgreesWithApplyForAReloadedAndReconfiguredItem() throws {
    let h = ShellHarness(format: .json)
    h.run("append-sections main", "append-items a b", "apply", "reload-items a", "reconfigure-items a")
    let preview = try #require(try h.events { h.run("show diff") }.first)
    let applied = try #require(try h.events { h.run("apply") }.first)
    let previewItems = try #require(preview["items"] as? [String: Any])
    let appliedItems = try #require(applied["items"] as? [String: Any])
    #expect((previewItems["reloaded"] as? [[Int]]) == [[0, 0]])
    #expect((previewItems["reconfigured"] as? [[Int]]) == [])
    #expect((appliedItems["reloaded"] as? [[Int]]) == [[0, 0]])
    #expect((appliedItems["reconfigured"] as? [[Int]]) == [])
  }

  // #8: an apply that does not come from the working snapshot threw unapplied edits away without a word.
  @Test func appliesFromElsewhereRefuseWhileTheWorkingSnapshotHasEdits() {
    let h = ShellHarness()
    h.run(
      "append-sections main f", "append-items Folder:a to main", "apply", "section-snapshot main --current",
      "append File:x to Folder:a", "apply", "append-items f1 to f")
    for lines in [["section-snapshot f", "append y", "apply"], ["expand Folder:a"], ["undo"]] {
      for line in lines.dropLast() { h.run(line) }
      let before = h.shell.session.fingerprint
      let error = h.printed { #expect(h.run(lines.last!) == .failed) }
      // Inside the section-snapshot context the advice is the way out that works there (end first).
      #expect(error.contains("unapplied edits") && error.contains("apply or revert"), "\(error)")
      #expect(h.shell.session.fingerprint == before, "\(lines)")
      if h.shell.session.outline != nil { h.run("end") }
    }
    h.run("apply")
    #expect(h.run("expect layout f: f1") == .ok)
    #expect(h.run("undo") == .ok)
  }

  // #10: a script that runs itself printed 16 identical errors; now one, where it happened.
  @Test func recursionPrintsOneError() throws {
    let directory = try temporaryDirectory()
    let script = directory.appendingPathComponent("self.lks")
    try "echo hi\nrun self.lks\n".write(to: script, atomically: true, encoding: .utf8)
    let h = ShellHarness()
    #expect(h.shell.runScript(atPath: script.path) == ExitStatus.failure)
    let errors = h.output.standardError.split(separator: "\n")
    #expect(errors.count == 1, "\(errors)")
    #expect(errors.first?.contains("scripts nested more than 16 deep") == true)
  }

  // #10: JSON errors of a nested script name its file.
  @Test func nestedRunErrorsInJSONCarryTheFile() throws {
    let directory = try temporaryDirectory()
    try "append-items x\n".write(to: directory.appendingPathComponent("bad.lks"), atomically: true, encoding: .utf8)
    let main = directory.appendingPathComponent("main.lks")
    try "echo start\nrun bad.lks\n".write(to: main, atomically: true, encoding: .utf8)
    let h = ShellHarness(format: .json)
    let events = try h.events { #expect(h.shell.runScript(atPath: main.path) == ExitStatus.failure) }
    let errors = events.filter { $0["event"] as? String == "error" }
    #expect(errors.count == 1)
    #expect((errors.first?["file"] as? String)?.hasSuffix("bad.lks") == true)
    #expect(errors.first?["line"] as? Int == 1)
  }

  // #10: `lks test --json` printed text; an empty directory passed with "0 passed"; a missing file exited 1.
  @Test func testRunnerJSONEmptyDirectoryAndMissingFile() throws {
    let directory = try temporaryDirectory()
    let json = CapturedOutput()
    let examples = GoldenFiles.examplesDirectory.appendingPathComponent("tour.lks").path
    #expect(
      Shell(configuration: Shell.Configuration(format: .json), output: json).runTests(paths: [examples])
        == ExitStatus.success)
    let lines = json.standardOutput.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.allSatisfy { $0.hasPrefix("{\"event\":\"test") }, "\(lines)")

    let empty = CapturedOutput()
    #expect(Shell(output: empty).runTests(paths: [directory.path]) == ExitStatus.usage)
    #expect(empty.standardError.contains("no .lks scripts"))

    let missing = CapturedOutput()
    #expect(Shell(output: missing).runTests(paths: [directory.path + "/missing.lks"]) == ExitStatus.usage)
    #expect(missing.standardError.contains("cannot open"))
  }

  // Typos in identifiers got Apple's bare `fromIndex != NSNotFound`.
  @Test func unknownIdentifiersKeepApplesMessageAndGetADidYouMean() {
    let h = ShellHarness()
    h.run("append-sections main", "append-items alpha beta")
    let text = h.printed { h.run("move-item alpah before beta") }
    #expect(
      text.contains(
        "move-item: Invalid parameter not satisfying: fromIndex != NSNotFound (no item 'alpah' — did you mean 'alpha'?)"
      ), "\(text)")
    let note = h.printed { #expect(h.run("delete-items ghost beta") == .ok) }
    #expect(note.contains("ghost is not in the working snapshot; deleteItems ignores unknown identifiers"), "\(note)")
  }

  // `set auto-reconfigure` reconfigured every type; Lists reconfigures ContentEquatable types only, so a Banner's cell
  // stays stale (and `show diff` says what the apply will do).
  @Test func autoReconfigureFollowsListsRule() {
    let h = ShellHarness()
    h.run("append-sections main", "append-items a Banner:b", "apply", "set auto-reconfigure on")
    h.run("set-content a A", "set-content Banner:b B")
    let diff = h.printed { h.run("show diff") }
    #expect(diff.hasPrefix("apply would send: 1 item reconfigured"), "\(diff)")
    h.run("apply")
    #expect(h.run("expect cell a A") == .ok)
    #expect(h.run("expect cell Banner:b b") == .ok)
  }

  @Test func smallOnes() throws {
    let h = ShellHarness()
    // `set` alone and `show settings` print every setting with its value.
    let settings = h.printed { h.run("set viewport 7", "set") }
    for name in SettingName.allCases { #expect(settings.contains(name.rawValue), "\(name)") }
    #expect(settings.contains("viewport          7"), "\(settings)")
    #expect(h.printed { h.run("show settings") } == settings)
    // `help expect layout` explains one form; `?` is `help`.
    let help = h.printed { h.run("help expect layout") }
    #expect(help.hasPrefix("usage: expect layout S: [ITEM...]") && !help.contains("expect diff"), "\(help)")
    #expect(h.printed { h.run("?") } == h.printed { h.run("help") })
    // Huge numbers say the limit.
    let huge = h.printed { h.run("set viewport 99999999999999999999") }
    #expect(huge.contains("expected a whole number from 1 to \(Int.max)"), "\(huge)")
    // `append` outside a context says where it belongs.
    #expect(h.printed { h.run("append a") }.contains("append: only valid while editing a section snapshot"))
    // `on-expand` of an unknown parent says so.
    #expect(h.printed { h.run("on-expand Folder:ghost File:x") }.contains("Folder:ghost is in no snapshot yet"))
  }

  // In a context, `apply --no-animation` was rejected; a section apply that moves an item out of another section
  // printed no warning (a flat append does).
  @Test func sectionApplyTakesNoAnimationAndWarnsOfMoves() {
    let h = ShellHarness()
    h.run("append-sections main other", "append-items x to other", "apply", "section-snapshot main", "append x")
    let text = h.printed { #expect(h.run("apply --no-animation") == .ok) }
    #expect(text.contains("warning: Diffable data source detected an attempt to insert or append 1 item identifier"))
    #expect(h.run("expect layout main: x") == .ok)
    #expect(h.run("expect layout other:") == .ok)
  }

  // `reconfigure items 0.0…0.6` lost the space between the verb and the index paths.
  @Test func longVerbsKeepASpace() {
    let h = ShellHarness()
    h.run("append-sections main", "append-items a{0..6}", "apply", "reconfigure-items a{0..6}")
    #expect(h.printed { h.run("apply") }.contains("reconfigure items 0.0…0.6"))
  }

  // Output floods: `append-sections s{1..100000}; apply` printed 200,002 lines; a layout larger than the viewport
  // printed the viewport's sections without saying that others exist.
  @Test func emptySectionsAndSectionOperationsCollapseAndHiddenSectionsAreCounted() {
    let h = ShellHarness()
    let first = h.printed { h.run("append-sections s{1..1000}", "apply") }
    #expect(first.split(separator: "\n").count == 3, "\(first)")
    #expect(first.contains("sections s1 … s1000 (1000 empty sections)"))
    let more = h.printed { h.run("append-sections t{1..5}", "apply") }
    #expect(more.contains("insert sections  1000…1004   t1 … t5 (5 sections)"), "\(more)")

    let big = ShellHarness()
    big.run("set viewport 5", "append-sections s{1..20}", "append-items a to s1", "append-items b{1..10} to s10")
    big.run("apply", "scroll-to b5")
    let layout = big.printed { big.run("show") }
    #expect(layout.contains("… 1 row and 9 more sections above the viewport"), "\(layout)")
    #expect(layout.contains("… 5 rows and 10 more sections below the viewport"), "\(layout)")
  }
}
