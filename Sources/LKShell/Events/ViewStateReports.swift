// The facts about view state and cell controllers that the session hands to the renderers: what a `tap` changed,
// a Todo's view state for `info`, and the controllers for `show cells`.

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
