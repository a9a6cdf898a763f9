// `explain [TEXT]` (docs/language.md §8): the last error of the session or a pasted UIKit/Apple message, read by the
// engine's failure catalogue; unknown text is said to be unknown; explaining changes no state.
import Foundation
import ListKit
import Testing

@testable import LKShell

@MainActor
@Suite struct ExplainTests {
  /// The `explain` event printed by `line`.
  func explainEvent(_ h: ShellHarness, _ line: String) throws -> [String: Any] {
    let events = try h.events { #expect(h.run(line) == .ok) }
    let event = try #require(events.last)
    #expect(event["event"] as? String == "explain")
    return event
  }

  @Test func withoutAnErrorThereIsNothingToExplain() throws {
    let h = ShellHarness()
    #expect(h.printed { h.run("explain") }.hasPrefix("no error yet in this session"))
    let j = ShellHarness(format: .json)
    let event = try explainEvent(j, "explain")
    #expect(event["known"] as? Bool == false)
    #expect(event["subject"] as? String == "last-error")
    #expect(event["message"] is NSNull)
  }

  @Test func theLastErrorIsExplainedFromTheEngineValueAndNothingChanges() throws {
    let h = ShellHarness(format: .json, keepGoing: true)
    #expect(h.run("append-items a") == .failed)
    let before = h.shell.session.fingerprint
    let event = try explainEvent(h, "explain")
    #expect(h.shell.session.fingerprint == before)
    #expect(event["known"] as? Bool == true)
    #expect(event["entry"] as? String == "snapshot-no-sections")
    #expect(event["message"] as? String == SnapshotError.noSections.description)
    let lines = try #require(event["explanation"] as? [String])
    #expect(lines.first == "Items were added to a snapshot without sections.")
    #expect(lines.contains { $0.hasPrefix("Fix: append a section first") })
  }

  @Test func aRejectedBatchIsExplainedWithItsRuleAndNumbers() throws {
    let h = ShellHarness(format: .json, keepGoing: true)
    h.run("data-source classic", "append-sections main", "append-items a b c", "reload-data", "batch", "delete-items b")
    #expect(h.run("commit") == .failed)
    let event = try explainEvent(h, "explain")
    #expect(event["rule"] as? String == "R15")
    #expect(event["values"] as? [Int] == [0, 2, 3, 0, 0, 0, 0])
    let lines = try #require(event["explanation"] as? [String])
    #expect(lines.contains("Expected 3 + 0 - 0 + 0 - 0 = 3, found 2 (off by -1)."))
  }

  @Test func explainingPastedTextKeepsTheLastError() {
    let h = ShellHarness(keepGoing: true)
    #expect(h.run("append-items a") == .failed)
    h.run("explain the printer is on fire")
    #expect(h.printed { h.run("explain") }.hasPrefix("Items were added to a snapshot without sections."))
    // The shell's own errors are not UIKit's.
    #expect(h.run("commit") == .failed)
    #expect(h.printed { h.run("explain") }.hasPrefix("the last error is the shell's own, not a UIKit or Apple message"))
  }

  @Test(arguments: [
    // Quoted, unquoted (the index path's braces survive), in table wording with the view description appended
    // (quoted: it holds a `;`), a cell failure, and a console line around the message.
    (
      "explain \"attempt to delete and reload the same index path ({length = 2, path = 0 - 1})\"", "R1",
      nil as String?
    ),
    ("explain attempt to delete and reload the same index path ({length = 2, path = 0 - 1})", "R1", nil),
    (
      "explain \"Invalid update: invalid number of rows in section 2.  The number of rows contained in an existing"
        + " section after the update (4) must be equal to the number of rows contained in that section before the"
        + " update (4), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0"
        + " deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved"
        + " out). Table view: <UITableView: 0x7f8; frame = (0 0; 390 844)>\"",
      "R15", "table view"
    ),
    (
      "explain attempt to insert item 7 into section 0, but there are only 3 items in section 0 after the update",
      "R9", "collection view"
    ),
    (
      "explain \"UICollectionViewDiffableDataSource cell provider returned nil for index path {length = 2, path ="
        + " 0 - 0} with item identifier 'b', which is not allowed. You must always return a cell to the collection"
        + " view: <UICollectionView: 1 section, 2 items>\"",
      "nil-cell", "collection view"
    ),
    (
      "explain \"*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'attempt"
        + " to insert section 4 but there are only 4 sections after the update'\"",
      "R7", nil
    ),
  ])
  func pastedMessagesAreRecognised(line: String, rule: String, wording: String?) throws {
    let h = ShellHarness(format: .json)
    let event = try explainEvent(h, line)
    #expect(event["subject"] as? String == "text")
    #expect(event["known"] as? Bool == true)
    #expect(event["rule"] as? String == rule)
    #expect(event["wording"] as? String == wording)
  }

  @Test func unknownTextIsSaidToBeUnknown() throws {
    let h = ShellHarness()
    var outcome = LineOutcome.failed
    let text = h.printed { outcome = h.run("explain attempt to delete things") }
    #expect(outcome == .ok)
    #expect(text.hasPrefix("unknown message"))
    let j = ShellHarness(format: .json)
    let event = try explainEvent(j, "explain \"attempt to delete section x\"")
    #expect(event["known"] as? Bool == false)
    #expect(event["message"] as? String == "attempt to delete section x")
  }

  @Test func explainWorksInsideABatchAndHasHelp() {
    let h = ShellHarness(keepGoing: true)
    h.run("data-source classic", "append-sections main", "append-items a", "reload-data", "batch")
    h.run("explain")
    #expect(h.shell.session.lab.batch != nil)
    #expect(h.shell.prompt == "lks(batch)> ")
    let help = h.printed { h.run("help explain") }
    #expect(help.contains("usage: explain [TEXT]"))
  }
}
