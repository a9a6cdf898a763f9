// Selection in the headless collection view: programmatic selection (no delegate calls, as in UIKit) and taps
// (delegate told), on the shared selection (ListViewEngine+Selection.swift).

extension HeadlessCollectionView {
  /// The selected items, ascending; nil when no item is selected (UIKit's `indexPathsForSelectedItems`).
  ///
  /// - Complexity: O(s log s) for s selected items.
  public var indexPathsForSelectedItems: [IndexPath]? { list.selection.isEmpty ? nil : list.selection.sorted() }

  /// Selects an item without telling the delegate; in single-selection mode the other items are deselected.
  ///
  /// - Throws: ``HeadlessViewError/invalidIndexPath(operation:_:)`` when the item is not in the view.
  /// - Complexity: O(s) for s selected items.
  public func trySelectItem(at indexPath: IndexPath) throws(CollectionViewError) {
    try listSelectRow(at: indexPath)
  }

  /// ``trySelectItem(at:)`` that traps with the message.
  ///
  /// - Complexity: O(s) for s selected items.
  public func selectItem(at indexPath: IndexPath) {
    orTrap { () throws(CollectionViewError) in try trySelectItem(at: indexPath) }
  }

  /// Deselects an item without telling the delegate; nothing happens when it is not selected.
  ///
  /// - Throws: ``HeadlessViewError/invalidIndexPath(operation:_:)`` when the item is not in the view.
  /// - Complexity: O(1).
  public func tryDeselectItem(at indexPath: IndexPath) throws(CollectionViewError) {
    try listDeselectRow(at: indexPath)
  }

  /// ``tryDeselectItem(at:)`` that traps with the message.
  ///
  /// - Complexity: O(1).
  public func deselectItem(at indexPath: IndexPath) {
    orTrap { () throws(CollectionViewError) in try tryDeselectItem(at: indexPath) }
  }

  /// Selects an item as a user's tap does, telling the delegate: in single-selection mode the previously selected
  /// items are deselected (`didDeselectItemAt`) and the item selected (`didSelectItemAt`, unless already
  /// selected); in multiple-selection mode a tap toggles the item. A row whose outline disclosure is header-style
  /// is not selectable: the tap toggles its expansion instead (HeadlessCollectionView+Outline.swift).
  ///
  /// - Throws: ``HeadlessViewError/invalidIndexPath(operation:_:)`` when the item is not in the view; the
  ///   expansion's cell failures.
  /// - Complexity: O(s log s) for s selected items, or the expansion's apply.
  public func tryTapItem(at indexPath: IndexPath) throws(CollectionViewError) {
    try listLayoutIfNeeded()  // the user taps what is on screen
    if list.row(of: indexPath) != nil, let disclosure = headerOutlineDisclosure(at: indexPath) {
      return try perform(disclosure, at: indexPath)
    }
    try listTapRow(at: indexPath)
  }

  /// ``tryTapItem(at:)`` that traps with the message.
  ///
  /// - Complexity: as ``tryTapItem(at:)``.
  @available(*, deprecated, renamed: "userTap(at:)", message: "the simulated user's calls are the view's user… calls")
  public func tapItem(at indexPath: IndexPath) {
    orTrap { () throws(CollectionViewError) in try tryTapItem(at: indexPath) }
  }
}
