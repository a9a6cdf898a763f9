// The update lab (docs/language.md §8): the classic data source and its model, reload-data, batch … commit|cancel,
// the view calls (one-operation batches outside `batch`), a rejected batch's message, rule and explanation with the
// model and view put back, the out-of-sync warning, inject-bug, and the prompt, completion, help and JSON of it all.
import Foundation
import ListKit
import Testing

@testable import LKShell

@MainActor
@Suite struct LabTests {
  /// A shell with a classic data source whose view shows `main: a b c` and `more: x y`.
  func classic(format: Shell.Format = .text) -> ShellHarness {
    let h = ShellHarness(format: format, keepGoing: true)
    h.run("data-source classic", "append-sections main more", "append-items a b c to main", "append-items x y to more")
    h.run("reload-data")
    return h
  }

  // MARK: The classic data source

  @Test func editsChangeTheModelAndNothingReachesTheViewUntilReloadData() {
    let h = ShellHarness()
    h.run("data-source classic", "append-sections main", "append-items a b")
    #expect(h.shell.session.applied.numberOfSections == 0)
    #expect(h.shell.session.working.itemIdentifiers(inSection: "main").map(\.displayKey) == ["a", "b"])
    let text = h.printed { h.run("reload-data") }
    #expect(text.hasPrefix("reloadData: 1 section, 2 items (reloadData(): the view read the model again)"))
    #expect(h.shell.session.applied.itemIdentifiers(inSection: "main").map(\.displayKey) == ["a", "b"])
    h.run("append-items c")
    #expect(h.shell.session.applied.numberOfItems == 2)
  }

  @Test func dataSourceReplacesTheViewAndKeepsTheModel() {
    let h = ShellHarness()
    h.run("append-sections main", "append-items a b", "apply")
    let text = h.printed { h.run("data-source classic") }
    #expect(text.contains("data source: classic"))
    #expect(h.shell.session.applied.numberOfSections == 0)
    #expect(h.shell.session.working.numberOfItems == 2)
    h.run("data-source diffable")
    #expect(h.shell.session.dataSource is ShellCollectionDataSource)
    #expect(h.run("apply") == .ok)
    #expect(h.shell.session.applied.numberOfItems == 2)
  }

  @Test func diffableCommandsAreRefusedWithAClassicDataSourceAndViewCallsWithADiffableOne() {
    let h = classic()
    let before = h.shell.session.fingerprint
    for line in ["apply", "apply-reload-data", "undo", "section-snapshot main"] {
      #expect(h.run(line) == .failed, "\(line)")
      #expect(h.shell.session.fingerprint == before, "\(line)")
    }
    let d = ShellHarness(keepGoing: true)
    d.run("append-sections main", "append-items a", "apply")
    let diffable = d.shell.session.fingerprint
    for line in ["batch", "reload-data", "delete-items-at 0.0", "commit", "cancel"] {
      #expect(d.run(line) == .failed, "\(line)")
      #expect(d.shell.session.fingerprint == diffable, "\(line)")
    }
    #expect(d.printed { d.run("batch") }.contains("batch needs a classic data source"))
  }

  // MARK: Batches

