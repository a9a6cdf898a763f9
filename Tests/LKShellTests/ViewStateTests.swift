// View state in the shell (issue 13): the Todo item's checkbox lives in its cell controller. The tick survives cell
// reuse and applies that keep the item, is gone after delete + apply + re-add; `tap` reconfigures exactly one cell and
// applies nothing; failing taps and checkbox expectations leave every piece of state as it was; mounts follow the
// viewport; the output (text and JSON) says all of it.
import Foundation
import ListKit
import ListKitTestSupport
import Lists
import Testing

@testable import LKShell

@MainActor
private func todo(_ id: String, in session: Session) -> AnyItem {
  AnyItem(TodoItem(id: id, store: session.content))
}

/// The controller of a Todo, if it has one (never creates one).
@MainActor
private func controller(of id: String, in session: Session) -> TodoController? {
  session.cellControllers.existingController(for: todo(id, in: session)) as? TodoController
}

/// The Todo cell on screen for `id`, if any.
@MainActor
private func cell(of id: String, in session: Session) -> TodoCell? {
  session.dataSource.indexPath(for: todo(id, in: session)).flatMap { session.view.cell(at: $0) as? TodoCell }
}

/// The counters of one cell class.
@MainActor
private func statistics(of className: String, in session: Session) -> CellStatistics? {
  session.view.cellStatistics.first { $0.className == className }
}

@MainActor
private func invariantViolations(of view: ShellView) -> [String] {
  switch view {
  case .collection(let view): view.invariantViolations()
  case .table(let view): view.invariantViolations()
  }
}

/// Runs one line on `session` directly (no shell), as the shell would parse it.
@MainActor
@discardableResult
private func run(_ line: String, on session: Session) throws -> [ShellEvent] {
  let parsed = try #require(
    try Parser.parse(line: line, context: ParseContext(knownTypeNames: ItemCatalogue.typeNames)))
  guard case .session(let command) = parsed.command else {
    Issue.record("not a session command: \(line)")
    return []
  }
  return try session.run(command)
}

/// Every live controller is mounted on exactly the cell the view shows for its item (none when it has no cell), every
/// Todo cell on screen has its controller, and mounts minus unmounts is the number mounted.
@MainActor
private func expectMountsMatchViewport(_ session: Session, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
  let registry = session.cellControllers
  var mounted = 0
  for controller in registry.liveControllers {
    guard let model = controller.anyViewModel as? TodoItem else {
      Issue.record("a controller of another type", sourceLocation: sourceLocation)
      continue
    }
    let item = AnyItem(model)
    #expect(session.applied.contains(item), "\(model.id) left but kept its controller", sourceLocation: sourceLocation)
    let visible = session.dataSource.indexPath(for: item).flatMap { session.view.cell(at: $0) }
    #expect(controller.mountedCell === visible, "\(model.id)", sourceLocation: sourceLocation)
    if controller.mountedCell != nil { mounted += 1 }
  }
  for cell in session.view.visibleCells where cell is TodoCell {
    #expect(
      registry.liveControllers.contains { $0.mountedCell === cell }, "a Todo cell without its controller",
      sourceLocation: sourceLocation)
  }
  #expect(registry.mountedCount == mounted, sourceLocation: sourceLocation)
  #expect(registry.statistics.mounts - registry.statistics.unmounts == mounted, sourceLocation: sourceLocation)
  #expect(invariantViolations(of: session.view) == [], sourceLocation: sourceLocation)
}

