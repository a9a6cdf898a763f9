// Issue 18, "one view, one state": a history step holds the view state of the items it shows (the Todos' ticks,
// hidden children of collapsed parents included). A tap is a step of its own; undo and redo put a step's ticks back
// through the cell controllers; a new view gets the ticks back with its first apply.
import Foundation
import ListKit
import Lists
import Testing

@testable import LKShell

@MainActor
@Suite struct ViewStateHistoryTests {
  func todo(_ id: String, in h: ShellHarness) -> AnyItem {
    AnyItem(TodoItem(id: id, store: h.shell.session.content))
  }

  /// The controller of a Todo, if it has one (never creates one).
  func controller(of id: String, in h: ShellHarness) -> TodoController? {
    h.shell.session.cellControllers.existingController(for: todo(id, in: h)) as? TodoController
  }

  /// What the user sees, as a step stores it, and what the cells on screen show.
  func seen(_ h: ShellHarness) -> String {
    let session = h.shell.session
    let checkboxes = session.fingerprint.filter { $0.hasPrefix("view checkboxes:") }
    return Session.describe(any: session.shown) + " " + checkboxes.joined()
  }

  /// `s`: Todo:eggs and Todo:milk applied (steps 0: empty, 1: the first apply).
  func groceries(format: Shell.Format = .text) -> ShellHarness {
    let h = ShellHarness(format: format, keepGoing: true)
    h.run("append-sections s", "append-items Todo:eggs Todo:milk", "apply")
    return h
  }

  // MARK: Undo brings back the ticks

  @Test func anItemDeletedAndBroughtBackByUndoComesBackTicked() throws {
    let h = groceries()
    h.run("tap Todo:eggs", "delete-items Todo:eggs", "apply")
    #expect(controller(of: "eggs", in: h) == nil)
    let text = h.printed { #expect(h.run("undo") == .ok) }
    #expect(h.run("expect checkbox Todo:eggs on", "expect checkbox Todo:milk off") == .ok)
    #expect(try #require(controller(of: "eggs", in: h)).viewState.isTicked)
    #expect(text.hasPrefix("undo (back to history step 2) → apply: 1 item inserted"))
    #expect(text.contains("0.0     Todo:eggs  [x] \"eggs\"  + inserted"))
    #expect(
      text.hasSuffix(
        "  then history step 2's view state, set on its cell controller: Todo:eggs ticked\n"
          + "  1 cell reconfigured (0.0)\n"))
    // Redo deletes it again; a second undo brings it back ticked again.
    h.run("redo", "undo")
    #expect(h.run("expect checkbox Todo:eggs on") == .ok)
  }

  // MARK: A tap is a step

  @Test func aTapIsAStepThatUndoAndRedoFlip() throws {
    let h = groceries()
    let session = h.shell.session
    let applied = session.applied
    let lastApply = session.state.lastApply
    h.run("tap Todo:eggs")
    #expect(session.history.count == 3 && session.state.historyPosition == 2)
    #expect(session.history[2].tap == TapStep(item: todo("eggs", in: h), isTicked: true))
    let listing = h.printed { h.run("history") }
    #expect(
      listing == """
          0  0 items  empty
          1  2 items  s(2)
        → 2  2 items  s(2)  (tap Todo:eggs: ticked; view state only)

        """)

    let undo = h.printed { #expect(h.run("undo") == .ok) }
    #expect(
      undo == """
        undo (back to history step 1) → view state: Todo:eggs not ticked, set on its cell controller
          1 cell reconfigured (0.0)
          no snapshot applied, nothing diffed

        """)
    #expect(h.run("expect checkbox Todo:eggs off", "expect checkbox Todo:milk off") == .ok)
    // Nothing else changed: no apply, the same rows, the last apply as it was.
    #expect(session.applied == applied && session.state.lastApply == lastApply)
    #expect(session.state.historyPosition == 1)

