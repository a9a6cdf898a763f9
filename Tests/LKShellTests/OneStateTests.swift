// Issue 18's behaviours: a history step is what the view showed (outline trees included), a new view or data source
// keeps what it can show and names what it drops, a drag of an expanded parent moves it with its children.
import ListKit
import Testing

@testable import LKShell

@MainActor
@Suite struct OneStateTests {
  /// `files`: Folder:a (with File:x) and Folder:b as a stored section snapshot, Folder:a expanded.
  func outline(_ view: ViewKind = .collection) -> ShellHarness {
    let h = ShellHarness(keepGoing: true, view: view)
    h.run("append-sections files", "apply", "section-snapshot files", "append Folder:a Folder:b")
    h.run("append File:x to Folder:a", "expand Folder:a", "apply")
    return h
  }

  func tree(_ h: ShellHarness, _ section: String = "files") -> String {
    Session.describe(h.shell.session.dataSource.outline!.snapshot(for: section))
  }

  // MARK: History keeps outline trees

  @Test func undoBringsBackTheTreeOfTheStep() {
    let h = outline()
    let expanded = tree(h)
    #expect(expanded == "0:Folder:a:+: 1:File:x:-:Folder:a 0:Folder:b:-:")
    h.run("collapse Folder:a", "apply")
    #expect(h.run("undo") == .ok)
    #expect(tree(h) == expanded)
    let text = h.printed { h.run("show tree files") }
    #expect(text.contains("  ▾ Folder:a\n      File:x\n    Folder:b"))
  }

  @Test func undoAndRedoOfASectionSnapshotApplyRestoreItsTree() {
    let h = outline()
    let expanded = tree(h)
    #expect(h.run("undo") == .ok)
    #expect(h.shell.session.applied.numberOfItems == 0)
    #expect(h.run("redo") == .ok)
    #expect(tree(h) == expanded)
    #expect(h.shell.session.state.treeSections == ["files"])
    // Back to a collapsed step and forward again: File:x stays a hidden child, not a row.
    h.run("collapse Folder:a")
    let collapsed = tree(h)
    h.run("undo", "redo")
    #expect(tree(h) == collapsed)
    #expect(h.shell.session.applied.itemIdentifiers.map(\.displayKey) == ["Folder:a", "Folder:b"])
  }

  @Test func aStepThatOnlyChangesATreeShapeIsAStep() {
    let h = outline()
    let steps = h.shell.session.history.count
    // The same rows, File:x now a root: no row changes, but the view shows another tree.
    h.run("section-snapshot files", "append Folder:a File:x Folder:b", "apply")
    #expect(h.shell.session.history.count == steps + 1)
    h.run("undo")
    #expect(tree(h) == "0:Folder:a:+: 1:File:x:-:Folder:a 0:Folder:b:-:")
  }

  // MARK: A new view keeps what it can show

  @Test func aNewCollectionViewGetsTheSectionSnapshotsBackWithItsFirstApply() {
    let h = outline()
    h.run("collapse Folder:a")
    let collapsed = tree(h)
    let text = h.printed { h.run("view collection") }
    #expect(text.contains("the section snapshots of files come back with the first apply"))
    #expect(h.shell.session.applied.numberOfSections == 0)
    h.run("apply")
    #expect(tree(h) == collapsed)
    #expect(h.shell.session.state.treeSections == ["files"])
    let shown = h.printed { h.run("show tree files") }
    #expect(shown.contains("File:x   (hidden: a collapsed ancestor)"))
    // A data source of the same kind again: the same.
    h.run("data-source diffable", "apply")
    #expect(tree(h) == collapsed)
  }

