// UIKit's spellings of calls the headless view has under shorter names, so ported code compiles as written. There
// is no animation: `animated` is accepted and ignored.

extension HeadlessCollectionView {
  /// UIKit's `deselectItem(at:animated:)`: ``deselectItem(at:)``; nothing animates.
  ///
  /// - Complexity: O(1).
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    deselectItem(at: indexPath)
  }

  /// UIKit's `selectItem(at:animated:scrollPosition:)` without a scroll position: selects the item, or clears the
  /// selection for a nil index path.
  ///
  /// - Complexity: O(1), O(selection) for nil.
  public func selectItem(at indexPath: IndexPath?, animated: Bool) {
    guard let indexPath else {
      for selected in indexPathsForSelectedItems { deselectItem(at: selected) }
      return
    }
    selectItem(at: indexPath)
  }
}