    let redo = h.printed { #expect(h.run("redo") == .ok) }
    #expect(redo.hasPrefix("redo (forward to history step 2) → view state: Todo:eggs ticked"))
    #expect(h.run("expect checkbox Todo:eggs on") == .ok)
    // A tap after an undo drops the steps redo would have shown, as an apply does.
    h.run("undo", "tap Todo:milk")
    #expect(session.history.count == 3 && session.history[2].tap?.item == todo("milk", in: h))
    #expect(h.run("expect checkbox Todo:milk on", "expect checkbox Todo:eggs off") == .ok)
  }

  @Test func aRefusedTapAddsNoStep() {
    let h = groceries()
    h.run("append-items Banner:1 Todo:pending", "apply", "append-items Todo:later")
    let session = h.shell.session
    let steps = session.history.count
    for line in ["tap Banner:1", "tap Todo:later", "tap Todo:nowhere", "tap eggs"] {
      let before = session.fingerprint
      #expect(h.run(line) == .failed, "\(line)")
      #expect(session.fingerprint == before, "\(line)")
    }
    // The tap that succeeds is a step; a refused undo (unapplied edits) changes nothing.
    h.run("tap Todo:eggs")
    #expect(session.history.count == steps + 1)
    let before = session.fingerprint
    #expect(h.run("undo") == .failed)
    #expect(session.fingerprint == before)
  }

  @Test func jsonHistoryAndUndoCarryTheViewState() throws {
    let h = groceries(format: .json)
    h.run("tap Todo:eggs")
    let history = try h.events { h.run("history") }
    let entries = try #require(history.first?["entries"] as? [[String: Any]])
    #expect(entries.count == 3)
    #expect(entries[1]["ticked"] == nil && entries[1]["tap"] == nil)
    #expect(entries[2]["ticked"] as? [String] == ["Todo:eggs"])
    let tap = try #require(entries[2]["tap"] as? [String: Any])
    #expect(tap["item"] as? String == "Todo:eggs" && tap["ticked"] as? Bool == true)
    #expect(entries[2]["summary"] as? String == "s(2)  (tap Todo:eggs: ticked; view state only)")

    let undo = try h.events { h.run("undo") }
    #expect(undo.count == 1)
    #expect(undo[0]["event"] as? String == "view-state-restored")
    #expect(undo[0]["cause"] as? String == "undo" && undo[0]["step"] as? Int == 1)
    #expect(undo[0]["applied"] as? Bool == false)
    let items = try #require(undo[0]["items"] as? [[String: Any]])
    #expect(items.count == 1)
    #expect(items[0]["item"] as? String == "Todo:eggs" && items[0]["type"] as? String == "Todo")
    #expect(items[0]["ticked"] as? Bool == false && items[0]["indexPath"] as? [Int] == [0, 0])
    #expect(undo[0]["reconfigured"] as? [[Int]] == [[0, 0]])

    // With an apply: the apply event first, then the view state.
    h.run("redo", "delete-items Todo:eggs", "apply")
    let back = try h.events { h.run("undo") }
    #expect(back.map { $0["event"] as? String } == ["apply", "view-state-restored"])
    #expect(back[1]["applied"] as? Bool == true && back[1]["step"] as? Int == 2)
  }

  // MARK: Hidden under a collapsed parent

