// UIKit's spellings of calls the headless view has under shorter names, so ported code compiles as written (there
// is no animation: `animated` is accepted and ignored), UIKit's frame initializer, and the list layout's swipe
// actions as a user performs them.

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

  /// UIKit's `init(frame:collectionViewLayout:)`: a view showing `layout` whose viewport holds as many rows of
  /// UIKit's default list row height (44 points) as `frame` is high, at least one; a zero frame gives 20 rows.
  public convenience init(frame: CGRect, collectionViewLayout layout: ListLayout) {
    let height = frame.height
    self.init(collectionViewLayout: layout, viewportHeight: height > 0 ? max(1, Int((height / 44).rounded(.up))) : 20)
    self.frame = frame
  }

  // MARK: Swipe actions

  /// The actions a swipe on `edge` of the item reveals: the list layout's provider's (UIKit's
  /// `trailingSwipeActionsConfigurationProvider` / `leading…`); nil without a layout or a provider.
  ///
  /// - Throws: ``HeadlessViewError/invalidIndexPath(operation:_:)`` when the item is not in the view.
  /// - Complexity: O(1) plus the provider.
  public func trySwipeActionsConfiguration(_ edge: SwipeEdge, forItemAt indexPath: IndexPath)
    throws(CollectionViewError) -> SwipeActionsConfiguration?
  {
    guard list.row(of: indexPath) != nil else { throw .invalidIndexPath(operation: "swipe", indexPath) }
    let provider =
      edge == .leading
      ? collectionViewLayout?.leadingSwipeActionsConfigurationProvider
      : collectionViewLayout?.trailingSwipeActionsConfigurationProvider
    return provider?(indexPath)
  }

  /// A user swipes the item on `edge` and taps the action titled `title` (nil: swipes all the way, which performs
  /// the first action when the configuration allows it); the item is scrolled into view first and the handler gets
  /// its cell. A delete must change the model with the view (apply a snapshot without the item).
  ///
  /// - Returns: the action run and what it passed to its completion; nil when the item offers no such action.
  /// - Throws: ``HeadlessViewError/invalidIndexPath(operation:_:)`` when the item is not in the view; a cell failure
  ///   while scrolling it into view.
  /// - Complexity: the provider, the scroll and the handler.
  @discardableResult
  public func tryUserSwipe(_ edge: SwipeEdge = .trailing, itemAt indexPath: IndexPath, choosing title: String?)
    throws(CollectionViewError) -> SwipeActionOutcome?
  {
    try listUserSwipe(trySwipeActionsConfiguration(edge, forItemAt: indexPath), at: indexPath, choosing: title)
  }
}
