// The third round of a new user's findings: coloured output that scales, pictures that cost nothing unless asked,
// history steps for every apply, and the words the shell uses for what it did.
import Foundation
import Testing

@testable import LKShell

/// The fastest of `runs` timings of `body`, in seconds (the least disturbed by other work on the machine).
@MainActor
func fastestTime(runs: Int = 3, _ body: () -> Void) -> Double {
  var best = Double.infinity
  for _ in 0..<runs {
    let start = ContinuousClock.now
    body()
    let elapsed = ContinuousClock.now - start
    best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
  }
  return best
}

@MainActor
@Suite struct ColoredOutputScalingTests {
  /// `rows` layout-like lines, each with two colour marks and, every tenth one, a control character to escape.
  static func coloredText(rows: Int) -> String {
    (0..<rows).map { row in
      "    0.\(row)  " + TerminalText.colored("+", code: "32") + " r\(row)  \"r\(row)\""
        + (row % 10 == 0 ? " \u{1B}" : "") + TerminalText.colored(" inserted", code: "2")
    }.joined(separator: "\n")
  }

  @Test func escapingAndColouringAreLinear() {
    let small = Self.coloredText(rows: 4_000)
    let large = Self.coloredText(rows: 16_000)
    let smallTime = fastestTime { _ = TerminalText.safe(small, color: true) }
    let largeTime = fastestTime { _ = TerminalText.safe(large, color: true) }
    // Four times the text: about four times the time when linear, sixteen when quadratic.
    #expect(largeTime < smallTime * 8, "4k rows: \(smallTime) s, 16k rows: \(largeTime) s")
  }

  @Test func colouredTextIsResolvedAndEscapedAsBefore() {
    let open = String(Character(TerminalText.openMark))
    let close = String(Character(TerminalText.closeMark))
    let text = "a " + TerminalText.colored("b", code: "1;31") + " \u{1B}[2J é\u{301} \(open)x \(close) \u{202E}"
    #expect(
      TerminalText.safe(text, color: true) == "a \u{1B}[1;31mb\u{1B}[0m \\x1b[2J é\u{301} \\ufdd0x \\ufdd1 \\u202e")
    #expect(TerminalText.safe(text, color: false) == "a b \\x1b[2J é\u{301} \\ufdd0x \\ufdd1 \\u202e")
    #expect(TerminalText.safe("plain", color: true) == "plain")
  }
}

@MainActor
@Suite struct PicturesOnlyWhenAskedTests {
  @Test func aRunThatDrawsNothingRecordsNothing() {
    let output = CapturedOutput()
    let shell = Shell(configuration: Shell.Configuration(recordsPictures: false), output: output)
    var line = 0
    func run(_ text: String) -> LineOutcome {
      line += 1
      return shell.execute(line: text, file: nil, lineNumber: line)
    }
    _ = run("append-sections feed")
    for page in 1...20 {
      _ = run("append-items p\(page)_{1..100} to feed; apply")
    }
    _ = run("scroll-to p3_1")
    #expect(shell.pictures.steps.count == 1)
    #expect(shell.pictures.layouts.count == 1)
    #expect(!shell.session.reportsShownLayout)
    // `export` cannot draw what was not recorded: it says so and changes nothing.
    #expect(run("export html /tmp/never-written.html") == .failed)
    #expect(output.standardError.contains("error: export html: this run records no pictures"))
    #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written.html"))
  }

  @Test func aRunThatDrawsRecordsEveryStep() {
    let output = CapturedOutput()
    let shell = Shell(configuration: Shell.Configuration(recordsPictures: true), output: output)
    _ = shell.execute(line: "append-sections feed; append-items a b to feed; apply", file: nil, lineNumber: 1)
    _ = shell.execute(line: "append-items c to feed; apply", file: nil, lineNumber: 2)
    #expect(shell.pictures.steps.count == 3)
  }
}

