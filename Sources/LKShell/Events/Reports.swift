// The values the session hands to the renderers: what an apply sent, what the collection view shows, and what each
// inspection command found. They hold facts (items, index paths, counts), never text: the renderers decide how
// each fact reads, so no output can exist in one format only.

import ListKit
import Lists

/// One row of the collection view as the shell shows it.
struct LayoutRow: Sendable, Equatable {
  enum Change: String, Sendable, Equatable {
    case inserted, moved, reloaded, reconfigured
  }
  var section: Int
  var item: Int
  /// The item (renderers print it so that it can be typed back).
  var identifier: AnyItem
  /// How users write the item, unquoted (`alpha`, `Banner:1`): the JSON `id`.
  var key: String
  var typeName: String
  /// Outline depth (0 for roots and flat sections).
  var level: Int
  /// Outline disclosure: true/false for items of a stored section snapshot that have children or are expanded;
  /// nil otherwise.
  var expanded: Bool?
  /// The text the cell shows: an existing cell keeps what it was last configured with (possibly stale); a row
  /// without a cell shows the model's text when it scrolls in.
  var cellText: String
  /// The model's current text for the item.
  var modelText: String
  /// Whether a cell exists for the row (it is in the viewport).
  var hasCell: Bool
  /// What the last apply did to this row, most telling first (`inserted`, `reloaded`, `moved`, `reconfigured`): an
  /// item inserted and reloaded in the same apply has both.
  var changes: [Change] = []
  /// The secondary text of a list cell's content configuration, when its cell is a list cell that has one.
  var secondaryText: String? = nil
  /// The accessories a list cell shows now (`checkmark`, `outlineDisclosure`, …); empty otherwise.
  var accessories: [String] = []
  /// The checkbox a Todo cell shows (its controller's view state when last configured); nil for other rows.
  var checkbox: Bool? = nil
  /// A classic data source's view showing another item here than the model holds (rows out of sync, §8); nil
  /// otherwise.
  var outOfSync: OutOfSyncReport.Row? = nil

  /// The cell shows something other than the model (set-content without reconfigure/reload).
  var isStale: Bool { hasCell && cellText != modelText }
  /// The most telling of `changes` (the one a picture marks).
  var change: Change? { changes.first }
}

/// One section of the layout.
struct LayoutSection: Sendable, Equatable {
  var identifier: String
  /// The header title the view shows for the section (a table's `titleForHeaderInSection`, a collection view's
  /// header supplementary view), nil for none.
  var header: String? = nil
  /// The footer title the view shows, nil for none.
  var footer: String? = nil
  var rows: [LayoutRow]
  /// The section has a stored section snapshot (outline).
  var isOutline: Bool
  /// All items of the section (rows may hold only the printed ones).
  var itemCount: Int
  /// Index of the section's first row among all rows (rows flattened across sections).
  var firstRow: Int = 0
}

/// What the view shows.
struct LayoutReport: Sendable, Equatable {
  /// The kind of view, for its words ("row" in a table).
  var view: ViewKind = .collection
  /// A table's style (`view table --style`); nil for a collection view.
  var tableStyle: HeadlessTableView.Style? = nil
  var sections: [LayoutSection]
  /// Rows on screen, flattened across sections.
  var viewport: Range<Int>
  var totalRows: Int
}

/// What one apply did.
struct ApplyReport: Sendable {
  enum Mode: String, Sendable {
    case animated
    case noAnimation = "no-animation"
    case reloadData = "reload-data"
    case section
    /// A hand-written batch of a classic data source (`commit`, or one view call outside `batch`).
    case batch
  }
  /// What caused an apply that was not a plain `apply`.
  enum Cause: Sendable, Equatable {
    case undo(step: Int)
    case redo(step: Int)
    /// The app applied a snapshot for a user action (`swipe-delete`, `drag`).
    case user(UserAction.Kind)
  }
  var mode: Mode
  /// The view the apply reached.
  var view: ViewKind = .collection
  /// A table data source's `defaultRowAnimation`, carried by every insert, delete and reload it sent (nil for a
  /// collection view).
  var rowAnimation: HeadlessTableView.RowAnimation?
  /// The section of a section-snapshot apply.
  var section: String?
  var update: BatchUpdate
  /// The applied snapshots before and after (to name the identifier of each operation).
  var old: DiffableDataSourceSnapshot<String, AnyItem>
  var new: DiffableDataSourceSnapshot<String, AnyItem>
  var layout: LayoutReport
  /// Diff + view update time, when `set timing on`.
  var duration: Duration?
  /// The data source's very first apply, which is a `reloadData` whatever was asked (docs/semantics.md §8.6).
  var isFirstApply = false
  /// What caused the apply when it was not a plain `apply` (`undo`, `redo`), for the summary line.
  var cause: Cause?
  /// A classic data source's view (`reload-data`, a hand-written batch), not the diffable data source's apply.
  var isClassic = false
  /// Why an apply that had a batch to send was a reloadData instead (`set reload-threshold`, `set recover`).
  var fallback: DataSourceUpdate.Fallback?
}

