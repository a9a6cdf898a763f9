// The facts about view state and cell controllers that the session hands to the renderers: what a `tap` changed,
// the view state `undo`/`redo` or a new view's first apply put back, a tap's history step, a Todo's view state for
// `info`, and the controllers for `show cells`.

import ListKit
import Lists

/// `tap ITEM`: a controller changed its view state and reconfigured the one cell showing it.
struct ViewStateChange: Sendable {
  var item: AnyItem
  var indexPath: IndexPath
  /// The view state after the change.
  var isTicked: Bool
  /// The cells reconfigured (index paths): exactly the item's own.
  var reconfigured: [IndexPath]
  /// The cell's class and what it shows now.
  var cellClass: String
  var cellText: String?
  /// What the view shows after it, when the session's owner asks (`Session.reportsShownLayout`: the pictures draw
  /// it); nil otherwise.
  var shown: LayoutReport? = nil
}

/// What made a history step when the batch alone does not say it.
enum StepOrigin: Sendable, Equatable {
  /// The user tapped a parent's disclosure control (the data source applied its section snapshot).
  case userToggle(AnyItem, expanded: Bool)
  /// The user dragged the item's row (to reorder).
  case userDrag(AnyItem)
  /// A reloadData replaced the batch (a reload threshold, an interrupt, a recovery): the batch it replaced.
  case reloadData(replacing: BatchUpdate)
}

/// A history step made by a tap: the item and the view state the tap set.
struct TapStep: Sendable, Equatable {
  var item: AnyItem
  var isTicked: Bool
}

/// `undo`/`redo` (or a new view's first apply) set the cell controllers' view state to a step's (or the old
/// view's): the items whose tick changed, and the cells reconfigured to show it.
struct ViewStateRestoration: Sendable {
  /// Whose view state was put back.
  enum Cause: Sendable, Equatable {
    /// History step `step`'s, by `undo` or `redo`.
    case undo(step: Int)
    case redo(step: Int)
    /// The replaced view's, by the new view's first apply.
    case newView
  }
  /// One item whose tick changed.
  struct Change: Sendable {
    var item: AnyItem
    var isTicked: Bool
    /// Its row, nil when it has none (hidden under a collapsed parent).
    var indexPath: IndexPath?
  }
  var cause: Cause
  /// Whether the command applied a snapshot too (its apply event came first); false: only view state changed.
  var applied: Bool
  var changes: [Change]
  /// The cells reconfigured (index paths): those of the changed items that have a cell on screen.
  var reconfigured: [IndexPath]
  /// What the view shows after it, when the session's owner asks (`Session.reportsShownLayout`: the pictures draw
  /// it); nil otherwise.
  var shown: LayoutReport? = nil
}

/// `info ITEM`: the view state of an item whose type has a cell controller.
struct ViewStateInfo: Sendable, Equatable {
  /// Where the item's controller is.
  enum Controller: String, Sendable {
    /// No controller: none was made yet (the item's cell was never shown) or the item left the list. The view
    /// state is the fresh one.
    case none
    /// A controller exists; its item has no cell on screen.
    case alive
    /// A controller exists and is mounted on the item's cell.
    case mounted
  }
  var isTicked: Bool
  var controller: Controller
}

/// `show cells`: the cell controllers next to the cell counters.
struct ControllersSummary: Sendable, Equatable {
  /// Controllers alive now, and those of them mounted on a cell.
  var alive: Int
  var mounted: Int
  var created: Int
  var released: Int
  /// `didMount(onCell:)` and `willUnmount(onCell:)` calls so far.
  var mounts: Int
  var unmounts: Int
  /// Cells reconfigured because a view state changed (no snapshot, no diff).
  var viewStateReconfigures: Int
}