@MainActor
@Suite struct HistoryStepTests {
  @Test func aReconfigureOnlyApplyIsAStep() {
    let h = ShellHarness()
    h.run("append-sections s", "append-items a b", "apply", "set-content a NEW", "reconfigure-items a", "apply")
    let history = h.printed { h.run("history") }
    #expect(history.contains("→ 2  2 items  s(2)  (1 item reconfigured)"))
    // Undo goes back to the step before the reconfigure, which shows the same rows: the section stays.
    let undo = h.printed { #expect(h.run("undo") == .ok) }
    #expect(undo.hasPrefix("undo (back to history step 1) →"))
    #expect(!undo.contains("delete section"))
    #expect(h.run("expect count items 2") == .ok)
  }

  @Test func aReloadOnlyApplyIsAStep() {
    let h = ShellHarness()
    h.run("append-sections s", "append-items a b", "apply", "reload-items b", "apply")
    #expect(h.printed { h.run("history") }.contains("→ 2  2 items  s(2)  (1 item reloaded)"))
  }

  @Test func undoAndRedoUnderAReloadThresholdKeepTheirHeader() {
    let h = ShellHarness()
    h.run("append-sections s", "append-items a b c d", "apply", "set reload-threshold 1", "delete-items a b", "apply")
    #expect(h.printed { h.run("history") }.contains("→ 2  2 items  s(2)  (reloadData instead of 2 items deleted)"))
    let undo = h.printed { h.run("undo") }
    #expect(undo.hasPrefix("undo (back to history step 1) → reloadData instead of a batch of 2 changes (threshold 1)"))
    let redo = h.printed { h.run("redo") }
    #expect(redo.hasPrefix("redo (forward to history step 2) → reloadData instead of a batch of 2 changes"))
  }

  @Test func userExpandAndCollapseStepsSayWhatTheUserDid() {
    let h = ShellHarness()
    h.run("append-sections s", "apply", "section-snapshot s", "append F", "append a1 a2 to F", "append k", "apply")
    h.run("expand F", "collapse F")
    let history = h.printed { h.run("history") }
    #expect(history.contains("  3  4 items  s(4)  (the user expands F: 2 items inserted)"))
    #expect(history.contains("→ 4  2 items  s(2)  (the user collapses F: 2 items deleted)"))
  }

  @Test func expandingALeafIsRefusedAndChangesNothing() {
    let h = ShellHarness()
    h.run("append-sections s", "apply", "section-snapshot s", "append F", "append a1 to F", "append k", "apply")
    let before = h.printed { h.run("history") }
    let error = h.printed { #expect(h.run("expand F k") == .failed) }
    #expect(error.contains("error: expand: k has no children, so its row has no disclosure control to tap"))
    #expect(!error.contains("user taps"))
    #expect(h.printed { h.run("history") } == before)
    #expect(h.run("expect count items 2") == .ok)
  }
}

@MainActor
@Suite struct OutOfSyncBatchLineTests {
  @Test func aDeleteOfARowShowingAnItemTheModelLostNamesThatItem() {
    let h = ShellHarness(keepGoing: true)
    h.run("data-source classic", "append-sections main", "append-items a b c", "reload-data")
    // The model loses c, the app deletes row 0.1 (b): the view now shows a c, the model holds a b.
    h.run("batch", "delete-items c", "delete-items-at 0.1", "commit")
    // The model loses b; the app deletes row 0.1 again, which shows c.
    let text = h.printed { h.run("batch", "delete-items b", "delete-items-at 0.1", "commit") }
    #expect(text.contains("delete item      0.1         c"))
    #expect(!text.contains("?"))
  }
}

@MainActor
@Suite struct QuitWithUnappliedWorkTests {
  @Test func theFirstQuitWarnsAndStaysTheSecondLeaves() {
    let h = ShellHarness()
    h.run("append-sections m", "append-items a", "apply", "append-items zz")
    var left = true
    let first = h.printed { left = h.shell.quitFromPrompt(repeated: false) }
    #expect(!left)
    #expect(
      first.contains(
        "warning: not leaving yet: the working snapshot's edits (1 section, 2 items) were not applied; quit again"
          + " (or Ctrl-D) to leave without it"))
    let second = h.printed { left = h.shell.quitFromPrompt(repeated: true) }
    #expect(left)
    #expect(second.contains("warning: leaving with work that was not applied"))
  }

  @Test func withoutUnappliedWorkOneQuitLeavesSilently() {
    let h = ShellHarness()
    h.run("append-sections m", "append-items a", "apply")
    var left = false
    let text = h.printed { left = h.shell.quitFromPrompt(repeated: false) }
    #expect(left && text.isEmpty)
  }

  @Test func theJSONWarningSaysItIsNotLeaving() throws {
    let h = ShellHarness(format: .json)
    h.run("append-sections m", "append-items a")
    let events = try h.events { _ = h.shell.quitFromPrompt(repeated: false) }
    #expect(events.count == 1)
    #expect(events.first?["kind"] as? String == "unapplied-work")
    #expect(events.first?["leaving"] as? Bool == false)
  }
}

@MainActor
@Suite struct RecoveryOnEveryPathTests {
  /// The view's own counts, section by section, against the data source's snapshot: what §3.9 promises after a
  /// recovery.
  static func viewMatchesTheSnapshot(_ h: ShellHarness, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let session = h.shell.session
    let snapshot = session.applied
    let view = session.view.list
    #expect(view.numberOfSections == snapshot.numberOfSections, sourceLocation: sourceLocation)
    for (index, section) in snapshot.sectionIdentifiers.enumerated() where index < view.numberOfSections {
      #expect(
        (try? view.rowCount(inSection: index)) == snapshot.numberOfItems(inSection: section),
        "section \(section)", sourceLocation: sourceLocation)
    }
    #expect(session.working == snapshot, "the model is what the view shows", sourceLocation: sourceLocation)
  }