/// `show snapshot`: the working snapshot with its marks (in a section-snapshot context, also the tree being edited).
struct SnapshotReport: Sendable {
  struct Section: Sendable {
    var identifier: String
    var items: [AnyItem]
    var isReloaded: Bool
  }
  var sections: [Section]
  var itemCount: Int
  var reloaded: [AnyItem]
  var reconfigured: [AnyItem]
  /// The working snapshot differs from the applied one (or carries marks).
  var isEdited: Bool
  /// In a section-snapshot context: the section snapshot being edited.
  var editedTree: TreeReport?
  /// The working snapshot is a classic data source's model (§8).
  var isModel = false
}

/// `show diff`: what the next `apply` would send, computed as the apply computes it.
enum DiffReport: Sendable {
  /// The data source has never applied: its first apply is a reloadData, without a batch.
  case firstApplyIsReloadData
  /// The update the apply would send to a view of kind `view`; `section` is set inside a section-snapshot context;
  /// `rowAnimation` is the one a table's data source would send with it (nil: a collection view, or no animation).
  case update(
    BatchUpdate, old: DiffableDataSourceSnapshot<String, AnyItem>,
    new: DiffableDataSourceSnapshot<String, AnyItem>, section: String?, view: ViewKind,
    rowAnimation: HeadlessTableView.RowAnimation?)
}

/// `show tree S`: a section snapshot, node by node.
struct TreeReport: Sendable {
  enum Source: Sendable, Equatable {
    /// The section snapshot being edited in the context.
    case editing
    /// `dataSource.snapshot(for:)` of a section that has a stored section snapshot.
    case stored
    /// `dataSource.snapshot(for:)` of a flat section.
    case flat
  }
  struct Node: Sendable {
    var item: AnyItem
    var level: Int
    var hasChildren: Bool
    var isExpanded: Bool
    var isVisible: Bool
    var parent: AnyItem?
  }
  var section: String
  var source: Source
  /// The first nodes (at most `TreeReport.nodeLimit`), in depth-first order.
  var nodes: [Node]
  var itemCount: Int
  var visibleCount: Int

  /// At most this many nodes are reported; the rest are counted.
  static let nodeLimit = 200
}

/// `show cells`.
struct CellsReport: Sendable {
  var onScreen: Int
  var viewportHeight: Int
  var statistics: [CellStatistics]
  /// The cell controllers (Todo items), once any was created.
  var controllers: ControllersSummary? = nil
}

/// `info ITEM | S`.
struct InfoReport: Sendable {
  struct OutlinePlace: Sendable {
    var level: Int
    var parent: AnyItem?
    var isExpanded: Bool
    var isVisible: Bool
  }
  enum Placement: Sendable {
    /// A row of the view; `cellText` is nil when it has no cell (off screen), `.some(nil)` for a cell
    /// without text.
    case row(IndexPath, section: String, outline: OutlinePlace?, cellText: String??)
    /// Under a collapsed ancestor in a stored section snapshot.
    case hidden(section: String, level: Int, parent: AnyItem?)
    case notShown
  }
  struct ItemInfo: Sendable {
    var item: AnyItem
    var placement: Placement
    var content: String
    /// Section, index and the working snapshot's item count.
    var working: (section: String, index: Int, itemCount: Int)?
    /// The section of the context whose tree holds the item.
    var inEditedTreeOf: String?
    /// The view state, for an item whose type has a cell controller (Todo).
    var viewState: ViewStateInfo? = nil
  }
  struct SectionInfo: Sendable {
    var identifier: String
    var shown: (index: Int, itemCount: Int, isOutline: Bool)?
    var working: (index: Int, itemCount: Int)?
  }
  var item: ItemInfo?
  var section: SectionInfo?
  /// The kind of view the item or section is (not) shown in.
  var view: ViewKind = .collection
}

/// `history`.
struct HistoryReport: Sendable {
  /// One step: what the user saw after an apply or a tap, and what led to it.
  struct Entry: Sendable {
    var snapshot: DiffableDataSourceSnapshot<String, AnyItem>
    /// The batch that led to it; nil for the empty start, a reloadData and a tap.
    var update: BatchUpdate?
    /// The tap that led to it (a step that changed only view state).
    var tap: TapStep?
    /// What made it when the batch alone does not say it (a user's expand or collapse, a reloadData).
    var origin: StepOrigin?
    /// The Todos ticked in the step (by their cell controllers), by name.
    var ticked: [AnyItem] = []
  }
  var entries: [Entry]
  var position: Int
  /// The view now, for its words.
  var view: ViewKind = .collection
}