  @Test func aTickHiddenUnderACollapsedParentSurvivesUndoAndRedo() throws {
    let h = ShellHarness(keepGoing: true)
    h.run(
      "section-snapshot files", "append Folder:f Todo:top", "append Todo:a Todo:b to Folder:f", "expand Folder:f",
      "apply", "tap Todo:a", "collapse Folder:f")
    #expect(h.shell.session.history.last?.shown.ticked == [todo("a", in: h)])
    h.run("undo")
    #expect(h.run("expect checkbox Todo:a on", "expect checkbox Todo:b off") == .ok)
    h.run("redo")
    #expect(controller(of: "a", in: h)?.viewState.isTicked == true)
    // The parent goes, and its hidden children with it: their controllers are released.
    h.run("section-snapshot files --current", "delete Folder:f", "apply")
    #expect(controller(of: "a", in: h) == nil)
    // Undo brings back the collapsed parent with its hidden, ticked child (a controller without a cell).
    let text = h.printed { h.run("undo") }
    let hidden = try #require(controller(of: "a", in: h))
    #expect(hidden.viewState.isTicked && hidden.mountedCell == nil)
    #expect(text.contains("then history step 3's view state, set on its cell controller: Todo:a ticked"))
    #expect(text.contains("no cell on screen to reconfigure"))
    h.run("undo")
    #expect(h.run("expect checkbox Todo:a on", "expect checkbox Todo:b off") == .ok)
    // Forward to the delete, back to the collapsed parent, and a user expands it: the tick shows.
    h.run("redo", "redo", "undo", "expand Folder:f")
    #expect(h.run("expect checkbox Todo:a on") == .ok)
  }

  // MARK: Round trip

  /// Every step of a session with taps, deletes, collapses and re-adds: undo back to the start and redo to the end,
  /// and at each step the user sees what they saw then (rows, trees, ticks) and the cells show it.
  @Test(arguments: ViewKind.allCases)
  func undoAndRedoRoundTripWhatTheUserSaw(_ kind: ViewKind) {
    let h = ShellHarness(keepGoing: true, view: kind)
    let session = h.shell.session
    h.run("append-sections a b", "append-items Todo:t{0..5} to a", "append-items Todo:u{0..2} to b", "apply")
    let lines = [
      "tap Todo:t1", "tap Todo:t3", "delete-items Todo:t1 Todo:t2; apply", "tap Todo:u0",
      "move-item Todo:t3 before Todo:u1; apply", "tap Todo:t3", "delete-sections b; apply", "tap Todo:t0",
      "append-items Todo:t1 to a; apply", "tap Todo:t1",
    ]
    var steps = [seen(h)]
    for line in lines {
      #expect(h.run(line) == .ok, "\(line)")
      steps.append(seen(h))
    }
    #expect(session.history.count == 2 + lines.count)
    for index in lines.indices.reversed() {
      #expect(h.run("undo") == .ok)
      #expect(seen(h) == steps[index], "undo to before \(lines[index])")
    }
    for index in lines.indices {
      #expect(h.run("redo") == .ok)
      #expect(seen(h) == steps[index + 1], "redo of \(lines[index])")
    }
  }

  // MARK: A new view

  @Test func aNewViewGetsTheTicksBackWithItsFirstApply() throws {
    let h = groceries()
    let session = h.shell.session
    h.run("tap Todo:milk")
    let steps = session.history.count
    let seenBefore = seen(h)
    #expect(h.run("view table") == .ok)
    #expect(session.state.carriedTicks == [todo("milk", in: h)])
    let text = h.printed { h.run("apply") }
    #expect(
      text.contains("then the view state carried from the old view, set on its cell controller: Todo:milk ticked"))
    #expect(h.run("expect checkbox Todo:milk on", "expect checkbox Todo:eggs off") == .ok)
    // The new view shows what the old one showed: no step.
    #expect(session.history.count == steps)
    #expect(session.state.carriedTicks.isEmpty)
    #expect(seen(h) == seenBefore)
    // An item the new view does not show loses its tick.
    h.run("view collection", "delete-items Todo:milk", "apply", "append-items Todo:milk", "apply")
    #expect(h.run("expect checkbox Todo:milk off") == .ok)
    // A classic data source keeps no history: its Todos start unticked, and a tap there is no step.
    h.run("tap Todo:milk", "data-source classic")
    #expect(session.state.carriedTicks.isEmpty)
    let count = session.history.count
    h.run("reload-data", "tap Todo:eggs")
    #expect(session.history.count == count)
  }
}
