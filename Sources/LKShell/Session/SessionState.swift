// The session's state as one value. Everything a command can change that the view does not hold itself lives in
// `SessionState`: the working snapshot, the section-snapshot context, the stored section snapshots' sections and the
// trees and ticks carried to a new view, history (each step what the user saw: snapshot, section snapshots and the
// Todos' ticks), settings,
// titles, lazy children, the update lab, the model content, and which view and data source are installed. A command
// that fails puts this value back (`Session.run`); a history step stores `ShownState`; a new view receives the state
// and keeps what it can show. What the view holds itself (rows, cells, viewport) is its own.

import ListKit
import Lists

/// What the view shows, as the user sees it: the applied snapshot, the stored section snapshots (with their
/// expansion) of the sections that have one, and the view state its cell controllers keep (the Todos that are
/// ticked, hidden children of collapsed parents included). A history step is one of these.
struct ShownState: Sendable, Equatable {
  var snapshot: Session.Snapshot
  /// The stored section snapshots, by section (only sections that have one applied).
  var trees: [String: Session.Tree]
  /// The items whose controller's view state is ticked; every other Todo shows the fresh (unticked) state.
  var ticked: Set<AnyItem>

  init(
    snapshot: Session.Snapshot = Session.Snapshot(), trees: [String: Session.Tree] = [:], ticked: Set<AnyItem> = []
  ) {
    self.snapshot = snapshot
    self.trees = trees
    self.ticked = ticked
  }

  /// The same rows and trees as `other` (the view state aside): going from one to the other applies nothing.
  func showsTheSameList(as other: ShownState) -> Bool {
    snapshot == other.snapshot && trees == other.trees
  }
}

/// Everything the session holds besides the view, as one value.
struct SessionState: Sendable, Equatable {
  /// The snapshot editing commands change (`var snapshot = dataSource.snapshot()`).
  var working = Session.Snapshot()
  /// The section snapshot being edited (`section-snapshot S` … `apply`/`end`).
  var outline: Session.OutlineContext?
  /// Every step the view showed; `historyPosition` is the current one.
  var history: [Session.HistoryEntry] = [Session.HistoryEntry(shown: ShownState(), update: nil)]
  var historyPosition = 0
  var settings = Session.Settings()
  /// The last apply's mode and batch update, for `expect diff`.
  var lastApply: Session.LastApply?
  /// Children supplied lazily by `snapshotForExpandingParent` (`on-expand PARENT ITEM...`).
  var lazyChildren: [AnyItem: [AnyItem]] = [:]
  /// Sections that have a stored section snapshot (applied with `apply(_:to:)`).
  var treeSections: Set<String> = []
  /// Section snapshots of a view that was replaced, for the new view's first apply (`view`, `data-source`).
  var carriedTrees: [String: Session.Tree] = [:]
  /// The ticked Todos of a view that was replaced, set on the new view's controllers by its first apply.
  var carriedTicks: Set<AnyItem> = []
  /// The app's section header and footer titles (`set-header`, `set-footer`), by section identifier.
  var sectionTitles = SectionTitles()
  /// The update lab (docs/language.md §8): model edits the view was not told about, an open batch, an injected bug.
  var lab = LabState()
  /// The model content (`set-content`).
  var content = ContentStore.Contents()
  /// The kind of view installed.
  var viewKind = ViewKind.collection
  /// The style every table is made with (`view table --style`), kept when `data-source` replaces the table.
  var tableStyle = HeadlessTableView.Style.plain
  /// The kind of data source installed.
  var dataSourceKind = DataSourceKind.diffable
}

extension Session {
  /// The section snapshot being edited (`section-snapshot S` … `apply`/`end`).
  struct OutlineContext: Sendable, Equatable {
    var section: String
    var tree: Tree
  }

  /// One step of `history`: what the user saw after an apply or a tap (the snapshot value, the stored section
  /// snapshots — copies share storage — and the ticks) and what led to it.
  struct HistoryEntry: Sendable, Equatable {
    var shown: ShownState
    /// The batch that led to it; nil for the empty start, a reloadData and a tap.
    var update: BatchUpdate?
    /// The tap that led to it (a step that changed only view state); nil for an apply's step.
    var tap: TapStep?
    /// What made it when the batch alone does not say it (a user's expand or collapse, a reloadData).
    var origin: StepOrigin?

    /// The applied snapshot of the step.
    var snapshot: Snapshot { shown.snapshot }
  }

  /// The last apply, as `expect diff` reads it.
  struct LastApply: Sendable, Equatable {
    var mode: ApplyReport.Mode
    var update: BatchUpdate
  }

  /// What the view shows now, as a history step stores it.
  var shown: ShownState {
    var trees: [String: Tree] = [:]
    if let outline = dataSource.outline {
      let current = applied
      for section in state.treeSections where current.contains(section: section) {
        trees[section] = outline.snapshot(for: section)
      }
    }
    return ShownState(snapshot: applied, trees: trees, ticked: tickedItems)
  }

  // The pieces of the state, by the names the commands use.

  var working: Snapshot {
    get { state.working }
    set { state.working = newValue }
  }
  var outline: OutlineContext? {
    get { state.outline }
    set { state.outline = newValue }
  }
  var history: [HistoryEntry] {
    get { state.history }
    set { state.history = newValue }
  }
  var settings: Settings {
    get { state.settings }
    set { state.settings = newValue }
  }
  var lab: LabState {
    get { state.lab }
    set { state.lab = newValue }
  }
}