/// `scroll-to`.
struct ScrollReport: Sendable {
  var viewport: Range<Int>
  var rowCount: Int
  var enteredRows: Int
  /// What the view shows after it, when the session's owner asks (`Session.reportsShownLayout`: the pictures draw
  /// it); nil otherwise.
  var shown: LayoutReport? = nil
  /// The last row on screen (the first when the viewport is empty).
  var lastVisibleRow: Int { max(viewport.upperBound - 1, viewport.lowerBound) }
}

/// `select ITEM`: what the configuration's onSelect received.
struct SelectionReport: Sendable {
  /// What the app's `didSelectItemAt` reads at the index path (a classic data source: its model).
  var item: AnyItem
  var cellClass: String?
  var indexPath: IndexPath
  /// When the row shows something else than `item` (a classic view out of sync): what it shows (nil inside: no item).
  var shownItem: AnyItem??
}

/// A call of the data source's `sectionSnapshotHandlers`.
enum HandlerCall: Sendable {
  case willExpandItem(AnyItem)
  case willCollapseItem(AnyItem)
  case snapshotForExpandingParent(AnyItem, children: Int)
}

/// What a user did to the view (`swipe-delete`, `drag`), before the data source is asked about it.
struct UserAction: Sendable {
  enum Kind: String, Sendable, Equatable {
    case swipeDelete = "swipe-delete"
    case drag
  }
  var kind: Kind
  var item: AnyItem
  /// Where the row is (before the action).
  var indexPath: IndexPath
  /// For a drag: where the row ends up (in the frame after the move).
  var destination: IndexPath?
  var view: ViewKind
}

/// A call the view (or the app, for the user) makes to the data source during a user action, with its answer.
enum DataSourceCall: Sendable {
  /// `tableView(_:canEditRowAt:)` and what it answered.
  case canEditRow(IndexPath, answer: Bool)
  /// `tableView(_:commit: .delete, forRowAt:)`.
  case commitDelete(IndexPath, AnyItem)
  /// `tableView(_:canMoveRowAt:)` and what it answered.
  case canMoveRow(IndexPath, answer: Bool)
  /// `tableView(_:moveRowAt:to:)`, called after the table moved the row; the app applies the moved snapshot without
  /// animation, which sends nothing (`sent` is what it sent).
  case moveRow(from: IndexPath, to: IndexPath, AnyItem, sent: DataSourceUpdate.Kind)
  /// The list's `trailingSwipeActionsConfigurationProvider` for the row: a Delete action, or nil (no actions).
  case trailingSwipeActions(IndexPath, offersDelete: Bool)
  /// The Delete action's handler: the app deletes the item from `dataSource.snapshot()` and applies it.
  case deleteActionHandler(AnyItem)
  /// `reorderingHandlers.canReorderItem` and what it answered.
  case canReorderItem(AnyItem, answer: Bool)
  /// `reorderingHandlers.willReorder` / `didReorder` with the transaction: its difference (removals and
  /// insertions with their offsets in the flattened item list) and the final snapshot's item count.
  case reorder(didReorder: Bool, removals: [(AnyItem, Int)], insertions: [(AnyItem, Int)], finalItemCount: Int)

  /// The data-source method or handler called, as Apple names it.
  var method: String {
    switch self {
    case .canEditRow: "tableView(_:canEditRowAt:)"
    case .commitDelete: "tableView(_:commit:forRowAt:)"
    case .canMoveRow: "tableView(_:canMoveRowAt:)"
    case .moveRow: "tableView(_:moveRowAt:to:)"
    case .trailingSwipeActions: "trailingSwipeActionsConfigurationProvider"
    case .deleteActionHandler: "UIContextualAction handler"
    case .canReorderItem: "reorderingHandlers.canReorderItem"
    case .reorder(let did, _, _, _): did ? "reorderingHandlers.didReorder" : "reorderingHandlers.willReorder"
    }
  }
}

/// `view table|collection`: the new view and data source, and what the session kept.
struct ViewReplacement: Sendable {
  var view: ViewKind
  /// The new table's style; nil for a collection view.
  var tableStyle: HeadlessTableView.Style? = nil
  /// The kind of the new data source (the same as before).
  var dataSource: DataSourceKind
  var workingSections: Int
  var workingItems: Int
  /// The sections whose stored section snapshots the new data source receives with its first apply.
  var carriedTrees: [String] = []
}