  @Test func undoAndRedoRecoverAndTheViewShowsTheSnapshot() {
    let h = ShellHarness(keepGoing: true)
    h.run("append-sections m", "append-items a b", "apply", "append-items c", "apply")
    h.run("set recover on", "inject-bug counts-from-model")
    let undo = h.printed { #expect(h.run("undo") == .ok) }
    #expect(undo.contains("recovered with reloadData: 1 section, 2 items"))
    Self.viewMatchesTheSnapshot(h)
    #expect(h.run("expect layout m: a b") == .ok)
    #expect(h.run("redo") == .ok)
    Self.viewMatchesTheSnapshot(h)
    #expect(h.run("expect layout m: a b c") == .ok)
    h.run("inject-bug off", "append-items d")
    #expect(h.run("apply") == .ok)
    #expect(h.run("expect diff inserted=1") == .ok)
  }

  @Test func aFailedUndoPutsTheModelBack() {
    let h = ShellHarness(keepGoing: true)
    h.run("append-sections m", "append-items a b", "apply", "append-items c", "apply", "inject-bug counts-from-model")
    #expect(h.run("undo") == .failed)
    Self.viewMatchesTheSnapshot(h)
    #expect(h.run("expect layout m: a b c") == .ok)
  }

  @Test func userExpandAndCollapseRecoverAndTheViewShowsTheSnapshot() {
    let h = ShellHarness(keepGoing: true)
    h.run("append-sections s", "apply", "section-snapshot s", "append F", "append a1 a2 to F", "append k", "apply")
    h.run("set recover on", "inject-bug counts-from-model")
    #expect(h.run("expand F") == .ok)
    Self.viewMatchesTheSnapshot(h)
    #expect(h.run("expect layout s: F a1 a2 k") == .ok)
    #expect(h.run("collapse F") == .ok)
    Self.viewMatchesTheSnapshot(h)
    h.run("inject-bug off", "append-items z to s")
    #expect(h.run("apply") == .ok)
    #expect(h.run("expect layout s: F k z") == .ok)
  }

  @Test func aSectionSnapshotApplyRecoversAndTheViewShowsTheSnapshot() {
    let h = ShellHarness(keepGoing: true)
    h.run("append-sections s t", "append-items x to t", "apply", "set recover on", "inject-bug counts-from-model")
    h.run("section-snapshot s", "append F", "append a1 to F", "expand F")
    #expect(h.run("apply") == .ok)
    Self.viewMatchesTheSnapshot(h)
    #expect(h.run("expect layout s: F a1") == .ok)
  }
}

@MainActor
@Suite struct R16AdviceTests {
  /// A model edited before `batch`, then a batch: R16, whatever the calls inside it.
  func failedBatch() -> (ShellHarness, String) {
    let h = ShellHarness(keepGoing: true)
    h.run("data-source classic", "append-sections m", "append-items a b", "reload-data", "append-items c")
    let text = h.printed { #expect(h.run("batch", "delete-items a", "commit") == .failed) }
    return (h, text)
  }

  @Test func theAdviceSaysNoCallInTheBatchCanFixItAndWhatDoes() {
    let (_, text) = failedBatch()
    #expect(text.contains("R16"))
    #expect(text.contains("No calls inside this batch can fix it"))
    #expect(text.contains("`revert`") && text.contains("`reload-data`"))
    #expect(text.contains("delete-items-at 0.0; insert-items-at 0.1"))
  }

  @Test func revertThenTheSuggestedCallsInsideTheBatchWork() {
    let (h, _) = failedBatch()
    #expect(h.run("revert") == .ok)
    #expect(
      h.run("batch", "append-items c", "delete-items a", "delete-items-at 0.0", "insert-items-at 0.1", "commit") == .ok)
    #expect(h.run("expect layout m: b c") == .ok)
  }