  @Test func aTableNamesTheSectionSnapshotsAndHiddenItemsItDrops() {
    let h = outline()
    h.run("collapse Folder:a")
    let text = h.printed { h.run("view table") }
    #expect(
      text.contains(
        "warning: the table view's diffable data source has no section snapshots: dropped the section snapshot of"
          + " files (the rows are flat); gone with it, hidden under collapsed parents: File:x"))
    // Back to a collection view: nothing is carried any more (the table had no section snapshots).
    h.run("apply", "view collection", "apply")
    #expect(h.shell.session.state.treeSections.isEmpty)
  }

  @Test func aClassicDataSourceNamesWhatItDrops() {
    let h = outline()
    let text = h.printed { h.run("data-source classic") }
    #expect(
      text.contains("warning: a classic data source has no section snapshots: dropped the section snapshot of files"))
    #expect(!text.contains("hidden under collapsed parents"))
  }

  @Test func aTreeWhoseRowsChangedBeforeTheFirstApplyIsDroppedWithAWarning() {
    let h = outline()
    h.run("view collection", "delete-items File:x")
    let text = h.printed { h.run("apply") }
    #expect(text.contains("warning: dropped the section snapshot of files carried from the old view"))
    #expect(h.shell.session.state.treeSections.isEmpty)
  }

  // MARK: Dragging an expanded parent

  @Test func draggingAnExpandedParentCollapsesItAndMovesItWithItsChildren() {
    let h = ShellHarness(keepGoing: true)
    h.run("append-sections files", "apply", "section-snapshot files", "append Folder:a Folder:b Folder:c")
    h.run("append File:x File:y to Folder:a", "expand Folder:a", "apply", "set can-move on")
    #expect(h.run("drag Folder:a before Folder:c") == .ok)
    #expect(h.shell.session.applied.itemIdentifiers.map(\.displayKey) == ["Folder:b", "Folder:a", "Folder:c"])
    #expect(tree(h) == "0:Folder:b:-: 0:Folder:a:-: 1:File:x:-:Folder:a 1:File:y:-:Folder:a 0:Folder:c:-:")
    h.run("expand Folder:a")
    #expect(h.run("drag Folder:a after Folder:c") == .ok)
    #expect(h.shell.session.applied.itemIdentifiers.map(\.displayKey) == ["Folder:b", "Folder:c", "Folder:a"])
  }

  @Test func draggingAParentNextToItsOwnChildIsRefusedAndChangesNothing() {
    let h = outline()
    h.run("set can-move on")
    let before = h.shell.session.fingerprint
    let text = h.printed { #expect(h.run("drag Folder:a after File:x") == .failed) }
    #expect(text.contains("cannot drag Folder:a before or after File:x: File:x is inside it"))
    #expect(h.shell.session.fingerprint == before)
  }

  // MARK: Injected bugs on a classic view out of sync

  /// A classic view that shows `a a b c` while its model holds `a b c d` (an accepted out-of-sync insert).
  func outOfSync() -> ShellHarness {
    let h = ShellHarness(keepGoing: true)
    h.run("data-source classic", "append-sections main", "append-items a b c", "reload-data", "append-items d")
    h.run("insert-items-at 0.0", "set viewport 1")
    return h
  }

  @Test func anInjectedBugIsReportedAtTheRowTheViewAsksFor() {
    let h = outOfSync()
    h.run("inject-bug nil-cell d")
    let before = h.shell.session.fingerprint
    // c is shown at 0.3, where the model now holds d: the view asks the provider for d there.
    let text = h.printed { #expect(h.run("scroll-to c") == .failed) }
    #expect(text.contains("for index path {length = 2, path = 0 - 3}"))
    #expect(text.contains("the cell provider returned nil for the item d (inject-bug nil-cell)"))
    #expect(h.shell.session.fingerprint == before)
  }

  @Test func aViewShowingARowTwiceIsPutBackAsItWas() {
    let h = outOfSync()
    h.run("inject-bug nil-cell c")
    let before = h.shell.session.fingerprint
    // Scrolling to b (shown at 0.2, where the model holds c) meets the bug; a scroll to c (0.3, the model's d) does not.
    let text = h.printed { #expect(h.run("scroll-to b") == .failed) }
    #expect(text.contains("path = 0 - 2}"))
    #expect(!text.contains("invalid index path"))
    #expect(h.shell.session.fingerprint == before)
    #expect(h.run("scroll-to c") == .ok)
  }
}
