// How an update call asks a table to animate its rows (UIKit's `UITableView.RowAnimation`): a value of the shared
// engine, because the calls both views share (`BatchCall` with an animation) carry it; a collection view ignores it.

/// UIKit's `UITableView.RowAnimation` (`HeadlessTableView.RowAnimation`): how inserted, deleted and reloaded rows and
/// sections would animate. The headless table does not animate; it records the animation each call carried
/// (``HeadlessTableView/lastBatchAnimations``). A collection view takes none: the shared calls that carry one
/// (``ListViewCall/update(_:animation:)``) ignore it there.
public enum RowAnimation: String, Sendable, CaseIterable, Hashable {
  /// The row fades in or out.
  case fade
  /// The row slides in from, or out to, the right.
  case right
  /// The row slides in from, or out to, the left.
  case left
  /// The row slides in from, or out to, the top.
  case top
  /// The row slides in from, or out to, the bottom.
  case bottom
  /// No animation: the row appears or disappears at once.
  case none
  /// The row opens from, or closes to, its middle.
  case middle
  /// The table chooses an animation (UIKit's default, and `UITableViewDiffableDataSource`'s).
  case automatic
}