@MainActor
@Suite struct ViewStateTests {
  @Test func theTickSurvivesScrollingAwayAndBack() throws {
    let h = ShellHarness()
    h.run("append-sections todo", "append-items Todo:t{0..9}", "set viewport 3", "apply", "tap Todo:t1")
    let session = h.shell.session
    let owner = try #require(controller(of: "t1", in: session))
    let firstCell = try #require(cell(of: "t1", in: session))
    #expect(firstCell.isChecked)

    h.run("scroll-to Todo:t9")
    #expect(owner.mountedCell == nil)
    #expect(owner.viewState.isTicked)
    // The cell that showed t1 now shows another item, with that item's own (fresh) state.
    #expect(firstCell.indexPath != nil && firstCell !== cell(of: "t1", in: session))
    #expect(!firstCell.isChecked)
    #expect((statistics(of: "TodoCell", in: session)?.reuses ?? 0) > 0)
    expectMountsMatchViewport(session)

    h.run("scroll-to Todo:t0")
    #expect(controller(of: "t1", in: session) === owner)
    #expect(cell(of: "t1", in: session)?.isChecked == true)
    #expect(cell(of: "t0", in: session)?.isChecked == false)
    #expect(h.run("expect checkbox Todo:t1 on") == .ok)
    expectMountsMatchViewport(session)
  }

  @Test func theTickSurvivesAppliesThatKeepTheItem() throws {
    let h = ShellHarness()
    h.run("append-sections todo", "append-items Todo:a Todo:b Todo:c", "apply", "tap Todo:b")
    let session = h.shell.session
    let owner = try #require(controller(of: "b", in: session))
    // Deletes, inserts and moves around it.
    h.run("delete-items Todo:a", "append-items Todo:d x", "move-item Todo:b after Todo:d", "apply")
    #expect(session.applied.itemIdentifiers.map(\.displayKey) == ["Todo:c", "Todo:d", "Todo:b", "x"])
    #expect(controller(of: "b", in: session) === owner)
    #expect(cell(of: "b", in: session)?.isChecked == true)
    // A reload: a new cell, configured by the same controller.
    let before = cell(of: "b", in: session)
    h.run("reload-items Todo:b", "apply")
    #expect(cell(of: "b", in: session) !== before)
    #expect(cell(of: "b", in: session)?.isChecked == true)
    // New model content through auto-reconfigure: new title, same tick.
    h.run("set auto-reconfigure on", "set-content Todo:b butter", "apply")
    #expect(cell(of: "b", in: session)?.text == "butter")
    #expect(cell(of: "b", in: session)?.isChecked == true)
    #expect(controller(of: "b", in: session) === owner)
    // A reloadData keeps the item too.
    h.run("apply-reload-data")
    #expect(cell(of: "b", in: session)?.isChecked == true)
    #expect(controller(of: "b", in: session) === owner)
    expectMountsMatchViewport(session)
  }

  @Test func theTickIsGoneAfterDeleteApplyAndReAdd() throws {
    let h = ShellHarness()
    h.run("append-sections todo", "append-items Todo:a Todo:b", "apply", "tap Todo:a")
    let session = h.shell.session
    weak let released = controller(of: "a", in: session)
    #expect(released?.viewState.isTicked == true)

    h.run("delete-items Todo:a", "apply")
    #expect(released == nil)
    #expect(controller(of: "a", in: session) == nil)
    #expect(session.cellControllers.statistics.controllersReleased == 1)

    h.run("insert-items Todo:a before Todo:b", "apply")
    let fresh = try #require(controller(of: "a", in: session))
    #expect(!fresh.viewState.isTicked)
    #expect(cell(of: "a", in: session)?.isChecked == false)
    // Deleted and re-added before an apply, the item never left the list: the tick stays.
    h.run("tap Todo:a", "delete-items Todo:a", "insert-items Todo:a before Todo:b", "apply")
    #expect(controller(of: "a", in: session) === fresh)
    #expect(cell(of: "a", in: session)?.isChecked == true)
    expectMountsMatchViewport(session)
  }