/// Stored section snapshots a new view or data source cannot keep (`view`, `data-source`, the first apply after).
struct DroppedSectionSnapshots: Sendable {
  enum Reason: Sendable, Equatable {
    /// The new data source has no section snapshots (a table's, a classic one).
    case noSectionSnapshots(ViewKind, DataSourceKind)
    /// The rows of the section changed before the new view's first apply.
    case rowsChanged
  }
  /// The sections, in order.
  var sections: [String]
  /// The items that were hidden under collapsed parents (no row shows them), in tree order.
  var hiddenItems: [AnyItem]
  var reason: Reason

  @MainActor
  init(_ trees: [String: DiffableDataSourceSectionSnapshot<AnyItem>], reason: Reason) {
    sections = trees.keys.sorted()
    hiddenItems = sections.flatMap { section -> [AnyItem] in
      let tree = trees[section]!
      let visible = Set(tree.visibleItems)
      return tree.items.filter { !visible.contains($0) }
    }
    self.reason = reason
  }
}

/// `set-header` / `set-footer`: the model's new title for a section, and whether the view shows a title for it now.
struct SectionTitleChange: Sendable {
  var kind: TitleKind
  var section: String
  /// The new title; nil when removed (`-`).
  var title: String?
  var view: ViewKind
  /// The section is shown now (the view reads the title again when it reloads or inserts the section).
  var isShown: Bool
}

/// Something worth saying that is neither output of a query nor a warning.
enum Note: Sendable {
  /// `expand`/`collapse` of an item already in that state (nothing is sent).
  case alreadyInState(AnyItem, expanded: Bool)
  /// `delete-items` of identifiers that are not in the snapshot: Apple ignores them.
  case unknownItemsIgnored([AnyItem])
  /// `delete-sections` of identifiers that are not in the snapshot: Apple ignores them too.
  case unknownSectionsIgnored([String])
  /// `on-expand PARENT …` where PARENT is in no snapshot yet: registered for when it appears.
  case lazyChildrenForAbsentParent(AnyItem, children: Int)
  /// `on-expand PARENT …` registered.
  case lazyChildrenRegistered(AnyItem, children: Int)
  /// `number-of-items N` / `number-of-rows N`: what the view, of the kind `view`, answered.
  case viewCount(section: Int, count: Int, view: ViewKind)
  /// After a table moved a row for the user, the app's `moveRowAt` failed; the table and the data source show the
  /// move anyway.
  case appFailedAfterUserMove(String)
  /// `export html|svg`: the steps so far were written (`files`: 1 for a page).
  case picturesWritten(PictureFormat, path: String, steps: Int, files: Int, bytes: Int)
  /// `swipe ITEM`: the titles of the trailing actions the row offers (none: `setting` is off).
  case swipeActionsOffered(AnyItem, IndexPath, [String], setting: String)
}

/// A non-fatal warning: Apple's console messages (the same text a flat append and a section-snapshot apply print
/// when they move identifiers that already exist).
enum ShellWarning: Sendable {
  case snapshot(SnapshotWarning)
  /// After an accepted batch, rows show other items than the model holds there (the update lab).
  case outOfSync(OutOfSyncReport)
  /// Section snapshots that a new view or data source cannot keep.
  case droppedSectionSnapshots(DroppedSectionSnapshots)
  /// The session ends (`quit`, `exit`, Ctrl-D, the end of a script, `-c` or standard input) with work that never
  /// reached the view.
  case unappliedWork(UnappliedWork)
  /// At the prompt, a first `quit` or Ctrl-D with work that never reached the view: the shell stays; a second one
  /// leaves.
  case unappliedWorkOnQuit(UnappliedWork)

  /// The whole message.
  @MainActor var message: String {
    switch self {
    case .snapshot(let warning): OutputLimit.text(of: warning.failureMessage)
    case .outOfSync(let report): Words.outOfSync(report)
    case .droppedSectionSnapshots(let dropped): Words.droppedSectionSnapshots(dropped)
    case .unappliedWork(let work): Words.unappliedWork(work)
    case .unappliedWorkOnQuit(let work): Words.unappliedWorkOnQuit(work)
    }
  }
}

/// What a session that ends now leaves behind without ever sending it to the view.
struct UnappliedWork: Sendable {
  /// The working snapshot of a diffable data source differs from the applied one (or carries reload marks): its
  /// size, nil when it holds no edits.
  var workingSnapshot: (sections: Int, items: Int)?
  /// A classic data source's model edits the view was never told about (outside an open batch).
  var modelEditsNotShown: Int = 0
  /// The section snapshot being edited (`section-snapshot S` without `apply`/`end`).
  var openSectionSnapshot: String?
  /// The open `batch` (no `commit`): its model edits and view calls.
  var openBatch: (edits: Int, calls: Int)?

  /// Nothing would be lost.
  var isEmpty: Bool {
    workingSnapshot == nil && modelEditsNotShown == 0 && openSectionSnapshot == nil && openBatch == nil
  }
}