  @Test func reloadDataWorksToo() {
    let (h, _) = failedBatch()
    #expect(h.run("reload-data") == .ok)
    #expect(h.run("expect layout m: a b c") == .ok)
  }
}

@MainActor
@Suite struct DraggingAnExpandedParentTests {
  static let setUp = [
    "append-sections files", "apply", "section-snapshot files", "append Folder:a Folder:b Folder:c",
    "append File:x File:y to Folder:a", "expand Folder:a", "apply", "set can-move on",
  ]

  @Test func theCollapseIsReportedAndTheUpdateReplaysToTheRowsOnScreen() throws {
    let h = ShellHarness(format: .json)
    for line in Self.setUp { h.run(line) }
    let events = try h.events { #expect(h.run("drag Folder:a after Folder:c") == .ok) }
    let apply = try #require(events.first { $0["event"] as? String == "apply" })
    let items = try #require(apply["items"] as? [String: Any])
    let deleted = try #require(items["deleted"] as? [[Int]])
    let moved = try #require(items["moved"] as? [[[Int]]])
    #expect(deleted == [[0, 1], [0, 2]])
    #expect(moved == [[[0, 0], [0, 2]]])
    // Replayed on the rows shown before (a x y b c): deletes and move sources leave in the old frame, the move lands
    // in the new one.
    var rows = ["Folder:a", "File:x", "File:y", "Folder:b", "Folder:c"]
    let sources = Set(deleted.map { $0[1] } + moved.map { $0[0][1] })
    let movedRows = moved.map { (rows[$0[0][1]], $0[1][1]) }
    rows = rows.enumerated().filter { !sources.contains($0.offset) }.map(\.element)
    for (row, destination) in movedRows.sorted(by: { $0.1 < $1.1 }) { rows.insert(row, at: destination) }
    #expect(rows == ["Folder:b", "Folder:c", "Folder:a"])
    #expect(h.shell.session.applied.itemIdentifiers.map(\.displayKey) == rows)
  }

  @Test func theTextNamesTheCollapseAndTheStepTheDrag() {
    let h = ShellHarness()
    for line in Self.setUp { h.run(line) }
    let text = h.printed { #expect(h.run("drag Folder:a after Folder:c") == .ok) }
    #expect(
      text.contains(
        "the data source collapses Folder:a as the drag begins (2 items deleted: 0.1 File:x, 0.2 File:y); the"
          + " collection view moves item 0.0 → 0.2 (Folder:a)"))
    #expect(text.contains("nothing more to send"))
    let history = h.printed { h.run("history") }
    #expect(history.contains("(the user drags Folder:a: 2 items deleted, 1 moved)"))
  }

  @Test func aDragOfALeafSaysNothingOfACollapse() {
    let h = ShellHarness(view: .table)
    h.run("append-sections A", "append-items a b c", "apply", "set can-move on")
    let text = h.printed { #expect(h.run("drag a after c") == .ok) }
    #expect(!text.contains("collapses"))
    #expect(h.printed { h.run("history") }.contains("(the user drags a: 1 row moved)"))
  }
}

@MainActor
@Suite struct DragIntoSectionTests {
  @Test(arguments: ["table", "collection"])
  func aRowDroppedIntoASectionGoesToItsEndEvenWhenItIsEmpty(view: String) {
    let h = ShellHarness()
    h.run("view \(view)", "append-sections A B", "append-items a1 a2 to A", "append-items b1 to B", "apply")
    h.run("set can-move on")
    #expect(h.run("drag b1 after a1") == .ok)
    #expect(h.run("expect layout B:") == .ok)
    // Back into the empty section, then to the end of a section it is already in.
    #expect(h.run("drag b1 into B") == .ok)
    #expect(h.run("expect layout A: a1 a2") == .ok)
    #expect(h.run("expect layout B: b1") == .ok)
    #expect(h.run("expect diff moved=1") == .ok)
    #expect(h.run("drag a1 into A") == .ok)
    #expect(h.run("expect layout A: a2 a1") == .ok)
  }

  @Test func intoAnUnknownSectionIsRefusedAndChangesNothing() {
    let h = ShellHarness()
    h.run("view table", "append-sections A", "append-items a1 a2 to A", "apply", "set can-move on")
    let error = h.printed { #expect(h.run("drag a1 into Z") == .failed) }
    #expect(error.contains("no section Z in the table view"))
    #expect(h.run("expect layout A: a1 a2") == .ok)
  }

  @Test func theFormPrintsAndParsesBack() throws {
    let context = ParseContext(knownTypeNames: ItemCatalogue.typeNames, isInSectionSnapshot: false)
    let line = try #require(try Parser.parse(line: "drag Contact:bob into \"two words\"", context: context))
    guard case .session(.drag(let item, .endOf(let section))) = line.command else {
      Issue.record("drag … into S parses as a drop at the section's end")
      return
    }
    #expect(item.id == "bob" && section == "two words")
  }
}

@MainActor
@Suite struct WordingTests {
  @Test func oneModelEditWasNotApplied() {
    let output = CapturedOutput()
    let shell = Shell(output: output)
    _ = shell.runInline("data-source classic; append-sections m; reload-data; append-items x; quit")
    #expect(output.standardError.contains("1 model edit was not applied to the view"))
    #expect(!output.standardError.contains("were"))
  }

  @Test func aCollectionViewsDeleteRowOnlyFixNamesItsOwnCall() {
    let h = ShellHarness(view: .collection)
    h.run("append-sections A", "append-items amy al to A", "apply", "set can-edit on", "inject-bug delete-row-only")
    let text = h.printed { #expect(h.run("swipe al delete") == .failed) }
    #expect(text.contains("called deleteItems(at:) without deleting the item"), "\(text)")
    #expect(text.contains("never call deleteItems(at:) yourself"), "\(text)")
    #expect(!text.contains("deleteRows"), "\(text)")
  }

  @Test func aWrittenPageSaysItsSizeInKB() throws {
    let directory = try temporaryDirectory()
    let h = ShellHarness()
    let said = h.printed { h.run("append-sections s; append-items a; apply", "export html \(directory.path)/p.html") }
    #expect(said.contains(" KB)"), "\(said)")
    #expect(!said.contains("KBs"), "\(said)")
  }

  @Test func selectingAnIndexPathSaysRowsAreNamedByTheirItems() {
    let h = ShellHarness()
    h.run("append-sections s", "append-items a b", "apply")
    let text = h.printed { #expect(h.run("select 0.0") == .failed) }
    #expect(text.contains("0.0 reads as an index path, but rows are named by their items"), "\(text)")
    #expect(!text.contains("what is on screen"), "\(text)")
  }
}

@MainActor
@Suite struct SectionNamesInExplanationsTests {
  @Test func aSectionDeleteIsNamedByTheViewsAndTheModelsSections() {
    let h = ShellHarness()
    h.run(
      "data-source classic", "append-sections s t", "append-items a b c to s", "append-items x y to t", "reload-data",
      "batch", "delete-sections s", "append-sections u")
    let text = h.printed { #expect(h.run("commit") == .failed) }
    #expect(text.contains("section 0: the view showed s with 3 items;"), "\(text)")
    #expect(text.contains("but the model's section 0 is now t and holds 2"), "\(text)")
    #expect(text.contains("model edits in it: delete-sections s (s removed)"), "\(text)")
    #expect(!text.contains("section 0 (t): the view showed 3 items"), "\(text)")
  }
}

@MainActor
@Suite struct StaleRowsInJSONTests {
  @Test func aStaleCellsRowCarriesTheModelsText() throws {
    let h = ShellHarness(format: .json)
    h.run("append-sections s", "append-items a b", "apply", "set-content a NEW")
    let events = try h.events { h.run("show") }
    let layout = try #require(events.first?["layout"] as? [[String: Any]])
    let rows = try #require(layout.first?["items"] as? [[String: Any]])
    #expect(rows[0]["cell"] as? String == "a")
    #expect(rows[0]["stale"] as? String == "NEW")
    #expect(rows[1]["stale"] == nil)
  }
}

@MainActor
@Suite struct PromptEscapingTests {
  @Test func thePromptEscapesASectionsControlCharacters() {
    let h = ShellHarness()
    h.run(#"append-sections $'a\x1b[2Jb'"#, "apply", #"section-snapshot $'a\x1b[2Jb'"#)
    #expect(h.shell.prompt == #"lks[$'a\x1b[2Jb']> "#)
    #expect(!h.shell.prompt.contains("\u{1B}"))
    h.run("end", "append-sections main", "apply", "section-snapshot main")
    #expect(h.shell.prompt == "lks[main]> ")
  }
}

@MainActor
@Suite struct RecoveryAndCellFailuresTests {
  @Test func recoverOnSaysItDoesNotApplyToACellProvidersMistake() {
    let h = ShellHarness()
    h.run("append-sections s", "append-items a b", "apply", "set recover on", "inject-bug nil-cell c")
    let text = h.printed { #expect(h.run("append-items c", "apply") == .failed) }
    #expect(text.contains("recover on does not apply"), "\(text)")
    h.run("set recover off", "revert")
    let without = h.printed { #expect(h.run("append-items c", "apply") == .failed) }
    #expect(!without.contains("recover on does not apply"), "\(without)")
  }
}

@MainActor
@Suite struct SectionSnapshotAdviceTests {
  @Test func theAdviceInsideASectionSnapshotCanBeFollowed() {
    let h = ShellHarness()
    h.run("append-sections s", "section-snapshot s", "append F")
    let text = h.printed { #expect(h.run("apply") == .failed) }
    #expect(text.contains("leave with end"), "\(text)")
    #expect(!text.contains("apply or revert them first"), "\(text)")
    // The advice, followed, works.
    #expect(h.run("end", "apply", "section-snapshot s", "append F", "apply") == .ok)
    #expect(h.run("expect layout s: F") == .ok)
  }
}