  @Test func aTapReconfiguresExactlyOneCellAndAppliesNothing() throws {
    let h = ShellHarness()
    h.run("append-sections todo", "append-items Todo:t{0..4} Banner:1", "apply")
    let session = h.shell.session
    let statisticsBefore = session.view.cellStatistics
    let configurationsBefore = session.view.visibleCells.map(\.configurationCount)
    let reconfiguresBefore = session.cellControllers.statistics.viewStateReconfigures
    let lastApplyBefore = session.state.lastApply.map { "\($0.mode) \($0.update)" }
    let historyBefore = session.history.count
    let applied = session.applied
    let working = session.working

    let events = try session.run(.tap(ItemReference(typeName: "Todo", id: "t2")))

    // One event, the view-state change; no apply, so no diff.
    #expect(events.count == 1)
    guard case .viewStateChanged(let change) = events.first else {
      Issue.record("expected a view-state event, got \(events)")
      return
    }
    #expect(change.reconfigured == [IndexPath(item: 2, section: 0)])
    #expect(change.isTicked)
    #expect(session.state.lastApply.map { "\($0.mode) \($0.update)" } == lastApplyBefore)
    // The tap is a history step of its own (issue 18): only view state changed.
    #expect(session.history.count == historyBefore + 1)
    #expect(session.history.last?.tap?.isTicked == true && session.history.last?.update == nil)
    #expect(session.applied == applied && session.working == working)
    // The counters: one configure of one cell, in place (no dequeue, no creation, no reuse).
    let changed = zip(configurationsBefore, session.view.visibleCells.map(\.configurationCount)).map { $1 - $0 }
    #expect(changed == [0, 0, 1, 0, 0, 0])
    let after = try #require(statistics(of: "TodoCell", in: session))
    let before = try #require(statisticsBefore.first { $0.className == "TodoCell" })
    #expect(after.configures == before.configures + 1)
    #expect(after.dequeues == before.dequeues && after.creations == before.creations && after.reuses == before.reuses)
    #expect(statistics(of: "BannerCell", in: session) == statisticsBefore.first { $0.className == "BannerCell" })
    #expect(session.cellControllers.statistics.viewStateReconfigures == reconfiguresBefore + 1)
    #expect(cell(of: "t2", in: session)?.isChecked == true)

    // The text says so too.
    let text = h.printed { h.run("tap Todo:t2") }
    #expect(text.contains("1 cell reconfigured (TodoCell at 0.2), now showing [ ] \"t2\""))
    #expect(text.contains("no snapshot applied, nothing diffed"))
    #expect(!text.contains("apply"))
  }

  @Test func failedTapsAndCheckboxExpectationsLeaveEveryStateUntouched() {
    let h = ShellHarness()
    h.run(
      "append-sections todo", "append-items Todo:t{0..5} Banner:1", "set viewport 2", "apply", "tap Todo:t0",
      "append-items Todo:pending")
    let session = h.shell.session
    let failing = [
      "tap Banner:1",  // no controller, no view state
      "tap Todo:pending",  // in the working snapshot only
      "tap Todo:nowhere",  // in no snapshot
      "tap Todo:t5",  // applied, but off screen
      "tap t0",  // a Text item, not the Todo
      "expect checkbox Todo:t0 off",
      "expect checkbox Todo:t5 on",
      "expect checkbox Banner:1 on",
      "expect checkbox Todo:pending on",
    ]
    for line in failing {
      let before = session.fingerprint
      #expect(h.run(line) == .failed, "\(line)")
      #expect(session.fingerprint == before, "\(line)")
    }
    let text = h.printed { h.run("tap Todo:t5") }
    #expect(text.contains("Todo:t5 has no cell on screen at 0.5 (a user can only tap what is on screen"))
    #expect(h.printed { h.run("tap Banner:1") }.contains("Banner:1 has no view state"))
    #expect(h.printed { h.run("tap Todo:pending") }.contains("Todo:pending is not a row of the collection view"))
    #expect(h.printed { h.run("expect checkbox Todo:t0 off") }.contains("expected off, the cell shows on"))
    // Inspection creates no controller either.
    let before = session.fingerprint
    h.run("info Todo:t5", "show cells", "show", "expect checkbox Todo:t0 on", "expect checkbox Todo:t1 off")
    #expect(session.fingerprint == before)
  }

