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
      for selected in list.selection.sorted() { deselectItem(at: selected) }
      return
    }
    selectItem(at: indexPath)
  }

  /// UIKit's `selectItem(at:animated:scrollPosition:)`: selects the item (nil clears the selection) without telling
  /// the delegate, then scrolls it to `scrollPosition` (``scrollToItem(at:at:animated:)``; `[]` does not scroll).
  ///
  /// - Complexity: O(s) for s selected items, plus the scroll (O(viewport)).
  public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    selectItem(at: indexPath, animated: animated)
    if let indexPath, !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// UIKit's `scrollToItem(at:at:animated:)`: `.top` makes the item the first visible row, `.bottom` the last,
  /// `.centeredVertically` the middle one (each clamped to the content); a horizontal position or `[]` scrolls as
  /// little as possible to show it (a list has one column). Traps for an item not in the view.
  ///
  /// - Complexity: O(viewport).
  public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    guard let row = list.row(of: indexPath) else { return scrollToItem(at: indexPath) }
    let height = list.viewportHeight
    if scrollPosition.contains(.top) {
      scroll(toRow: row)
    } else if scrollPosition.contains(.bottom) {
      scroll(toRow: Swift.max(0, row - height + 1))
    } else if scrollPosition.contains(.centeredVertically) {
      scroll(toRow: Swift.max(0, row - height / 2))
    } else {
      scrollToItem(at: indexPath)
    }
  }

  /// UIKit's `UICollectionView.ScrollPosition`: where a scroll puts an item; `[]` is none.
  public struct ScrollPosition: OptionSet, Sendable, Hashable {
    /// The positions as bits, one per static member.
    public let rawValue: UInt
    /// The set whose bits are `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The item at the top of the viewport.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item in the vertical middle of the viewport.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item at the bottom of the viewport.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item at the left edge (a list has one column: the item is only made visible).
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item in the horizontal middle (only made visible).
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item at the right edge (only made visible).
    public static let right = ScrollPosition(rawValue: 1 << 5)
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
  /// `trailingSwipeActionsConfigurationProvider` / `leading…`), or else the displayed list cell's own
  /// (`trailingSwipeActionsConfiguration` / `leading…`); nil when neither gives any.
  ///
  /// - Throws: ``HeadlessViewError/invalidIndexPath(operation:_:)`` when the item is not in the view.
  /// - Complexity: O(1) plus the provider.
  public func trySwipeActionsConfiguration(_ edge: SwipeEdge, forItemAt indexPath: IndexPath)
    throws(CollectionViewError) -> SwipeActionsConfiguration?
  {
    guard list.row(of: indexPath) != nil else { throw .invalidIndexPath(operation: "swipe", indexPath) }
    try listLayoutIfNeeded()  // a cell's own actions answer when the layout's provider gives none
    let provider =
      edge == .leading
      ? collectionViewLayout?.leadingSwipeActionsConfigurationProvider
      : collectionViewLayout?.trailingSwipeActionsConfigurationProvider
    if let provided = provider?(indexPath) { return provided }
    guard let cell = listCellForRow(at: indexPath) as? HeadlessListCell else { return nil }
    return edge == .leading ? cell.leadingSwipeActionsConfiguration : cell.trailingSwipeActionsConfiguration
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
    var configuration = try trySwipeActionsConfiguration(edge, forItemAt: indexPath)
    if configuration == nil, listCellForRow(at: indexPath) == nil {
      // An item off screen has no cell whose own actions could answer: scroll it in and ask again.
      try listScrollToRow(at: indexPath)
      configuration = try trySwipeActionsConfiguration(edge, forItemAt: indexPath)
    }
    return try listUserSwipe(configuration, at: indexPath, choosing: title)
  }
}
