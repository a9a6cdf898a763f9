// The headless stand-in for `UITableViewCell`, and the editing styles and row animations of the table view.

/// A cell of the headless table view (UIKit's `UITableViewCell`): a ``HeadlessCell`` the table registers, recycles
/// and configures through the reuse pool it shares with the collection view. ``text`` is the content the data source
/// sets (UIKit's text label), stale until the cell is configured again.
@MainActor
open class HeadlessTableViewCell: HeadlessCell {
  /// UIKit's `UITableViewCell.EditingStyle`: what a row offers when the table edits (the swipe or the editing
  /// control's action).
  public enum EditingStyle: String, Sendable, CaseIterable {
    /// No editing control.
    case none
    /// The delete action (swipe-to-delete, the red editing control).
    case delete
    /// The insert action (the green editing control).
    case insert
  }

  /// Secondary content (UIKit's detail text label); stale until the cell is configured again.
  open var detailText: String?

  /// Creates a cell; the table view calls this when its reuse pool is empty.
  public required init() {}
}

extension HeadlessTableView {
  /// UIKit's `UITableView.RowAnimation`: how inserted, deleted and reloaded rows and sections would animate. The
  /// headless table does not animate; it records the animation each call carried (``lastBatchAnimations``).
  public enum RowAnimation: String, Sendable, CaseIterable, Hashable {
    case fade, right, left, top, bottom, none, middle
    /// The table chooses an animation (UIKit's default, and `UITableViewDiffableDataSource`'s).
    case automatic
  }

  /// One update call of a batch that carried a row animation: the operation, its index paths or sections (in the
  /// call's frame, semantics.md §4.1) and the animation.
  public struct RowAnimationRecord: Sendable, Hashable, CustomStringConvertible {
    /// The update calls that take a `RowAnimation`.
    public enum Operation: String, Sendable, Hashable {
      case insertRows, deleteRows, reloadRows, insertSections, deleteSections, reloadSections
    }

    /// The call.
    public var operation: Operation
    /// The rows of a row call (empty for a section call).
    public var indexPaths: [IndexPath]
    /// The sections of a section call (empty for a row call).
    public var sections: [Int]
    /// The animation passed with the call.
    public var animation: RowAnimation

    /// A record of one call.
    public init(_ operation: Operation, indexPaths: [IndexPath] = [], sections: [Int] = [], animation: RowAnimation) {
      self.operation = operation
      self.indexPaths = indexPaths
      self.sections = sections
      self.animation = animation
    }

    /// `deleteRows [0.1, 0.2] with .fade`.
    public var description: String {
      let targets =
        indexPaths.isEmpty
        ? sections.map(String.init) : indexPaths.map { "\($0.section).\($0.item)" }
      return "\(operation.rawValue) [\(targets.joined(separator: ", "))] with .\(animation.rawValue)"
    }
  }
}