  @Test func mountsAndUnmountsFollowTheViewport() {
    var generator = SplitMix64(seed: 1313)
    let h = ShellHarness()
    h.run("append-sections todo")
    let session = h.shell.session
    for step in 0..<200 {
      switch step % 6 {
      case 0, 1:
        let ids = (0..<12).filter { _ in Bool.random(using: &generator) }.shuffled(using: &generator)
        h.run("delete-all-items", "append-sections todo")
        if !ids.isEmpty { h.run("append-items " + ids.map { "Todo:t\($0)" }.joined(separator: " ") + " to todo") }
        if let reloaded = ids.randomElement(using: &generator),
          session.applied.contains(todo("t\(reloaded)", in: session))
        {
          h.run("reload-items Todo:t\(reloaded)")
        }
        h.run(step % 12 == 1 ? "apply-reload-data" : "apply")
      case 2:
        let rows = session.applied.numberOfItems
        if rows > 0 { h.run("scroll-to 0.\(Int.random(in: 0..<rows, using: &generator))") }
      case 3:
        h.run("set viewport \(Int.random(in: 0..<6, using: &generator))")
      default:
        if let item = session.view.visibleCells.randomElement(using: &generator)?.indexPath
          .flatMap(session.dataSource.itemIdentifier(for:)), let model = item.as(TodoItem.self)
        {
          #expect(h.run("tap Todo:\(model.id)") == .ok)
        }
      }
      expectMountsMatchViewport(session)
    }
    #expect(session.cellControllers.statistics.mounts > 50)
  }

  @Test func childrenHiddenUnderACollapsedParentKeepTheirTick() throws {
    let h = ShellHarness()
    h.run(
      "section-snapshot files", "append Folder:f Todo:top", "append Todo:a Todo:b to Folder:f", "expand Folder:f",
      "apply", "tap Todo:a")
    let session = h.shell.session
    let owner = try #require(controller(of: "a", in: session))
    h.run("collapse Folder:f")
    #expect(!session.applied.contains(todo("a", in: session)))
    #expect(controller(of: "a", in: session) === owner && owner.mountedCell == nil && owner.viewState.isTicked)
    h.run("expand Folder:f")
    #expect(cell(of: "a", in: session)?.isChecked == true && cell(of: "b", in: session)?.isChecked == false)
    // Gone from the section snapshot too: released.
    h.run("collapse Folder:f", "section-snapshot files --current", "delete Todo:a", "apply")
    #expect(controller(of: "a", in: session) == nil)
    h.run("section-snapshot files --current", "append Todo:a to Folder:f", "apply", "expand Folder:f")
    #expect(cell(of: "a", in: session)?.isChecked == false)
  }

  /// The guarantees on both kinds of view the session can drive (a table's rows mount through its own
  /// willDisplay/didEndDisplaying).
  @Test(arguments: ViewKind.allCases)
  func theGuaranteesHoldOnEveryKindOfView(_ kind: ViewKind) throws {
    let session = Session(view: kind)
    for line in ["append-sections todo", "append-items Todo:t{0..7} Banner:1", "set viewport 3", "apply"] {
      try run(line, on: session)
    }
    let events = try run("tap Todo:t1", on: session)
    guard case .viewStateChanged(let change) = events.first, events.count == 1 else {
      Issue.record("expected one view-state event, got \(events)")
      return
    }
    #expect(change.reconfigured == [IndexPath(item: 1, section: 0)] && change.isTicked)
    #expect(cell(of: "t1", in: session)?.isChecked == true)
    let owner = try #require(controller(of: "t1", in: session))
    expectMountsMatchViewport(session)
    // Reuse: away and back.
    try run("scroll-to Todo:t7", on: session)
    #expect(owner.mountedCell == nil)
    expectMountsMatchViewport(session)
    try run("scroll-to Todo:t0", on: session)
    #expect(cell(of: "t1", in: session)?.isChecked == true)
    // An apply that keeps it.
    try run("move-item Todo:t1 before Todo:t0", on: session)
    try run("apply", on: session)
    #expect(controller(of: "t1", in: session) === owner && cell(of: "t1", in: session)?.isChecked == true)
    // Errors leave everything as it was.
    for line in ["tap Banner:1", "tap Todo:t7", "tap Todo:nowhere", "expect checkbox Todo:t1 off"] {
      let before = session.fingerprint
      #expect(throws: ShellError.self, "\(line)") { try run(line, on: session) }
      #expect(session.fingerprint == before, "\(line)")
    }
    // Delete, apply, re-add: fresh.
    try run("delete-items Todo:t1", on: session)
    try run("apply", on: session)
    #expect(controller(of: "t1", in: session) == nil)
    try run("append-items Todo:t1", on: session)
    try run("apply", on: session)
    try run("scroll-to Todo:t1", on: session)
    #expect(cell(of: "t1", in: session)?.isChecked == false)
    expectMountsMatchViewport(session)
  }