  @Test func aMatchingBatchIsAcceptedAndReportedAsTheAppSentIt() throws {
    let h = classic()
    h.run("batch", "delete-items b", "delete-items-at 0.1", "append-items z to more", "insert-items-at 1.2")
    #expect(h.shell.prompt == "lks(batch)> ")
    let text = h.printed { #expect(h.run("commit") == .ok) }
    #expect(text.hasPrefix("performBatchUpdates (classic data source): 1 item inserted, 1 deleted"))
    #expect(text.contains("delete item      0.1         b"))
    #expect(text.contains("insert item      1.2         z"))
    #expect(h.shell.prompt == "lks> ")
    #expect(h.shell.session.applied.itemIdentifiers(inSection: "main").map(\.displayKey) == ["a", "c"])
    #expect(h.shell.session.applied.itemIdentifiers(inSection: "more").map(\.displayKey) == ["x", "y", "z"])
    #expect(h.shell.session.state.lastApply?.mode == .batch)
  }

  @Test func cancelUndoesTheModelEditsOfTheBatch() {
    let h = classic()
    let before = h.shell.session.fingerprint
    h.run("batch", "delete-items b", "append-sections extra", "delete-items-at 0.1")
    let text = h.printed { h.run("cancel") }
    #expect(text.contains("batch cancelled: 2 model edits undone, 1 view call dropped"))
    #expect(h.shell.session.fingerprint == before)
  }

  @Test func batchStateErrors() {
    let h = classic()
    #expect(h.printed { h.run("commit") }.contains("no batch is open"))
    h.run("batch")
    let inside = h.shell.session.fingerprint
    for line in ["batch", "reload-data", "data-source diffable"] {
      #expect(h.run(line) == .failed, "\(line)")
      #expect(h.shell.session.fingerprint == inside, "\(line)")
    }
  }

  /// One batch per rule, each rejected with UIKit's message; the model and the view are as before `batch`.
  @Test(arguments: [
    (1, ["delete-items-at 0.1", "reload-items-at 0.1"], "attempt to delete and reload the same index path"),
    (2, ["delete-items-at 0.0", "move-item-at 0.0 0.1"], "attempt to perform a delete and a move from the same"),
    (3, ["insert-items-at 0.1", "move-item-at 0.0 0.1"], "attempt to perform an insert and a move to the same"),
    (4, ["delete-sections-at 5"], "attempt to delete section 5, but there are only 2 sections before the update"),
    (5, ["delete-items-at 3.0"], "attempt to delete item 0 from section 3, but there are only 2 sections before"),
    (6, ["delete-items-at 0.7"], "attempt to delete item 7 from section 0 which only contains 3 items before"),
    (7, ["insert-sections-at 4"], "attempt to insert section 4 but there are only 2 sections after the update"),
    (8, ["insert-items-at 2.0"], "attempt to insert item 0 into section 2, but there are only 2 sections after"),
    (9, ["insert-items-at 0.9"], "attempt to insert item 9 into section 0, but there are only 3 items in section 0"),
    (10, ["move-item-at 0.8 0.0"], "attempt to move index path ({length = 2, path = 0 - 8}) that does not exist"),
    (11, ["move-item-at 0.0 0.8"], "to index path ({length = 2, path = 0 - 8}) that does not exist"),
    (12, ["move-item-at 0.0 0.1", "move-item-at 0.0 0.2"], "attempt to move item at index path"),
    (13, ["delete-sections-at 1", "move-item-at 1.0 0.0"], "cannot move an item from a deleted section (1)"),
    (14, ["append-sections extra"], "Invalid update: invalid number of sections."),
    (15, ["delete-items b"], "Invalid update: invalid number of items in section 0."),
  ])
  func rejectedBatch(rule: Int, lines: [String], message: String) throws {
    let h = classic()
    let before = h.shell.session.fingerprint
    h.run("batch")
    for line in lines { h.run(line) }
    let text = h.printed { #expect(h.run("commit") == .failed) }
    #expect(text.hasPrefix("error: commit: ") && text.contains(message), "\(text)")
    #expect(text.contains("  R\(rule): "), "\(text)")
    #expect(text.contains("The app would have crashed here (NSInternalInconsistencyException)"))
    #expect(text.contains("nothing changed: the model and the view are as they were before batch."))
    #expect(h.shell.session.fingerprint == before)
    #expect(h.shell.prompt == "lks> ")
  }

  @Test func r17WhenTheAppAsksForASectionTheViewDoesNotHave() throws {
    let h = classic()
    #expect(h.printed { h.run("number-of-items 1") } == "collectionView.numberOfItems(inSection: 1) = 2\n")
    let before = h.shell.session.fingerprint
    let text = h.printed { #expect(h.run("number-of-items 2") == .failed) }
    #expect(
      text.contains("request for number of items in section 2 when there are only 2 sections in the collection view"))
    #expect(text.contains("R17: "))
    #expect(!text.contains("as snapshot commands"))
    #expect(h.shell.session.fingerprint == before)
    #expect(h.printed { h.run("number-of-rows 0") }.contains("number-of-rows is a table view call"))
    let j = classic(format: .json)
    let events = try j.events { j.run("number-of-items 9") }
    #expect(events.first?["rule"] as? String == "R17")
  }

  @Test func r16WhenTheModelWasEditedBeforeBatch() {
    let h = classic()
    h.run("append-items d to main")
    let before = h.shell.session.fingerprint
    h.run("batch", "insert-items-at 0.3")
    let text = h.printed { h.run("commit") }
    #expect(text.contains("Invalid batch updates detected"))
    #expect(text.contains("R16: "))
    #expect(text.contains("it was edited before the batch (append-items d to main)"))
    #expect(text.contains("as snapshot commands: append-items d to main; apply"))
    #expect(h.shell.session.fingerprint == before)
  }

  @Test func theR15ExplanationNamesTheSectionTheEditAndTheMatchingCall() {
    let h = classic()
    h.run("batch", "delete-items b", "append-items z to more", "insert-items-at 1.2")
    let text = h.printed { h.run("commit") }
    #expect(text.contains("section 0 (main): the view showed 3 items; no call inserts, deletes or moves its items"))
    #expect(text.contains("but the model holds 2 (1 fewer)"))
    #expect(text.contains("model edits in it: delete-items b (-1)"))
    #expect(text.contains("the calls that match the model's change: delete-items-at 0.1; insert-items-at 1.2"))
    #expect(text.contains("as snapshot commands: delete-items b; append-items z to more; apply"))
  }

  @Test func viewCallsOutsideBatchAreOneOperationBatches() {
    let h = classic()
    h.run("delete-items c")
    #expect(h.run("delete-items-at 0.2") == .ok)
    #expect(h.shell.session.applied.itemIdentifiers(inSection: "main").map(\.displayKey) == ["a", "b"])
    let before = h.shell.session.fingerprint
    let text = h.printed { #expect(h.run("delete-items-at 0.0") == .failed) }
    #expect(text.contains("invalid number of items in section 0"))
    #expect(text.contains("nothing changed: the model and the view are as they were before the call."))
    #expect(h.shell.session.fingerprint == before)
  }

  @Test func rowWordsBelongToATable() {
    let h = classic()
    let before = h.shell.session.fingerprint
    #expect(h.printed { h.run("delete-rows-at 0.0") }.contains("delete-rows-at is a table view call"))
    #expect(h.shell.session.fingerprint == before)
  }

  // MARK: Out of sync

  @Test func countsThatAddUpWithWrongRowsAreAcceptedWithAWarning() throws {
    let h = classic()
    h.run("batch", "delete-items c", "delete-items-at 0.1")
    let text = h.printed { #expect(h.run("commit") == .ok) }
    #expect(
      text.contains("warning: items out of sync: the counts add up, so UIKit accepted the batch, but 1 item shows"))
    #expect(text.contains("0.1 shows c, the model has b"))
    #expect(text.contains("    0.1     c  \"c\"  ≠ the model has b here"))
    let snapshot = h.printed { h.run("show snapshot") }
    #expect(snapshot.hasPrefix("model: 2 sections, 4 items (the view shows something else)"))
    #expect(h.shell.session.applied.itemIdentifiers(inSection: "main").map(\.displayKey) == ["a", "c"])
    #expect(h.shell.session.outOfSyncReport().rows.count == 1)
    h.run("reload-data")
    #expect(h.shell.session.outOfSyncReport().isEmpty)

    let j = classic(format: .json)
    j.run("batch", "delete-items c", "delete-items-at 0.1")
    let events = try j.events { j.run("commit") }
    let apply = try #require(events.first { $0["event"] as? String == "apply" })
    #expect(apply["mode"] as? String == "batch")
    #expect((apply["items"] as? [String: Any])?["deleted"] as? [[Int]] == [[0, 1]])
    let warning = try #require(events.first { $0["event"] as? String == "warning" })
    #expect(warning["kind"] as? String == "out-of-sync")
    let rows = try #require(warning["rows"] as? [[String: Any]])
    #expect(rows.count == 1 && rows[0]["shown"] as? String == "c" && rows[0]["model"] as? String == "b")
    let layoutRows = try #require((apply["layout"] as? [[String: Any]])?.first?["items"] as? [[String: Any]])
    #expect(layoutRows[1]["id"] as? String == "c" && layoutRows[1]["model"] as? String == "b")
    #expect(layoutRows[0]["model"] == nil)
  }

  @Test func aViewShowingOneItemTwiceListsEveryRow() throws {
    // The model gains n at the top, the app inserts at the bottom: the new row reads the model's last item, b, which
    // the row above still shows. No snapshot can hold b twice; the layout reads the view's own rows.
    let h = classic()
    h.run("insert-items n before a")
    let text = h.printed { #expect(h.run("insert-items-at 0.3") == .ok) }
    #expect(text.contains("section main (4 items)"))
    #expect(text.contains("    0.2     c  \"c\"  ≠ the model has b here"))
    #expect(text.contains("    0.3     c  \"c\"  + inserted"))

    let j = classic(format: .json)
    j.run("insert-items n before a")
    let events = try j.events { j.run("insert-items-at 0.3") }
    let apply = try #require(events.first { $0["event"] as? String == "apply" })
    let rows = try #require((apply["layout"] as? [[String: Any]])?.first?["items"] as? [[String: Any]])
    #expect(rows.map { $0["id"] as? String } == ["a", "b", "c", "c"])
  }

  @Test func sectionIdentifiersFollowAnAcceptedBatch() {
    #expect(
      Session.sectionsAfter(
        {
          var u = BatchUpdate()
          u.insertedSections = [0]
          u.movedSections = [.init(from: 0, to: 2)]
          return u
        }(),
        before: ["a", "b"], model: ["new", "b", "a"], count: 3) == ["new", "b", "a"])
    #expect(
      Session.sectionsAfter(
        {
          var u = BatchUpdate()
          u.deletedSections = [0]
          u.reloadedSections = [1]
          return u
        }(),
        before: ["a", "b", "c"], model: ["b2", "c"], count: 2) == ["b2", "c"])
  }

  // MARK: JSON

  @Test func jsonOfReloadDataBatchesAndRejections() throws {
    let h = ShellHarness(format: .json, keepGoing: true)
    h.run("data-source classic", "append-sections main", "append-items a b")
    let reload = try h.events { h.run("reload-data") }
    #expect(reload.first?["event"] as? String == "apply" && reload.first?["mode"] as? String == "reload-data")
    h.run("batch", "delete-items a")
    let rejected = try h.events { h.run("commit") }
    let error = try #require(rejected.first)
    #expect(error["event"] as? String == "error")
    #expect(error["rule"] as? String == "R15")
    #expect((error["message"] as? String)?.contains("Invalid update: invalid number of items in section 0.") == true)
    #expect(error["line"] is Int)
    #expect((error["explanation"] as? [String])?.isEmpty == false)
    #expect(error["snapshotCommands"] as? String == "delete-items a; apply")
  }

  // MARK: inject-bug

  @Test(arguments: [
    ("nil-cell d", "cell provider returned nil", "nil-cell"),
    ("unregistered Text", "could not dequeue a view of kind", "unregistered"),
    ("registration-in-provider", "registration that was created inside", "registration-in-provider"),
    ("not-dequeued d", "does not have a reuseIdentifier", "not-dequeued"),
  ])
  func injectedBugsFailTheNextApplyAndChangeNothing(bug: String, message: String, rule: String) throws {
    let h = ShellHarness(format: .json, keepGoing: true)
    h.run("append-sections main", "append-items a b", "apply", "inject-bug \(bug)", "append-items d")
    let before = h.shell.session.fingerprint
    let events = try h.events { #expect(h.run("apply") == .failed) }
    let error = try #require(events.first)
    #expect(error["rule"] as? String == rule)
    #expect((error["message"] as? String)?.contains(message) == true)
    #expect(h.shell.session.fingerprint == before)
    h.run("inject-bug off")
    #expect(h.run("apply") == .ok)
  }

  @Test func reconfigureOtherCellFailsOnlyTheReconfigure() {
    let h = ShellHarness(keepGoing: true)
    h.run("append-sections main", "append-items a b", "apply", "inject-bug reconfigure-other-cell a")
    h.run("append-items c")
    #expect(h.run("apply") == .ok)
    h.run("reconfigure-items a")
    let before = h.shell.session.fingerprint
    let text = h.printed { #expect(h.run("apply") == .failed) }
    #expect(text.contains("Attempted to dequeue a cell for a different registration or reuse identifier"))
    #expect(text.contains("reconfigure-other-cell: A reconfigure dequeued another registration"))
    #expect(h.shell.session.fingerprint == before)
  }

  @Test func aClassicDataSourceMeetsTheBugInCellForItemAt() {
    let h = classic()
    h.run("inject-bug nil-cell b")
    let before = h.shell.session.fingerprint
    let text = h.printed { #expect(h.run("reload-data") == .failed) }
    #expect(text.contains("did not return a valid cell"))
    #expect(h.shell.session.fingerprint == before)
  }

  // MARK: Prompt, completion, help

  @Test func promptCompletionAndHelp() {
    let h = classic()
    #expect(h.shell.prompt == "lks> ")
    h.run("batch")
    #expect(h.shell.prompt == "lks(batch)> ")
    #expect(h.shell.completionCandidates(lineUpToCursor: "com") == ["commit"])
    #expect(h.shell.completionCandidates(lineUpToCursor: "data-source ") == ["classic", "diffable"])
    #expect(h.shell.completionCandidates(lineUpToCursor: "inject-bug r").contains("registration-in-provider"))
    #expect(h.shell.completionCandidates(lineUpToCursor: "inject-bug unregistered B") == ["Banner"])
    h.run("cancel")
    let help = h.printed { h.run("help delete-items-at") }
    #expect(help.contains("usage: delete-items-at S.I..."))
    #expect(help.contains("Apple:   collectionView.deleteItems(at:)"))
    let rows = h.printed { h.run("help move-row-at") }
    #expect(rows.contains("tableView.moveRow(at:to:)"))
    let overview = h.printed { h.run("help") }
    #expect(overview.contains("The update lab"))
  }

  @Test func indexPathArgumentsAreChecked() throws {
    let context = ParseContext()
    #expect(throws: ParseError.self) { try Parser.parse(line: "delete-items-at a", context: context) }
    #expect(throws: ParseError.self) { try Parser.parse(line: "delete-items-at 1.", context: context) }
    #expect(throws: ParseError.self) { try Parser.parse(line: "delete-sections-at -1", context: context) }
    #expect(throws: ParseError.self) { try Parser.parse(line: "move-item-at 0.0", context: context) }
    let parsed = try #require(try Parser.parse(line: "move-item-at 0.1 2.3", context: context))
    guard case .session(.lab(.viewCall(.moveItem(let from, let to), words: .collection))) = parsed.command else {
      Issue.record("not a move: \(parsed.command)")
      return
    }
    #expect(from == IndexPath(item: 1, section: 0) && to == IndexPath(item: 3, section: 2))
  }
}
