// UIKit's spellings of table-view calls the headless table has under shorter names, so ported code compiles as
// written. There is no animation: `animated` is accepted and ignored.

extension HeadlessTableView {
  /// UIKit's `deselectRow(at:animated:)`: ``deselectRow(at:)``; nothing animates.
  ///
  /// - Complexity: O(1).
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    deselectRow(at: indexPath)
  }

  /// UIKit's `indexPathForSelectedRow`: the first selected row, or nil.
  ///
  /// - Complexity: O(s log s) for s selected rows.
  public var indexPathForSelectedRow: IndexPath? { list.selection.min() }
}