  @Test func aNewViewReleasesEveryControllerAfterItsUnmount() throws {
    let h = ShellHarness()
    h.run("append-sections todo", "append-items Todo:a Todo:b", "apply", "tap Todo:b")
    let session = h.shell.session
    #expect(h.run("view table") == .ok)
    let statistics = session.cellControllers.statistics
    #expect(session.cellControllers.liveControllers.isEmpty)
    #expect(statistics.controllersReleased == 2 && statistics.mounts == statistics.unmounts)
    // The new view shows the item again with a fresh controller, which its first apply gives the carried tick
    // (issue 18); taps work on the table's rows.
    h.run("apply")
    #expect(cell(of: "b", in: session)?.isChecked == true)
    #expect(h.run("tap Todo:b") == .ok)
    #expect(cell(of: "b", in: session)?.isChecked == false)
    expectMountsMatchViewport(session)
    #expect(h.run("tap Todo:b", "view collection", "apply", "expect checkbox Todo:b on") == .ok)
    expectMountsMatchViewport(session)
  }

  @Test func jsonEventsCarryTheViewState() throws {
    let h = ShellHarness(format: .json)
    h.run("append-sections todo", "append-items Todo:a Banner:1", "apply")
    let tap = try h.events { h.run("tap Todo:a") }
    #expect(tap.count == 1)
    #expect(tap[0]["event"] as? String == "view-state")
    #expect(tap[0]["item"] as? String == "Todo:a")
    #expect(tap[0]["type"] as? String == "Todo")
    #expect(tap[0]["indexPath"] as? [Int] == [0, 0])
    #expect((tap[0]["viewState"] as? [String: Any])?["ticked"] as? Bool == true)
    #expect(tap[0]["reconfigured"] as? [[Int]] == [[0, 0]])
    #expect(tap[0]["applied"] as? Bool == false)
    #expect(tap[0]["text"] is String)

    let info = try h.events { h.run("info Todo:a") }
    #expect((info[0]["viewState"] as? [String: Any])?["ticked"] as? Bool == true)
    #expect(info[0]["controller"] as? String == "mounted")
    let banner = try h.events { h.run("info Banner:1") }
    #expect(banner[0]["viewState"] == nil && banner[0]["controller"] == nil)

    let cells = try h.events { h.run("show cells") }
    let controllers = try #require(cells[0]["controllers"] as? [String: Int])
    #expect(controllers["alive"] == 1 && controllers["mounted"] == 1 && controllers["created"] == 1)
    #expect(controllers["released"] == 0 && controllers["mounts"] == 1 && controllers["unmounts"] == 0)
    #expect(controllers["viewStateReconfigures"] == 1)

    let layout = try h.events { h.run("show") }
    let rows = try #require((layout[0]["layout"] as? [[String: Any]])?.first?["items"] as? [[String: Any]])
    #expect(rows[0]["checked"] as? Bool == true)
    #expect(rows[1]["checked"] == nil)
  }

  @Test func withoutTodosTheOutputIsUnchanged() throws {
    let h = ShellHarness(format: .json)
    h.run("append-sections main", "append-items a Banner:1", "apply")
    let cells = try h.events { h.run("show cells") }
    #expect(cells[0]["controllers"] == nil)
    let text = ShellHarness()
    text.run("append-sections main", "append-items a", "apply")
    #expect(!text.printed { text.run("show cells") }.contains("controllers"))
  }
}
