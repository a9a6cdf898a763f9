// The shell driving a table view (docs/language.md §7): `--view table` and `view`, the table's words and row
// animation in the output, section titles, swipe-delete and drag on both views (the data-source calls, the refusals),
// the collection-view features a table refuses, and the JSON additions. Every failure leaves the state as it was.
import Foundation
import ListKit
import Testing

@testable import LKShell

@MainActor
@Suite("The shell on a table view")
struct TableShellTests {
  /// A shell with sections A and B applied: amy, al in A; bob in B.
  func contacts(_ view: ViewKind = .table, format: Shell.Format = .text) -> ShellHarness {
    let h = ShellHarness(format: format, view: view)
    h.run("append-sections A B", "append-items amy al to A", "append-items bob to B", "apply")
    return h
  }

  /// Runs `line`, which must fail with `message` in its error, and checks that nothing changed.
  func expectFailure(_ h: ShellHarness, _ line: String, saying message: String) {
    let before = h.shell.session.fingerprint
    let text = h.printed { #expect(h.run(line) == .failed, "\(line) should fail") }
    #expect(text.contains(message), "\(line): \(text)")
    #expect(h.shell.session.fingerprint == before, "\(line) changed the state")
  }

  // MARK: The view

  @Test("--view table: the first apply is a reloadData, later applies speak of rows and name the row animation")
  func tableWords() {
    let h = ShellHarness(view: .table)
    #expect(h.shell.session.view.kind == .table)
    let first = h.printed { h.run("append-sections A", "append-items amy al", "apply") }
    #expect(first.hasPrefix("reloadData: 1 section, 2 rows (the first apply of a data source is a reloadData"))
    #expect(first.contains("  section A (2 rows)"))
    let next = h.printed { h.run("append-items cy dee", "delete-items al", "move-item dee before amy", "apply") }
    #expect(next.contains("apply: 2 rows inserted, 1 deleted"))
    #expect(next.contains("  performBatchUpdates with .automatic (deletes: old index paths"))
    #expect(next.contains("    delete row       0.1         al"))
    #expect(next.contains("    insert row       0.0         dee"))
    let diff = h.printed { h.run("reconfigure-items amy", "show diff") }
    #expect(diff.contains("apply would send: 1 row reconfigured"))
    #expect(diff.contains("    reconfigure row  "))
    let reconfigure = h.printed { h.run("apply") }
    #expect(reconfigure.contains("  then reloads with .automatic and reconfigures, at final index paths:"))
    #expect(h.printed { h.run("delete-all-items", "apply") }.contains("(the table view is empty)"))
    #expect(h.printed { h.run("history") }.contains("(2 rows inserted, 1 deleted)"))
  }

  @Test("view table|collection: a new, empty view; working snapshot, content, titles, history kept")
  func replacingTheView() throws {
    let h = contacts(.collection)
    h.run("set-content amy Amy", "set-header A Letter A", "section-snapshot A", "append amy al", "apply")
    #expect(h.shell.session.state.treeSections == ["A"])
    let historyCount = h.shell.session.history.count
    let switched = h.printed { #expect(h.run("view table") == .ok) }
    #expect(switched.hasPrefix("view: a new, empty plain table view and a new diffable data source"))
    let session = h.shell.session
    #expect(session.view.kind == .table)
    #expect(session.applied.numberOfItems == 0 && session.working.numberOfItems == 3)
    #expect(session.state.treeSections.isEmpty)
    #expect(session.history.count == historyCount)
    let applied = h.printed { h.run("apply") }
    #expect(applied.hasPrefix("reloadData: 2 sections, 3 rows (the first apply of a data source is a reloadData"))
    #expect(applied.contains("    header \"Letter A\""))
    #expect(applied.contains("amy  \"Amy\""))
    #expect(h.run("view collection") == .ok)
    #expect(h.shell.session.view.kind == .collection)
    #expect(h.printed { h.run("apply") }.hasPrefix("reloadData: 2 sections, 3 items"))
  }

  @Test("With a classic data source: view keeps it classic, titles reach a classic table, user actions are refused")
  func classicDataSource() {
    let h = ShellHarness()
    h.run("append-sections A", "append-items a b", "set-header A Hi", "data-source classic")
    let switched = h.printed { #expect(h.run("view table") == .ok) }
    #expect(switched.hasPrefix("view: a new, empty plain table view and a new classic data source"))
    #expect(h.shell.session.classicDataSource != nil && h.shell.session.view.kind == .table)
    let shown = h.printed { h.run("reload-data") }
    #expect(shown.contains("  section A (2 rows)\n    header \"Hi\""))
    h.run("set can-edit on", "set can-move on")
    expectFailure(h, "swipe-delete a", saying: "swipe-delete needs a diffable data source")
    expectFailure(h, "drag b before a", saying: "drag needs a diffable data source")
    expectFailure(h, "set row-animation fade", saying: "set row-animation needs a diffable data source")
    h.run("batch")
    expectFailure(h, "view collection", saying: "view")
  }

  @Test("view is refused inside a section-snapshot context, and an unknown kind is a parse error")
  func viewErrors() {
    let h = contacts(.collection)
    h.run("section-snapshot A")
    expectFailure(h, "view table", saying: "view")
    h.run("end")
    expectFailure(h, "view tables", saying: "expected collection|table")
  }

  // MARK: Row animation

  @Test("set row-animation: the data source's defaultRowAnimation, on the batch line, in JSON and in the table")
  func rowAnimation() throws {
    let h = contacts(format: .json)
    #expect(h.run("set row-animation fade") == .ok)
    let events = try h.events { h.run("append-items cy to B", "apply") }
    let apply = try #require(events.first { $0["event"] as? String == "apply" })
    #expect(apply["view"] as? String == "table" && apply["rowAnimation"] as? String == "fade")
    guard case .table(let table) = h.shell.session.view else {
      Issue.record("not a table")
      return
    }
    #expect(table.lastBatchAnimations.map(\.animation) == [.fade])
    h.run("set format text")
    let text = h.printed { h.run("set row-animation none", "delete-items cy", "apply") }
    #expect(text.contains("performBatchUpdates with .none (deletes"))
    #expect(h.printed { h.run("set") }.contains("row-animation     none "))
  }

  @Test("set row-animation on a collection view is an error that says it is a table-view setting")
  func rowAnimationOnACollection() {
    let h = contacts(.collection)
    expectFailure(h, "set row-animation fade", saying: "row-animation is a table-view setting")
  }

  @Test("The new settings are listed by set and show settings, and in JSON")
  func settingsListed() throws {
    let h = ShellHarness()
    let text = h.printed { h.run("set") }
    for line in ["row-animation     automatic", "can-edit          off", "can-move          off"] {
      #expect(text.contains(line), "\(line)")
    }
    h.run("set format json", "set can-edit on")
    let events = try h.events { h.run("show settings") }
    let settings = try #require(events.first?["settings"] as? [String: Any])
    #expect(settings["row-animation"] as? String == "automatic")
    #expect(settings["can-edit"] as? Bool == true && settings["can-move"] as? Bool == false)
  }

  // MARK: Section titles

  @Test("set-header/set-footer in a table: titleForHeaderInSection, read when the table loads the section")
  func tableTitles() throws {
    let h = ShellHarness(view: .table)
    h.run("append-sections A B", "append-items amy to A", "append-items bob to B", "set-header A Letter A")
    h.run("set-footer A 1 contact")
    let first = h.printed { h.run("apply") }
    #expect(first.contains("  section A (1 row)\n    header \"Letter A\"\n"))
    #expect(first.contains("    footer \"1 contact\"\n  section B (1 row)"))
    // A changed title is the model's: the table shows it when it loads the section again.
    let note = h.printed { h.run("set-header A Contacts A") }
    #expect(note.contains("when it loads the section: reload-sections A"))
    #expect(h.printed { h.run("show") }.contains("header \"Letter A\""))
    #expect(h.printed { h.run("reload-sections A", "apply") }.contains("header \"Contacts A\""))
    h.run("set-header A -", "set-footer A -", "reload-sections A", "apply")
    #expect(!h.printed { h.run("show") }.contains("header"))
    h.run("set format json", "set-header B Letter B", "reload-sections B")
    let events = try h.events { h.run("apply") }
    let layout = try #require(events.last?["layout"] as? [[String: Any]])
    #expect(layout[0]["header"] == nil && layout[0]["footer"] == nil)
    #expect(layout[1]["header"] as? String == "Letter B")
  }

  @Test("set-detail and set-accessory: model edits the next apply reconfigures; the layout and JSON show them")
  func detailAndAccessory() throws {
    let h = contacts()
    h.run("set-detail al 555-0100", "set-accessory al disclosureIndicator", "set-accessory amy checkmark")
    #expect(!h.printed { h.run("show") }.contains("555-0100"), "shown before the apply")
    let applied = h.printed { #expect(h.run("apply") == .ok) }
    #expect(applied.contains("2 rows reconfigured"), "\(applied)")
    #expect(applied.contains(#""al" · "555-0100"  [disclosureIndicator]"#), "\(applied)")
    #expect(applied.contains(#""amy"  [checkmark]"#), "\(applied)")
    expectFailure(h, "set-accessory bob sideways", saying: "expected none|disclosureIndicator")
    expectFailure(h, "set-detail zed x", saying: "zed")
    h.run("set-detail al -", "set-accessory amy none", "set format json")
    let events = try h.events { #expect(h.run("apply") == .ok) }
    let layout = try #require(events.last?["layout"] as? [[String: Any]])
    let rows = try #require(layout[0]["items"] as? [[String: Any]])
    #expect(rows[0]["accessories"] == nil && rows[1]["secondary"] == nil)
    #expect(rows[1]["accessories"] as? [String] == ["disclosureIndicator"])
  }

  @Test("set-header in a collection view: a header supplementary view shows the title")
  func collectionTitles() throws {
    let h = ShellHarness(view: .collection)
    h.run("append-sections A", "append-items amy", "set-header A Letter A", "set-footer A end")
    let text = h.printed { h.run("apply") }
    #expect(text.contains("  section A (1 item)\n    header \"Letter A\"\n"))
    #expect(text.contains("    footer \"end\""))
    guard case .collection(let view) = h.shell.session.view else {
      Issue.record("not a collection view")
      return
    }
    let header = view.supplementaryView(
      forElementKind: HeadlessCollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.text == "Letter A")
    view.checkInvariants()
  }

  // MARK: Swipe to delete

  @Test("swipe-delete on a table: canEditRowAt, commit, the app's apply; JSON events in that order")
  func tableSwipeDelete() throws {
    let h = contacts(format: .json)
    h.run("set can-edit on")
    let events = try h.events { #expect(h.run("swipe-delete al") == .ok) }
    #expect(events.map { $0["event"] as? String } == ["user", "data-source-call", "data-source-call", "apply"])
    #expect(events[0]["action"] as? String == "swipe-delete" && events[0]["item"] as? String == "al")
    #expect(events[0]["indexPath"] as? [Int] == [0, 1])
    #expect(events[1]["call"] as? String == "tableView(_:canEditRowAt:)" && events[1]["result"] as? Bool == true)
    #expect(events[2]["call"] as? String == "tableView(_:commit:forRowAt:)")
    #expect(events[3]["view"] as? String == "table" && events[3]["rowAnimation"] as? String == "automatic")
    let items = try #require(events[3]["items"] as? [String: Any])
    #expect(items["deleted"] as? [[Int]] == [[0, 1]])
    let session = h.shell.session
    #expect(!session.applied.contains(try session.item(typeName: nil, id: "al")))
    #expect(session.working == session.applied)
    h.run("set format text")
    #expect(h.run("expect diff deleted=1", "undo", "expect count items 3") == .ok)
  }

  @Test("swipe ITEM shows the actions offered, swipe ITEM ACTION taps one, an action not offered changes nothing")
  func swipeActions() {
    for view in [ViewKind.table, .collection] {
      let h = contacts(view)
      let none = h.printed { #expect(h.run("swipe al") == .ok) }
      #expect(none.contains("swipe al (row 0.1) offers no actions (can-edit is off: set can-edit on)"), "\(none)")
      h.run("set can-edit on")
      let offered = h.printed { #expect(h.run("swipe al") == .ok) }
      #expect(offered.contains("swipe al (row 0.1) offers: Delete (swipe al ACTION taps one)"), "\(offered)")
      expectFailure(h, "swipe al Archive", saying: "al's row offers no swipe action \"Archive\" (it can offer: Delete)")
      let deleted = h.printed { #expect(h.run("swipe al Delete") == .ok) }
      #expect(deleted.contains("user swipes"), "\(deleted)")
      #expect(h.run("expect count items 2") == .ok)
    }
  }

  @Test("inject-bug delete-row-only: swipe ITEM delete is R16's crash, explained with the fix; nothing changes")
  func deleteRowOnly() {
    for view in [ViewKind.table, .collection] {
      let h = contacts(view)
      h.run("set can-edit on")
      let injected = h.printed { #expect(h.run("inject-bug delete-row-only") == .ok) }
      #expect(injected.contains("injected: delete-row-only"), "\(injected)")
      let element = view == .table ? "rows" : "items"
      let before = h.shell.session.fingerprint
      let text = h.printed { #expect(h.run("swipe al delete") == .failed) }
      #expect(text.contains("Invalid update: invalid number of \(element) in section 0."), "\(text)")
      #expect(text.contains("after the update (2) must be equal to"), "\(text)")
      #expect(text.contains("(0 inserted, 1 deleted)"), "\(text)")
      #expect(text.contains("without deleting the item from the model (inject-bug delete-row-only)"), "\(text)")
      #expect(text.contains("Fix: in the handler delete the item from the model"), "\(text)")
      #expect(text.contains("nothing changed"), "\(text)")
      #expect(h.shell.session.fingerprint == before, "the failed swipe changed the state")
      #expect(h.run("inject-bug off", "swipe al delete", "expect count items 2") == .ok)
    }
  }

  @Test("swipe-delete refused: the error names the method that said no; nothing changes")
  func swipeDeleteRefused() {
    let table = contacts()
    expectFailure(table, "swipe-delete al", saying: "swipe-delete al: tableView(_:canEditRowAt:) said no for row 0.1")
    let collection = contacts(.collection)
    expectFailure(
      collection, "swipe-delete al",
      saying: "swipe-delete al: trailingSwipeActionsConfigurationProvider said no for item 0.1")
  }

  @Test("swipe-delete on a collection view: the list's swipe actions, the Delete handler, the app's apply")
  func collectionSwipeDelete() throws {
    let h = contacts(.collection, format: .json)
    h.run("set can-edit on")
    let events = try h.events { #expect(h.run("swipe-delete bob") == .ok) }
    #expect(
      events.map { ($0["event"] as? String ?? "") + " " + ($0["call"] as? String ?? "") } == [
        "user ", "data-source-call trailingSwipeActionsConfigurationProvider",
        "data-source-call UIContextualAction handler",
        "apply ",
      ])
    #expect(events[3]["view"] as? String == "collection" && events[3]["rowAnimation"] == nil)
    #expect(h.shell.session.applied.numberOfItems == 2)
  }

  // MARK: Drag

  @Test("drag on a table: canMoveRowAt, the table moves the row, moveRowAt's apply sends nothing; no apply event")
  func tableDrag() throws {
    let h = contacts(format: .json)
    h.shell.session.view.tracksRowIdentities = true
    h.run("set can-move on")
    let events = try h.events { #expect(h.run("drag bob before amy") == .ok) }
    #expect(events.map { $0["event"] as? String } == ["user", "data-source-call", "data-source-call", "layout"])
    #expect(events[0]["indexPath"] as? [Int] == [1, 0] && events[0]["to"] as? [Int] == [0, 0])
    #expect(events[1]["call"] as? String == "tableView(_:canMoveRowAt:)")
    #expect(events[2]["call"] as? String == "tableView(_:moveRowAt:to:)" && events[2]["sent"] as? String == "none")
    let session = h.shell.session
    let shown = session.applied.sectionIdentifiers.map { session.applied.itemIdentifiers(inSection: $0) }
    #expect(shown.map { $0.map(\.displayKey) } == [["bob", "amy", "al"], []])
    // The data source's snapshot is what the table shows.
    #expect(session.view.rowIdentities == shown.map { $0.map { AnyHashable($0) } })
    #expect(session.working == session.applied)
    h.run("set format text")
    #expect(h.run("expect diff moved=1", "undo", "expect layout A: amy al", "expect layout B: bob") == .ok)
    // After: the row ends up after the target.
    #expect(h.run("drag amy after al", "expect layout A: al amy") == .ok)
  }

  @Test("drag on a collection view: canReorderItem, willReorder and didReorder with the transaction, the apply")
  func collectionDrag() throws {
    let h = contacts(.collection, format: .json)
    h.run("set can-move on")
    let events = try h.events { #expect(h.run("drag al before amy") == .ok) }
    #expect(
      events.map { ($0["event"] as? String ?? "") + " " + ($0["call"] as? String ?? "") } == [
        "user ", "data-source-call reorderingHandlers.canReorderItem",
        // semantics.md §3.8's order: willReorder, the data source's apply, didReorder (issue 19).
        "data-source-call reorderingHandlers.willReorder", "apply ",
        "data-source-call reorderingHandlers.didReorder",
      ])
    // The transaction's difference: one removal and one insertion of the same item (CollectionDifference may name
    // either of the two rows that swapped).
    let difference = try #require(events[2]["difference"] as? [String: Any])
    let removed = try #require(difference["removed"] as? [[AnyHashable]])
    let inserted = try #require(difference["inserted"] as? [[AnyHashable]])
    #expect(removed.count == 1 && inserted.count == 1 && removed[0][0] == inserted[0][0])
    let items = try #require(events[3]["items"] as? [String: Any])
    #expect(items["moved"] as? [[[Int]]] == [[[0, 1], [0, 0]]])
    h.run("set format text")
    #expect(h.run("expect layout A: al amy", "drag bob after amy", "expect layout A: al amy bob") == .ok)
  }

  @Test("drag refused, onto itself, of a non-row, or with unapplied edits: an error, nothing changes")
  func dragErrors() {
    for view in ViewKind.allCases {
      let h = contacts(view)
      let method = view == .table ? "tableView(_:canMoveRowAt:)" : "reorderingHandlers.canReorderItem"
      expectFailure(h, "drag bob before amy", saying: "drag bob: \(method) said no")
      h.run("set can-move on", "set can-edit on")
      expectFailure(h, "drag amy before amy", saying: "cannot drag amy before or after itself")
      expectFailure(h, "drag ghost before amy", saying: "ghost is not a row of the \(view.viewName)")
      expectFailure(h, "drag amy after ghost", saying: "ghost is not a row")
      expectFailure(h, "swipe-delete ghost", saying: "ghost is not a row")
      h.run("append-items new to B")
      expectFailure(h, "drag bob before amy", saying: "unapplied edits")
      expectFailure(h, "swipe-delete bob", saying: "unapplied edits")
    }
  }

  @Test("An injected cell-provider bug met by swipe-delete or drag fails with nothing changed (on both views)")
  func injectedBugDuringUserActions() {
    for view in ViewKind.allCases {
      let h = ShellHarness(view: view)
      h.run("append-sections A", "append-items a b c", "set viewport 2", "apply", "set can-edit on", "set can-move on")
      h.run("inject-bug nil-cell c")
      expectFailure(h, "swipe-delete a", saying: "nothing changed")
      // The dragged row is on screen (a user holds it); the move brings c, whose cell the provider fails, on screen.
      expectFailure(h, "drag b after c", saying: "nothing changed")
    }
  }

  @Test("inject-bug not-dequeued on a table: the table accepts the cell (never reused); nothing fails")
  func tableAcceptsCellItDidNotDequeue() {
    let h = ShellHarness(view: .table)
    h.run("append-sections A", "append-items a b", "apply")
    let said = h.printed { #expect(h.run("inject-bug not-dequeued c") == .ok) }
    #expect(said.contains("a table accepts a cell it did not dequeue"))
    #expect(said.contains("never reused"))
    h.run("append-items c")
    #expect(h.run("apply") == .ok)
    #expect(h.run("expect layout A: a b c") == .ok)
    guard case .table(let table) = h.shell.session.view else {
      Issue.record("not a table")
      return
    }
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.reuseIdentifier == nil)
    #expect(table.invariantViolations() == [])
  }

  // MARK: Collection-view features

  @Test("Section snapshots, user expand/collapse and on-expand in a table fail as collection-view features")
  func collectionFeaturesInATable() {
    let h = contacts()
    for line in ["section-snapshot A", "expand amy", "collapse amy", "show tree A", "on-expand amy bob"] {
      expectFailure(h, line, saying: "are collection-view features")
    }
    #expect(h.shell.prompt == "lks> ")
  }

  @Test("Messages about rows name the table view")
  func tableMessages() {
    let h = contacts()
    expectFailure(h, "scroll-to ghost", saying: "ghost is not a row of the table view")
    expectFailure(h, "expect layout Z: amy", saying: "no section Z in the table view")
    #expect(h.printed { h.run("info ghost2", "append-items zz to B", "info zz") }.contains("not in the table view"))
  }

  // MARK: Robustness

  @Test("The hostile corpus against a table: every error line fails and changes nothing")
  func hostileLinesInATable() {
    let output = CapturedOutput()
    let shell = Shell(configuration: Shell.Configuration(format: .text, view: .table), output: output)
    shell.session.view.tracksRowIdentities = true
    for line in [
      "append-sections main more tree", "append-items a b Banner:1 to main", "append-items c d to more",
      "set-header main Main", "apply", "set-content a Alpha", "set viewport 3", "scroll-to d", "select c",
      "append-items e to more",
    ] {
      precondition(shell.execute(line: line) == .ok, line)
    }
    let before = RobustnessTests.fingerprint(shell)
    let lines =
      HostileCorpus.outside.filter { $0.outcome == .error && $0.text != "set row-animation fade" }.prefix(400)
      .map(\.text)
      + ["section-snapshot main", "expand a", "collapse a", "show tree main", "on-expand a b"]
    for (index, line) in lines.enumerated() {
      let errors = output.standardError.count
      #expect(shell.execute(line: line, file: "hostile", lineNumber: index + 1) == .failed, "\(line)")
      #expect(output.standardError.count > errors, "no error for \(line)")
    }
    #expect(RobustnessTests.fingerprint(shell) == before)
  }
}
